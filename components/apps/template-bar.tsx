'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useTemplateChange, useTemplates } from '@/lib/api-client/apps';
import { ApiError } from '@/lib/api-client/http';
import { useMessage } from '@/lib/api-client/use-error-toast';
import type { EmailTemplate } from '@/lib/schemas/apps';

type Props = { cloudId?: string; subject: string; body: string; onPick: (t: EmailTemplate) => void };

/**
 * Template selector with create, update and delete: choosing a template switches from "new" to
 * "update" mode and fills subject and body; the name field names the template being saved.
 */
export function TemplateBar({ cloudId, subject, body, onPick }: Props) {
  const t = useTranslations('apps.templates');
  const msg = useMessage();
  const templates = useTemplates(cloudId);
  const change = useTemplateChange();
  const [id, setId] = useState<number>();
  const [name, setName] = useState('');
  const [asking, setAsking] = useState(false);

  // The server's specific refusals (not allowed, mandatory) are shown as such; anything else as the spec's failure text.
  const failed = (fallback: string) => (e: unknown) =>
    toast.error(e instanceof ApiError && e.key.startsWith('apps.templates.') ? msg(e.key) : t(fallback));

  function pick(value: string) {
    const found = templates.data?.find((x) => String(x.id) === value);
    setId(found?.id);
    setName(found?.name ?? '');
    if (found) onPick(found);
  }

  function saveTemplate() {
    if (!name.trim() || !body.trim()) {
      toast.error(t('mandatory'));
      return;
    }
    change.mutate({ id, cloudId, name, subject, body }, {
      onSuccess: (saved) => { toast.success(t('saved')); if ('id' in saved) setId(saved.id); },
      onError: failed('saveFailed'),
    });
  }

  function deleteTemplate() {
    change.mutate({ id, cloudId, remove: true }, {
      onSuccess: () => { toast.success(t('deleted')); setId(undefined); setName(''); setAsking(false); },
      onError: (e) => { setAsking(false); failed('deleteFailed')(e); },
    });
  }

  return (
    <div className="grid gap-3 rounded-md border border-line p-3 sm:grid-cols-2">
      <Select label={t('choose')} value={id ?? ''} onChange={(e) => pick(e.target.value)} placeholder={t('new')}
        options={(templates.data ?? []).map((x) => ({ value: x.id, label: x.name }))} />
      <Field label={t('name')} value={name} onChange={(e) => setName(e.target.value)} maxLength={120} />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="button" variant="secondary" onClick={saveTemplate} busy={change.isPending && !change.variables?.remove}>
          {id ? t('update') : t('create')}
        </Button>
        {id && <Button type="button" variant="danger" onClick={() => setAsking(true)}>{t('delete')}</Button>}
      </div>
      <ConfirmDialog open={asking} title={t('deleteTitle')} message={t('deleteQuestion', { name })} busy={change.isPending}
        onConfirm={deleteTemplate} onCancel={() => setAsking(false)} />
    </div>
  );
}
