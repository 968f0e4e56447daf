'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api-client/http';
import { useErrorToast, useMessage } from '@/lib/api-client/use-error-toast';
import { resetPasswordInput, type ResetPasswordInput } from '@/lib/schemas/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';

export function ResetPasswordForm({ reference }: { reference: string }) {
  const t = useTranslations('auth');
  const msg = useMessage();
  const showError = useErrorToast();
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordInput),
    defaultValues: { ref: reference, password: '', confirm: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        await api('/api/auth/reset-password', { json: values });
        toast.success(t('resetDone'));
        setDone(true);
      } catch (e) {
        showError(e);
      }
    },
    (errs) => toast.error(msg(Object.values(errs)[0]?.message)),
  );

  if (done) {
    return (
      <div className="space-y-4 text-center">
        <p role="status">{t('resetDone')}</p>
        <Link href="/login" className="font-medium text-primary hover:underline">
          {t('backToLogin')}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {!reference && <p role="alert" className="text-sm text-danger">{t('resetLinkInvalid')}</p>}
      <Field label={t('newPassword')} required type="password" autoComplete="new-password" error={msg(errors.password?.message)} {...register('password')} />
      <Field label={t('confirmPassword')} required type="password" autoComplete="new-password" error={msg(errors.confirm?.message)} {...register('confirm')} />
      <Button type="submit" className="w-full" busy={isSubmitting} disabled={!reference}>
        {t('resetSubmit')}
      </Button>
      <p className="text-center text-sm">
        <Link href="/login" className="text-primary hover:underline">
          {t('backToLogin')}
        </Link>
      </p>
    </form>
  );
}
