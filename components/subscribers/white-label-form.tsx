'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useDefaults } from '@/lib/api-client/defaults';
import { useSaveWhiteLabel, useTestMail, useWhiteLabel } from '@/lib/api-client/subscribers';
import { useErrorToast, useMessage } from '@/lib/api-client/use-error-toast';
import { ApiError } from '@/lib/api-client/http';
import { WHITE_LABEL_IMAGES, whiteLabelInput, type WhiteLabelImage, type WhiteLabelInput } from '@/lib/schemas/white-label';
import { ImagePicker } from './image-picker';

type Values = Record<Exclude<keyof WhiteLabelInput, never>, string>;
const blank: Values = {
  adminBaseUrl: '', emailHost: '', emailPort: '', emailUsername: '', emailPassword: '', emailFrom: '', emailEncryption: '',
  parkLowerLimit: '', parkUpperLimit: '', parkLowerLimit2: '', parkUpperLimit2: '', engageWidgetUrl: '',
};
const SMTP_KEYS = ['emailHost', 'emailPort', 'emailUsername', 'emailPassword', 'emailFrom', 'emailEncryption'] as const;

export function WhiteLabelForm({ subscriberId }: { subscriberId: number }) {
  const t = useTranslations('whiteLabel');
  const tc = useTranslations('confirm');
  const tcommon = useTranslations('common');
  const tapp = useTranslations('app');
  const msg = useMessage();
  const showError = useErrorToast();
  const router = useRouter();
  const current = useWhiteLabel(subscriberId);
  const defaults = useDefaults();
  const save = useSaveWhiteLabel(subscriberId);
  const testMail = useTestMail(subscriberId);
  const [chosen, setChosen] = useState<Partial<Record<WhiteLabelImage, File>>>({});
  const [imageErrors, setImageErrors] = useState<Partial<Record<WhiteLabelImage, string>>>({});
  const { register, handleSubmit, reset, getValues, trigger, formState } = useForm<Values, unknown, WhiteLabelInput>({
    resolver: zodResolver(whiteLabelInput) as unknown as Resolver<Values, unknown, WhiteLabelInput>,
    defaultValues: blank,
  });
  const { errors } = formState;
  const exists = !!current.data?.exists;

  useEffect(() => {
    const v = current.data?.values;
    if (v) reset(Object.fromEntries(Object.entries({ ...blank, ...v, emailPassword: '' }).map(([k, x]) => [k, x === null ? '' : String(x)])) as Values);
  }, [current.data, reset]);
  useEffect(() => {
    if (current.error) {
      showError(current.error);
      router.replace('/subscribers');
    }
  }, [current.error, showError, router]);

  const onSubmit = handleSubmit(
    async () => {
      const missing = exists ? [] : WHITE_LABEL_IMAGES.filter((k) => !chosen[k]);
      if (missing.length) {
        setImageErrors(Object.fromEntries(missing.map((k) => [k, msg('validation.imageRequired')])));
        toast.error(t('mandatory'));
        return;
      }
      const form = new FormData();
      Object.entries(getValues()).forEach(([k, v]) => form.set(k, v));
      Object.entries(chosen).forEach(([k, f]) => f && form.set(k, f));
      try {
        await save.mutateAsync(form);
        toast.success(tc('saved'));
        router.push('/subscribers');
      } catch (e) {
        const fields = e instanceof ApiError ? e.body.fields ?? {} : {};
        setImageErrors(Object.fromEntries(WHITE_LABEL_IMAGES.filter((k) => fields[k]).map((k) => [k, msg(fields[k])])));
        showError(e);
      }
    },
    (errs) => toast.error(msg(Object.values(errs)[0]?.message as string | undefined)),
  );

  async function onTestMail() {
    if (!(await trigger([...SMTP_KEYS].filter((k) => k !== 'emailPassword')))) return toast.error(t('mandatory'));
    const v = getValues();
    try {
      const r = await testMail.mutateAsync(Object.fromEntries(SMTP_KEYS.map((k) => [k, v[k]])));
      if (r.sent) toast.success(t('testMailSent', { to: r.to }));
      else toast.error(t('testMailFailed', { reason: r.error ?? '' }), { duration: 10_000 });
    } catch (e) {
      showError(e);
    }
  }

  if (current.isPending) return <Spinner label={tapp('loading')} />;
  const encryptions = defaults.data?.email_encryption.Allowed ?? [];
  const f = (k: keyof Values) => ({ error: msg(errors[k]?.message), ...register(k) });

  return (
    <Card title={exists ? t('editTitle') : t('addTitle')}>
      <p className="mb-4 text-sm text-muted">{t('forSubscriber', { cloudId: current.data?.subscriber.cloudId ?? '', company: current.data?.subscriber.company ?? '' })}</p>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2">
        <Field label={t('adminBaseUrl')} required type="url" placeholder="https://" className="md:col-span-2" {...f('adminBaseUrl')} />
        <Field label={t('emailHost')} required {...f('emailHost')} />
        <Field label={t('emailPort')} required type="number" inputMode="numeric" min={1} max={65535} {...f('emailPort')} />
        <Field label={t('emailUsername')} required autoComplete="off" {...f('emailUsername')} />
        <Field
          label={t('emailPassword')} required={!exists} type="password" autoComplete="new-password"
          hint={current.data?.hasEmailPassword ? t('passwordSet') : t('passwordNotSet')} {...f('emailPassword')}
        />
        <Field label={t('emailFrom')} required {...f('emailFrom')} />
        <Select label={t('emailEncryption')} required placeholder={t('choose')} options={encryptions.map((e) => ({ value: e, label: t(`encryption.${e}` as 'encryption.none') }))} {...f('emailEncryption')} />
        <div className="md:col-span-2">
          <Button type="button" variant="secondary" busy={testMail.isPending} onClick={onTestMail}>{t('testMail')}</Button>
          <p className="mt-1 text-xs text-muted">{t('testMailHint')}</p>
        </div>
        <Field label={t('parkLowerLimit')} required type="number" inputMode="numeric" min={0} {...f('parkLowerLimit')} />
        <Field label={t('parkUpperLimit')} required type="number" inputMode="numeric" min={0} {...f('parkUpperLimit')} />
        <Field label={t('parkLowerLimit2')} type="number" inputMode="numeric" min={0} {...f('parkLowerLimit2')} />
        <Field label={t('parkUpperLimit2')} type="number" inputMode="numeric" min={0} {...f('parkUpperLimit2')} />
        <Field label={t('engageWidgetUrl')} type="url" placeholder="https://" hint={t('engageHint')} className="md:col-span-2" {...f('engageWidgetUrl')} />
        <div className="grid gap-4 sm:grid-cols-3 md:col-span-2">
          {WHITE_LABEL_IMAGES.map((k) => (
            <ImagePicker
              key={k}
              label={t(k)}
              required={!exists}
              current={current.data?.images[k] ?? null}
              error={imageErrors[k]}
              onChoose={(file, problem) => {
                setChosen((c) => ({ ...c, [k]: file ?? undefined }));
                setImageErrors((x) => ({ ...x, [k]: problem ? msg(problem) : undefined }));
                if (problem) toast.error(msg(problem));
              }}
            />
          ))}
        </div>
        <div className="flex gap-2 md:col-span-2">
          <Button type="submit" busy={save.isPending}>{tcommon('save')}</Button>
          <Link href="/subscribers" className="inline-flex items-center rounded-md border border-line px-4 py-2 text-sm">{tcommon('cancel')}</Link>
        </div>
      </form>
    </Card>
  );
}
