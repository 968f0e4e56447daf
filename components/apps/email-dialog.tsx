'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { useSendLinks } from '@/lib/api-client/apps';
import { useErrorToast } from '@/lib/api-client/use-error-toast';
import type { LineRow } from '@/lib/schemas/apps';
import { Modal } from './modal';
import { TemplateBar } from './template-bar';

type Props = { cloudId?: string; domain: string; recipients: LineRow[]; onClose: () => void };

/**
 * E-mails each selected line its softphone login link and QR code. The addresses are the ones
 * the platform holds (shown, not editable): the server mails only those, never typed ones.
 */
export function EmailDialog({ cloudId, domain, recipients, onClose }: Props) {
  const t = useTranslations('apps.mail');
  const errorToast = useErrorToast();
  const send = useSendLinks();
  const bodyId = useId();
  const [cc, setCc] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const to = recipients.map((r) => r.email).join(', ');

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!to || !subject.trim() || !body.trim()) {
      toast.error(t('mandatory'));
      return;
    }
    send.mutate({ cloudId, domain, users: recipients.map((r) => r.user), cc, subject, body }, {
      onSuccess: ({ results }) => {
        const ok = results.filter((r) => r.sent);
        for (const r of results.filter((x) => !x.sent)) toast.error(t('failedFor', { login: r.login }));
        if (ok.length) toast.success(t('sent', { count: ok.length }));
        if (ok.length === results.length) onClose();
      },
      onError: errorToast,
    });
  }

  return (
    <Modal open title={t('title')} onClose={onClose} wide>
      <form id="qr-mail" onSubmit={submit} className="space-y-3" noValidate>
        <Field label={t('to')} value={to} readOnly required hint={t('toHint', { count: recipients.length })} />
        <Field label={t('cc')} value={cc} onChange={(e) => setCc(e.target.value)} type="text" inputMode="email" placeholder="name@example.com" />
        <TemplateBar cloudId={cloudId} subject={subject} body={body} onPick={(x) => { setSubject(x.subject); setBody(x.body); }} />
        <Field label={t('subject')} value={subject} onChange={(e) => setSubject(e.target.value)} required maxLength={300} />
        <div className="space-y-1">
          <label htmlFor={bodyId} className="block text-sm font-medium">{t('body')}<span aria-hidden className="text-danger"> *</span></label>
          <textarea id={bodyId} value={body} onChange={(e) => setBody(e.target.value)} rows={7} aria-required aria-describedby={`${bodyId}-hint`} className={inputClass} />
          <p id={`${bodyId}-hint`} className="text-xs text-muted">{t('placeholders')}</p>
        </div>
        <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-3">
          <Button type="button" variant="secondary" onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" busy={send.isPending}>{t('send')}</Button>
        </div>
      </form>
    </Modal>
  );
}
