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
import { useSubscriberOptions } from '@/lib/api-client/subscribers';
import { useMessage } from '@/lib/api-client/use-error-toast';
import { useSaveUser, useUser } from '@/lib/api-client/users';
import { userCreateInput, userInput, type UserInput } from '@/lib/schemas/user';

type Props = { id?: number; canPickSubscriber: boolean; selfId: number };
type Values = z.input<typeof userInput>;

const blank: Values = { name: '', username: '', email: '', company: '', phoneNumber: '', active: true, userType: 'user', password: '' };
const toNumber = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : Number(v));

export function UserForm({ id, canPickSubscriber, selfId }: Props) {
  const t = useTranslations('users');
  const tcommon = useTranslations('common');
  const tapp = useTranslations('app');
  const msg = useMessage();
  const existing = useUser(id);
  const save = useSaveUser();
  const options = useSubscriberOptions(canPickSubscriber);
  const form = useForm<Values, unknown, UserInput>({
    resolver: zodResolver(id ? userInput : userCreateInput),
    defaultValues: blank,
  });
  const { register, formState } = form;
  const { errors } = formState;
  const self = id === selfId;
  const onSubmit = useDetailForm({
    form, existing, listPath: '/users',
    toValues: (u) => ({ ...u, password: '' }),
    save: (values) => save.mutateAsync({ id, input: { ...values, subscriberId: canPickSubscriber ? values.subscriberId : undefined } }),
  });

  if (id && existing.isPending) return <Spinner label={tapp('loading')} />;

  return (
    <Card title={id ? t('editTitle') : t('addTitle')}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2">
        <Field label={t('name')} required autoComplete="off" error={msg(errors.name?.message)} {...register('name')} />
        <Field label={t('username')} required autoComplete="off" error={msg(errors.username?.message)} {...register('username')} />
        <Field label={t('email')} required type="email" error={msg(errors.email?.message)} {...register('email')} />
        <Field label={t('company')} error={msg(errors.company?.message)} {...register('company')} />
        <Field label={t('phoneNumber')} required type="tel" error={msg(errors.phoneNumber?.message)} {...register('phoneNumber')} />
        <Select
          label={t('userType')}
          required
          disabled={self}
          hint={self ? t('ownRoleHint') : undefined}
          options={[{ value: 'admin', label: t('typeAdmin') }, { value: 'user', label: t('typeUser') }]}
          {...register('userType')}
        />
        {canPickSubscriber && (
          <Select
            label={t('subscriber')}
            placeholder={t('subscriberOwn')}
            disabled={self}
            options={(options.data ?? []).map((o) => ({ value: o.id, label: `${o.cloudId} — ${o.company}` }))}
            error={msg(errors.subscriberId?.message)}
            {...register('subscriberId', { setValueAs: toNumber })}
          />
        )}
        <Field
          label={id ? t('newPassword') : t('password')}
          required={!id}
          type="password"
          autoComplete="new-password"
          hint={id ? t('newPasswordHint') : undefined}
          error={msg(errors.password?.message)}
          {...register('password')}
        />
        <Checkbox label={t('active')} disabled={self} {...register('active')} className="md:col-span-2" />
        <div className="flex gap-2 md:col-span-2">
          <Button type="submit" busy={save.isPending}>{tcommon('save')}</Button>
          <Link href="/users" className="inline-flex items-center rounded-md border border-line px-4 py-2 text-sm">{tcommon('cancel')}</Link>
        </div>
      </form>
    </Card>
  );
}
