'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { useCompanyLogos } from '@/lib/api-client/company-logos';
import { api } from '@/lib/api-client/http';
import { useErrorToast, useMessage } from '@/lib/api-client/use-error-toast';
import { safeNext } from '@/lib/format/safe-next';
import { loginInput, type LoginInput } from '@/lib/schemas/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';

export function LoginForm() {
  const t = useTranslations('auth');
  const msg = useMessage();
  const showError = useErrorToast();
  const params = useSearchParams();
  const [resetting, setResetting] = useState(false);
  const tw = useTranslations('whiteLabel');
  const { register, handleSubmit, getValues, control, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginInput),
    defaultValues: { cloudId: '', username: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  // The tenant's white-label sign-in logo, once the typed cloud id has one.
  const logo = useCompanyLogos(useWatch({ control, name: 'cloudId' })).data?.signin_logo;

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        await api('/api/auth/login', { json: values });
        // A full load so the server renders the shell with the new session.
        window.location.assign(safeNext(params.get('next')));
      } catch (e) {
        showError(e);
      }
    },
    (errs) => toast.error(msg(Object.values(errs)[0]?.message)),
  );

  async function onReset() {
    const { cloudId, username } = getValues();
    if (!cloudId.trim() || !username.trim()) {
      toast.error(t('resetMandatory'));
      return;
    }
    setResetting(true);
    try {
      await api('/api/auth/forgot-password', { json: { cloudId, username } });
      toast.success(t('resetMailSent'));
    } catch (e) {
      showError(e);
    } finally {
      setResetting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {logo && (
        // eslint-disable-next-line @next/next/no-img-element -- tenant logos come from /api/files with their own caching
        <img src={logo} alt={tw('signinLogoAlt')} className="mx-auto max-h-16 max-w-full object-contain" />
      )}
      <Field label={t('cloudId')} required autoComplete="organization" autoFocus error={msg(errors.cloudId?.message)} {...register('cloudId')} />
      <Field label={t('username')} required autoComplete="username" error={msg(errors.username?.message)} {...register('username')} />
      <Field label={t('password')} required type="password" autoComplete="current-password" error={msg(errors.password?.message)} {...register('password')} />
      <Button type="submit" className="w-full" busy={isSubmitting}>
        {isSubmitting ? t('signingIn') : t('signIn')}
      </Button>
      <p className="text-center text-sm text-muted">
        {t('forgot')}{' '}
        <button type="button" onClick={onReset} disabled={resetting} className="font-medium text-primary underline-offset-2 hover:underline disabled:opacity-60">
          {t('reset')}
        </button>
      </p>
    </form>
  );
}
