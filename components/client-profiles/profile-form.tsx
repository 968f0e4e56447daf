'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useForm, type Control, type Resolver, type UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useDetailForm } from '@/components/ui/use-detail-form';
import { useClientProfile, useSaveProfile } from '@/lib/api-client/client-profiles';
import { useDefaults } from '@/lib/api-client/defaults';
import { useSubscriberOptions } from '@/lib/api-client/subscribers';
import { useMessage } from '@/lib/api-client/use-error-toast';
import { clientProfileInput, PROFILE_SECTIONS, TRANSPORTS, withDefaults, type ClientProfileInput } from '@/lib/schemas/client-profile';
import { ProfileSection } from './profile-section';

type Values = { subscriberId?: number; proxy: string; transport: string; expires: string; outboundproxyenabled: boolean; settings: Record<string, string | boolean> };
type Form = { settings: Record<string, string | boolean> } & Record<string, unknown>;
const blank = (): Values => ({ subscriberId: undefined, proxy: '', transport: 'udp', expires: '', outboundproxyenabled: false, settings: withDefaults({}) });
const toNumber = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : Number(v));

export function ProfileForm({ id }: { id?: number }) {
  const t = useTranslations('clientProfiles');
  const tcommon = useTranslations('common');
  const tapp = useTranslations('app');
  const msg = useMessage();
  const existing = useClientProfile(id);
  const defaults = useDefaults();
  const options = useSubscriberOptions();
  const save = useSaveProfile();
  const form = useForm<Values, unknown, ClientProfileInput>({
    resolver: zodResolver(clientProfileInput) as unknown as Resolver<Values, unknown, ClientProfileInput>,
    defaultValues: blank(),
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const onSubmit = useDetailForm({
    form, existing, listPath: '/client_profiles',
    toValues: (p) => ({ subscriberId: p.subscriberId, proxy: p.proxy, transport: p.transport, expires: p.expires === null ? '' : String(p.expires), outboundproxyenabled: p.outboundProxyEnabled, settings: p.settings }),
    save: (input) => save.mutateAsync({ id, input }),
  });

  if (id && existing.isPending) return <Spinner label={tapp('loading')} />;
  const transports = defaults.data?.transport.Allowed ?? [...TRANSPORTS];
  const sectionProps = { register: register as unknown as UseFormRegister<Form>, control: control as unknown as Control<Form>, errors: errors as never, defaults: defaults.data };

  return (
    <Card title={id ? t('editTitle') : t('addTitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {PROFILE_SECTIONS.map((s) => (
          <ProfileSection key={s} section={s} {...sectionProps}>
            {s === 'account' && (
              <>
                <Select
                  label={t('subscriber')} required placeholder={t('choose')}
                  options={(options.data ?? []).map((o) => ({ value: o.id, label: `${o.cloudId} — ${o.company}` }))}
                  error={msg(errors.subscriberId?.message)}
                  {...register('subscriberId', { setValueAs: toNumber })}
                />
                <Field label={t('proxy')} required error={msg(errors.proxy?.message)} {...register('proxy')} />
                <Select label={t('transport')} required options={transports.map((v) => ({ value: v, label: v }))} error={msg(errors.transport?.message)} {...register('transport')} />
                <Field label={t('expires')} inputMode="numeric" maxLength={4} hint={t('expiresHint')} error={msg(errors.expires?.message)} {...register('expires')} />
                <Checkbox label={t('outboundProxyEnabled')} {...register('outboundproxyenabled')} className="self-end" />
              </>
            )}
          </ProfileSection>
        ))}
        <div className="flex gap-2">
          <Button type="submit" busy={save.isPending}>{tcommon('save')}</Button>
          <Link href="/client_profiles" className="inline-flex items-center rounded-md border border-line px-4 py-2 text-sm">{tcommon('cancel')}</Link>
        </div>
      </form>
    </Card>
  );
}
