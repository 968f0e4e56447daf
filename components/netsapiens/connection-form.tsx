'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useDetailForm } from '@/components/ui/use-detail-form';
import { useConnection, useSaveConnection, useTestConnection } from '@/lib/api-client/netsapiens';
import { useSubscriberOptions } from '@/lib/api-client/subscribers';
import { useErrorToast, useMessage } from '@/lib/api-client/use-error-toast';
import { connectionCreateInput, connectionInput, type ConnectionInput } from '@/lib/schemas/netsapiens-connection';

type Values = z.input<typeof connectionInput>;
const blank: Values = { apiUrl: '', clientId: '', clientSecret: '', superuser: '', superpass: '', deliveryWebhook: '', active: true };
const toNumber = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : Number(v));

export function ConnectionForm({ id, canPickSubscriber }: { id?: number; canPickSubscriber: boolean }) {
  const t = useTranslations('netsapiens');
  const tcommon = useTranslations('common');
  const tapp = useTranslations('app');
  const msg = useMessage();
  const showError = useErrorToast();
  const existing = useConnection(id);
  const save = useSaveConnection();
  const test = useTestConnection();
  const options = useSubscriberOptions(canPickSubscriber);
  const form = useForm<Values, unknown, ConnectionInput>({
    resolver: zodResolver(id ? connectionInput : connectionCreateInput),
    defaultValues: blank,
  });
  const { register, getValues, trigger, formState } = form;
  const { errors } = formState;
  const onSubmit = useDetailForm({
    form, existing, listPath: '/netsapiens',
    toValues: (c) => ({ apiUrl: c.apiUrl, clientId: c.clientId, superuser: c.superuser, deliveryWebhook: c.deliveryWebhook, active: c.active, subscriberId: c.subscriberId, clientSecret: '', superpass: '' }),
    save: (input) => save.mutateAsync({ id, input: { ...input, subscriberId: canPickSubscriber ? input.subscriberId : undefined } }),
  });

  async function onTest() {
    if (!(await trigger(['apiUrl', 'clientId', 'superuser']))) return toast.error(msg('validation.mandatory'));
    const v = getValues();
    try {
      const r = await test.mutateAsync({ id, apiUrl: v.apiUrl, clientId: v.clientId, clientSecret: v.clientSecret ?? '', superuser: v.superuser, superpass: v.superpass ?? '' });
      if (r.ok) toast.success(t('testOk', { user: r.user || v.superuser, domain: r.domain || '—' }));
      else toast.error(t('testFailed', { reason: msg(r.key) ?? r.message, status: r.status ?? '—' }), { duration: 10_000 });
    } catch (e) {
      showError(e);
    }
  }

  if (id && existing.isPending) return <Spinner label={tapp('loading')} />;
  const secretHint = (set?: boolean) => (id ? (set ? t('secretSet') : t('secretNotSet')) : undefined);

  return (
    <Card title={id ? t('editTitle') : t('addTitle')}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2">
        <Field label={t('apiUrl')} required type="url" placeholder="https://" className="md:col-span-2" error={msg(errors.apiUrl?.message)} {...register('apiUrl')} />
        <Field label={t('clientId')} required autoComplete="off" error={msg(errors.clientId?.message)} {...register('clientId')} />
        <Field label={t('clientSecret')} required={!id} type="password" autoComplete="new-password" hint={secretHint(existing.data?.hasClientSecret)} error={msg(errors.clientSecret?.message)} {...register('clientSecret')} />
        <Field label={t('superuser')} required autoComplete="off" error={msg(errors.superuser?.message)} {...register('superuser')} />
        <Field label={t('superpass')} required={!id} type="password" autoComplete="new-password" hint={secretHint(existing.data?.hasSuperpass)} error={msg(errors.superpass?.message)} {...register('superpass')} />
        <Field label={t('deliveryWebhook')} type="url" className="md:col-span-2" error={msg(errors.deliveryWebhook?.message)} {...register('deliveryWebhook')} />
        {canPickSubscriber && (
          <Select
            label={t('subscriber')}
            placeholder={t('subscriberOwn')}
            options={(options.data ?? []).map((o) => ({ value: o.id, label: `${o.cloudId} — ${o.company}` }))}
            error={msg(errors.subscriberId?.message)}
            {...register('subscriberId', { setValueAs: toNumber })}
          />
        )}
        <Checkbox label={t('active')} {...register('active')} className="md:col-span-2" />
        <div className="flex flex-wrap gap-2 md:col-span-2">
          <Button type="submit" busy={save.isPending}>{tcommon('save')}</Button>
          <Button type="button" variant="secondary" busy={test.isPending} onClick={onTest}>{t('test')}</Button>
          <Link href="/netsapiens" className="inline-flex items-center rounded-md border border-line px-4 py-2 text-sm">{tcommon('cancel')}</Link>
        </div>
      </form>
    </Card>
  );
}
