import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ ref?: string }> }) {
  const { ref } = await searchParams;
  const t = await getTranslations('auth');
  return (
    <AuthCard title={t('resetTitle')}>
      <ResetPasswordForm reference={typeof ref === 'string' ? ref : ''} />
    </AuthCard>
  );
}
