'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useDetailForm } from '@/components/ui/use-detail-form';
import { useSaveSubscriber, useSubscriber } from '@/lib/api-client/subscribers';
import { useMessage } from '@/lib/api-client/use-error-toast';
import { subscriberInput, type SubscriberInput } from '@/lib/schemas/subscriber';

type Values = z.input<typeof subscriberInput>;
const blank: Values = { accountcode: '', company: '', cloudId: '', email: '', phoneNumber: '', active: true, companyType: 'Simple Company', nsResellerPart: '' };

/** `canChooseType`: only the provider cloud picks Simple Company or Reseller (DECISIONS.md). */
export function SubscriberForm({ id, canChooseType }: { id?: number; canChooseType: boolean }) {
  const t = useTranslations('subscribers');
  const tcommon = useTranslations('common');
  const tapp = useTranslations('app');
  const msg = useMessage();
  const existing = useSubscriber(id);
  const save = useSaveSubscriber();
  const form = useForm<Values, unknown, SubscriberInput>({ resolver: zodResolver(subscriberInput), defaultValues: blank });
  const { register, formState } = form;
  const { errors } = formState;
  const locked = !!existing.data?.isProvider;
  const onSubmit = useDetailForm({
    form, existing, listPath: '/subscribers',
    toValues: (s) => s as Values,
    save: (input) => save.mutateAsync({ id, input }),
  });

  if (id && existing.isPending) return <Spinner label={tapp('loading')} />;

  return (
    <Card title={id ? t('editTitle') : t('addTitle')}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2">
        <Field label={t('accountcode')} required error={msg(errors.accountcode?.message)} {...register('accountcode')} />
        <Field label={t('company')} required error={msg(errors.company?.message)} {...register('company')} />
        <Field label={t('cloudId')} required readOnly={locked} hint={locked ? t('providerLockedHint') : t('cloudIdHint')} error={msg(errors.cloudId?.message)} {...register('cloudId')} />
        <Field label={t('email')} type="email" error={msg(errors.email?.message)} {...register('email')} />
        <Field label={t('phoneNumber')} required type="tel" error={msg(errors.phoneNumber?.message)} {...register('phoneNumber')} />
        <Field label={t('fetchingMethod')} value="remote_api" readOnly disabled />
        {canChooseType && (
          <Select label={t('companyType')} options={[{ value: 'Simple Company', label: t('simpleCompany') }, { value: 'Reseller', label: t('reseller') }]} {...register('companyType')} />
        )}
        <Field label={t('nsResellerPart')} error={msg(errors.nsResellerPart?.message)} {...register('nsResellerPart')} />
        <Checkbox label={t('active')} disabled={locked} {...register('active')} className="md:col-span-2" />
        <div className="flex gap-2 md:col-span-2">
          <Button type="submit" busy={save.isPending}>{tcommon('save')}</Button>
          <Link href="/subscribers" className="inline-flex items-center rounded-md border border-line px-4 py-2 text-sm">{tcommon('cancel')}</Link>
        </div>
      </form>
    </Card>
  );
}
