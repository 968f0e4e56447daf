'use client';

import { QRCodeSVG } from 'qrcode.react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { errorText, tabApi } from '@/lib/api-client/tab-api';

const field = 'min-h-11 w-full rounded-lg border border-line bg-surface px-3 disabled:bg-canvas disabled:text-muted';

/** getQR: the password is checked by the platform; the QR then holds a one-time sign-in link. */
export function QrGenerator({ username, cloudId }: { username: string; cloudId: string }) {
  const t = useTranslations();
  const [password, setPassword] = useState('');
  const [link, setLink] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [mailing, setMailing] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(undefined);
    if (!password) return setError(t('qr.invalidPassword'));
    setBusy(true);
    try {
      const r = await tabApi<{ link: string }>('/api/tab/qr', { json: { username, cloud_id: cloudId, password } });
      setLink(r.link);
      setPassword('');
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  }

  async function email() {
    setMailing(true);
    try {
      await tabApi('/api/tab/qr/email', { method: 'POST' });
      toast.success(t('qr.emailSent'));
    } catch {
      toast.error(t('qr.emailFailed'));
    } finally {
      setMailing(false);
    }
  }

  if (link) {
    return (
      <section className="flex flex-col items-center gap-4 rounded-xl bg-surface p-4 shadow-sm">
        <p className="text-center font-medium">{t('qr.scan')}</p>
        <QRCodeSVG value={link} size={240} marginSize={2} role="img" aria-label={t('qr.title')} />
        <p className="text-center text-xs text-muted">{t('qr.onceNote')}</p>
        <Button type="button" className="min-h-11 w-full" busy={mailing} onClick={email}>
          {t('qr.email')}
        </Button>
      </section>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-xl bg-surface p-4 shadow-sm">
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('qr.username')}
        <input className={field} value={username} disabled readOnly />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('qr.password')}
        <input className={field} type="password" autoComplete="current-password" value={password} aria-invalid={!!error || undefined} onChange={(e) => setPassword(e.target.value)} />
      </label>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <Button type="submit" className="min-h-11" busy={busy}>
        {t('qr.show')}
      </Button>
    </form>
  );
}
