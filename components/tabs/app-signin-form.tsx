'use client';

import { QrCode } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { errorText, tabApi } from '@/lib/api-client/tab-api';
import { parseCscLink } from '@/lib/format/softphone-link';

// The camera library is large: loaded only when the user opens the scanner.
const QrScanner = dynamic(() => import('./qr-scanner').then((m) => m.QrScanner), { ssr: false });

const field = 'min-h-11 w-full rounded-lg border border-line bg-surface px-3';
type Step = 'credentials' | 'passcode';

export function AppSigninForm(props: { cloudId: string; username: string; build?: string }) {
  const t = useTranslations();
  const [step, setStep] = useState<Step>('credentials');
  const [cloudId, setCloudId] = useState(props.cloudId);
  const [username, setUsername] = useState(props.username);
  const [password, setPassword] = useState('');
  const [passcode, setPasscode] = useState('');
  const [scanning, setScanning] = useState(false);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<string>();

  function open(target: string) {
    setLink(target);
    // The custom scheme hands the one-time sign-in link to the installed app.
    window.location.href = target;
  }

  async function send(path: string, json: unknown) {
    setBusy(true);
    toast.info(t('appSignin.signingIn'));
    try {
      const r = await tabApi<{ link?: string; mfa?: boolean }>(path, { json });
      if (r.mfa) setStep('passcode');
      else if (r.link) open(r.link);
    } catch (e) {
      toast.error(e && (e as { status?: number }).status === 429 ? errorText(t, e) : t('appSignin.failed'));
    } finally {
      setBusy(false);
    }
  }

  function submitCredentials(e: React.FormEvent) {
    e.preventDefault();
    if (!cloudId.trim() || !username.trim() || !password) return toast.error(t('appSignin.required'));
    void send('/api/tab/app-signin', { cloud_id: cloudId, username, password, build: props.build });
  }

  function submitPasscode(e: React.FormEvent) {
    e.preventDefault();
    if (!passcode.trim()) return toast.error(t('appSignin.required'));
    void send('/api/tab/app-signin/passcode', { passcode });
  }

  function scanned(text: string) {
    const csc = parseCscLink(text);
    setScanning(false);
    if (!csc) return toast.error(t('appSignin.badQr'));
    // A QR from getQR already is a one-time sign-in link: hand it straight to the app.
    if (csc.username && csc.secret) return open(text.trim());
    setCloudId(csc.cloudId);
    if (csc.username) setUsername(csc.username);
  }

  if (link) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl bg-surface p-4 text-center shadow-sm">
        <a href={link} className="inline-flex min-h-11 items-center justify-center rounded-md bg-primary px-4 font-medium text-white">
          {t('appSignin.openApp')}
        </a>
      </div>
    );
  }

  if (step === 'passcode') {
    return (
      <form onSubmit={submitPasscode} noValidate className="flex flex-col gap-3 rounded-xl bg-surface p-4 shadow-sm">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('appSignin.passcode')}
          <input className={field} inputMode="numeric" autoComplete="one-time-code" value={passcode} onChange={(e) => setPasscode(e.target.value)} />
        </label>
        <p className="text-xs text-muted">{t('appSignin.passcodeHelp')}</p>
        <Button type="submit" className="min-h-11" busy={busy}>
          {t('appSignin.verify')}
        </Button>
        <Button type="button" variant="ghost" className="min-h-11" onClick={() => (setPasscode(''), setStep('credentials'))}>
          {t('appSignin.goBack')}
        </Button>
      </form>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={submitCredentials} noValidate className="flex flex-col gap-3 rounded-xl bg-surface p-4 shadow-sm">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('appSignin.cloudId')}
          <input className={field} value={cloudId} autoCapitalize="none" onChange={(e) => setCloudId(e.target.value)} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('appSignin.username')}
          <input className={field} value={username} autoCapitalize="none" autoComplete="username" onChange={(e) => setUsername(e.target.value)} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('appSignin.password')}
          <input className={field} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <Button type="submit" className="min-h-11" busy={busy}>
          {t('appSignin.signIn')}
        </Button>
      </form>
      <Button type="button" variant="secondary" className="min-h-11" onClick={() => setScanning((s) => !s)}>
        <QrCode aria-hidden className="h-5 w-5" />
        {scanning ? t('appSignin.closeScanner') : t('appSignin.scanQr')}
      </Button>
      {scanning && <QrScanner onText={scanned} />}
    </div>
  );
}
