'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Select } from '@/components/ui/select';
import { useTenants } from '@/lib/api-client/apps';

type Props = { isProvider: boolean; value: string | undefined; onChange: (cloudId: string | undefined) => void };

/**
 * Provider admins work on a tenant they pick (clouds with a platform connection); tenant admins
 * see nothing here, the server always uses their own cloud.
 */
export function TenantPicker({ isProvider, value, onChange }: Props) {
  const t = useTranslations('apps');
  const tenants = useTenants(isProvider);
  const first = tenants.data?.[0]?.cloudId;
  useEffect(() => {
    if (isProvider && !value && first) onChange(first);
  }, [isProvider, value, first, onChange]);
  if (!isProvider) return null;
  return (
    <Select
      label={t('tenant')}
      className="w-full sm:w-64"
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
      placeholder={tenants.isLoading ? t('loading') : t('chooseTenant')}
      options={(tenants.data ?? []).map((x) => ({ value: x.cloudId, label: `${x.cloudId} – ${x.company}` }))}
    />
  );
}
