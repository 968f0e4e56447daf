import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AuthCard } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { LanguagePicker } from '@/components/shell/language-picker';

export default async function LoginPage() {
  const t = await getTranslations('auth');
  return (
    <>
      <div className="absolute right-4 top-4">
        <LanguagePicker />
      </div>
      <AuthCard title={t('title')} subtitle={t('subtitle')}>
        <Suspense>
          <LoginForm />
        </Suspense>
      </AuthCard>
    </>
  );
}
