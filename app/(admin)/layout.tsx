import { Shell } from '@/components/shell/shell';
import { permissionsFor } from '@/lib/auth/permissions';
import { requirePage } from '@/lib/server/auth/current';
import { getProfile } from '@/lib/server/services/profile';

export const dynamic = 'force-dynamic';

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const actor = await requirePage();
  const profile = await getProfile(actor);
  return (
    <Shell profile={profile} permissions={[...permissionsFor(actor)]}>
      {children}
    </Shell>
  );
}
