'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { toast } from '@/lib/toast';
import { TenantPicker } from '@/components/apps/tenant-picker';
import { Card } from '@/components/ui/card';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { useDomainList, useToggleDomain } from '@/lib/api-client/apps';
import { ApiError } from '@/lib/api-client/http';
import { useErrorToast, useMessage } from '@/lib/api-client/use-error-toast';
import { DOMAIN_PAGE_SIZES, type DomainRow } from '@/lib/schemas/domains';

/** Domain Management: every platform domain with an enable checkbox saved at once. */
export function DomainsList({ isProvider }: { isProvider: boolean }) {
  const t = useTranslations('domains');
  const tt = useTranslations('table');
  const msg = useMessage();
  const errorToast = useErrorToast();
  const [cloudId, setCloudId] = useState<string>();
  const [paging, setPaging] = useState({ page: 1, pageSize: 50 as number, search: '' });
  const query = useDomainList({ cloudId, ...paging }, !isProvider || !!cloudId);
  const toggle = useToggleDomain();
  // The checkbox follows the click at once; a failed save puts it back (a successful one is
  // already in the list's cache when the pending state is dropped, see useToggleDomain).
  const [pending, setPending] = useState<Record<string, boolean>>({});

  const onTenant = useCallback((c: string | undefined) => {
    setCloudId(c);
    setPaging((p) => ({ ...p, page: 1 }));
  }, []);
  const onSearch = useCallback((search: string) => setPaging((p) => ({ ...p, search, page: 1 })), []);

  function change(row: DomainRow, enabled: boolean) {
    setPending((p) => ({ ...p, [row.domain]: enabled }));
    toggle.mutate(
      { cloudId, domain: row.domain, enabled },
      {
        onSuccess: () => toast.success(enabled ? t('enabled') : t('disabled')),
        onError: (e) => errorToast(e),
        onSettled: () => setPending(({ [row.domain]: _, ...rest }) => rest),
      },
    );
  }

  const columns: Column<DomainRow>[] = [
    { key: 'id', header: t('id'), cell: (r) => r.id, className: 'w-16' },
    { key: 'domain', header: t('domain'), cell: (r) => <span className="break-all">{r.domain}</span> },
    {
      key: 'enabled',
      header: t('enable'),
      className: 'w-24 text-center',
      cell: (r) => (
        <input
          type="checkbox"
          className="h-4 w-4 accent-primary"
          aria-label={t('enableDomain', { domain: r.domain })}
          checked={pending[r.domain] ?? r.enabled}
          disabled={r.domain in pending}
          onChange={(e) => change(r, e.target.checked)}
        />
      ),
    },
  ];
  const error = query.error ? msg(query.error instanceof ApiError ? query.error.key : 'errors.internal') : undefined;

  return (
    <Card title={t('title')}>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <TenantPicker isProvider={isProvider} value={cloudId} onChange={onTenant} />
        <SearchBox label={tt('search')} value={paging.search} onSearch={onSearch} />
      </div>
      <DataTable
        caption={t('title')}
        columns={columns}
        rows={query.data?.items}
        rowKey={(r) => r.domain}
        loading={query.isFetching}
        error={error}
        empty={isProvider && !cloudId ? t('pickTenant') : paging.search ? tt('noResults') : t('empty')}
      />
      <Pagination
        page={paging.page}
        pageSize={paging.pageSize}
        total={query.data?.total ?? 0}
        pageSizes={DOMAIN_PAGE_SIZES}
        onPage={(page) => setPaging((p) => ({ ...p, page }))}
        onPageSize={(pageSize) => setPaging((p) => ({ ...p, pageSize, page: 1 }))}
      />
    </Card>
  );
}
