'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { useChangePassword } from '@/lib/api-client/profile';
import { useErrorToast, useMessage } from '@/lib/api-client/use-error-toast';
import { changePasswordInput, type ChangePasswordInput } from '@/lib/schemas/profile';

export function PasswordCard() {
  const t = useTranslations('profile');
  const msg = useMessage();
  const showError = useErrorToast();
  const change = useChangePassword();
  const { register, handleSubmit, formState, reset } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInput),
    defaultValues: { oldPassword: '', newPassword: '' },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(
    async (values) => {
      try {
        await change.mutateAsync(values);
        reset();
        toast.success(t('passwordUpdated'));
      } catch (e) {
        showError(e);
      }
    },
    (errs) => toast.error(msg(Object.values(errs)[0]?.message)),
  );
  return (
    <Card title={t('changePassword')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field label={t('oldPassword')} required type="password" autoComplete="current-password" error={msg(errors.oldPassword?.message)} {...register('oldPassword')} />
        <Field label={t('newPassword')} required type="password" autoComplete="new-password" error={msg(errors.newPassword?.message)} {...register('newPassword')} />
        <Button type="submit" busy={change.isPending}>{t('updatePassword')}</Button>
      </form>
    </Card>
  );
}
