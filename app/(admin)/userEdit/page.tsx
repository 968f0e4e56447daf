import { getTranslations } from 'next-intl/server';
import { PasswordCard } from '@/components/profile/password-card';
import { ProfileCard } from '@/components/profile/profile-card';
import { PageTitle } from '@/components/shell/page-title';
import { requirePage } from '@/lib/server/auth/current';
import { getProfile } from '@/lib/server/services/profile';

export default async function UserEditPage() {
  const profile = await getProfile(await requirePage());
  const t = await getTranslations('profile');
  return (
    <>
      <PageTitle title={t('title')} />
      <div className="grid gap-4 lg:grid-cols-2">
        <ProfileCard initial={profile} />
        <PasswordCard />
      </div>
    </>
  );
}
