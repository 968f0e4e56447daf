'use client';

import { Mail, Save } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import { useEnabledDomains, useLines, useMeet, useSaveLines } from '@/lib/api-client/apps';
import { ApiError } from '@/lib/api-client/http';
import { useErrorToast, useMessage } from '@/lib/api-client/use-error-toast';
import { APP_PAGE_SIZES, type LineRow } from '@/lib/schemas/apps';
import { EmailDialog } from './email-dialog';
import { useLineColumns, type LineState } from './lines-columns';
import { NumbersDialog } from './numbers-dialog';
import { useSignOutDevicesFlow } from './sign-out-devices';
import { TenantPicker } from './tenant-picker';
import { useUnsavedGuard } from './use-unsaved-guard';

type Edit = { softphone: boolean; contactsFilter: boolean };

export function AppManagement({ isProvider }: { isProvider: boolean }) {
  const t = useTranslations('apps');
  const tt = useTranslations('table');
  const msg = useMessage();
  const errorToast = useErrorToast();
  const [cloudId, setCloudId] = useState<string>();
  const [domain, setDomain] = useState('');
  const [edits, setEdits] = useState<Record<string, Edit>>({});
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 as number, search: '' });
  const [numbersFor, setNumbersFor] = useState<LineRow>();
  const [mailOpen, setMailOpen] = useState(false);
  // Video meet is saved at once: a switch follows the click and a failed save puts it back.
  // Keyed by user, '*' for the whole domain.
  const [meetPending, setMeetPending] = useState<Record<string, boolean>>({});
  const domains = useEnabledDomains(cloudId, !isProvider || !!cloudId);
  const lines = useLines(cloudId, domain);
  const save = useSaveLines();
  const meet = useMeet();
  const signOut = useSignOutDevicesFlow(cloudId, domain);
  const dirty = Object.keys(edits).length > 0;
  useUnsavedGuard(dirty, t('unsaved'));

  const reset = useCallback(() => {
    setEdits({});
    setSelected(new Set());
    setPaging((p) => ({ ...p, page: 1, search: '' }));
  }, []);
  const confirmLeave = () => !dirty || window.confirm(t('unsaved'));
  const onTenant = useCallback((c: string | undefined) => {
    setCloudId(c);
    setDomain('');
    reset();
  }, [reset]);

  const rows: LineState[] = useMemo(
    () => (lines.data?.items ?? []).map((r) => ({ ...r, ...edits[r.user], dirty: r.user in edits })),
    [lines.data, edits],
  );
  const term = paging.search.toLowerCase();
  const hits = term ? rows.filter((r) => [r.user, r.email, r.first_name, r.last_name, r.subscriber_login, r.dir, r.scope].some((v) => v.toLowerCase().includes(term))) : rows;
  const page = hits.slice((paging.page - 1) * paging.pageSize, paging.page * paging.pageSize);

  function setEdit(list: LineState[], change: Partial<Edit>) {
    const stored = new Map((lines.data?.items ?? []).map((r) => [r.user, r]));
    setEdits((prev) => {
      const next = { ...prev };
      for (const r of list) {
        const now = { softphone: r.softphone, contactsFilter: r.contactsFilter, ...change };
        const was = stored.get(r.user);
        if (was && was.softphone === now.softphone && was.contactsFilter === now.contactsFilter) delete next[r.user];
        else next[r.user] = now;
      }
      return next;
    });
  }

  function onMeet(user: string | undefined, enabled: boolean) {
    const key = user ?? '*';
    setMeetPending((p) => ({ ...p, [key]: enabled }));
    meet.mutate({ cloudId, domain, user, enabled }, {
      onSuccess: (r) => toast.success(msg(r.key)),
      onError: (e) => (e instanceof ApiError && e.key === 'apps.meet.domainLevel' ? toast.warning(msg(e.key)) : errorToast(e)),
      onSettled: () => setMeetPending(({ [key]: _, ...rest }) => rest),
    });
  }

  const columns = useLineColumns({
    selected, meetPending, onMeet, onNumbers: setNumbersFor, onSignOut: signOut.ask,
    onSelect: (user, on) => setSelected((s) => { const n = new Set(s); if (on) n.add(user); else n.delete(user); return n; }),
    onToggle: (user, field, on) => setEdit(rows.filter((r) => r.user === user), { [field]: on }),
  });

  function onSave() {
    const items = Object.entries(edits).map(([user, e]) => ({ user, ...e }));
    save.mutate({ cloudId, domain, items }, {
      onSuccess: () => { setEdits({}); toast.success(t('saved')); },
      onError: errorToast,
    });
  }

  function openMail() {
    const withEmail = rows.filter((r) => selected.has(r.user) && r.email);
    if (!withEmail.length) toast.error(t('mail.noUsers'));
    else setMailOpen(true);
  }

  const allSoftphone = rows.length > 0 && rows.every((r) => r.softphone);
  const error = lines.error ? msg(lines.error instanceof ApiError ? lines.error.key : 'errors.internal') : undefined;
  const domainOptions = (domains.data?.domains ?? []).map((d) => ({ value: d, label: d }));

  return (
    <Card title={t('title')}>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <TenantPicker isProvider={isProvider} value={cloudId} onChange={(c) => confirmLeave() && onTenant(c)} />
        <Select
          label={t('domain')} className="w-full sm:w-72" value={domain}
          placeholder={domains.isLoading ? t('loading') : domainOptions.length ? t('chooseDomain') : t('noDomains')}
          options={domainOptions}
          onChange={(e) => { if (confirmLeave()) { setDomain(e.target.value); reset(); } }}
        />
      </div>
      {domain && (
        <>
          <div className="mb-3 flex flex-wrap items-center gap-x-6 gap-y-2 rounded-md border border-line bg-canvas/50 p-3 text-sm">
            <label className="flex items-center gap-2">
              <input type="checkbox" role="switch" className="h-4 w-4 accent-primary" checked={allSoftphone} disabled={!rows.length}
                onChange={(e) => { setEdit(rows, { softphone: e.target.checked }); toast.warning(t('clickSave')); }} />
              {t('domainSoftphone')}
            </label>
            <label className="flex items-center gap-2">
              <input type="checkbox" role="switch" className="h-4 w-4 accent-primary" checked={meetPending['*'] ?? !!lines.data?.domainMeet} disabled={'*' in meetPending || !lines.data}
                onChange={(e) => onMeet(undefined, e.target.checked)} />
              {t('domainMeet')}
            </label>
            {dirty && <span role="status" className="text-warning">{t('unsavedNote', { count: Object.keys(edits).length })}</span>}
          </div>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <SearchBox label={tt('search')} value={paging.search} onSearch={(search) => setPaging((p) => ({ ...p, search, page: 1 }))} />
            <div className="flex gap-2">
              <Button type="button" variant="secondary" onClick={openMail}><Mail aria-hidden className="h-4 w-4" />{t('mail.open')}</Button>
              <Button type="button" onClick={onSave} busy={save.isPending} disabled={!dirty}><Save aria-hidden className="h-4 w-4" />{t('save')}</Button>
            </div>
          </div>
          <DataTable caption={t('linesCaption', { domain })} columns={columns} rows={page} rowKey={(r) => r.user}
            loading={lines.isFetching} error={error} empty={paging.search ? tt('noResults') : t('noLines')} />
          <Pagination page={paging.page} pageSize={paging.pageSize} total={hits.length} pageSizes={APP_PAGE_SIZES}
            onPage={(p) => setPaging((s) => ({ ...s, page: p }))} onPageSize={(pageSize) => setPaging((s) => ({ ...s, pageSize, page: 1 }))} />
        </>
      )}
      {signOut.dialog}
      {numbersFor && <NumbersDialog cloudId={cloudId} line={numbersFor} onClose={() => setNumbersFor(undefined)} />}
      {mailOpen && (
        <EmailDialog cloudId={cloudId} domain={domain} recipients={rows.filter((r) => selected.has(r.user) && r.email)} onClose={() => setMailOpen(false)} />
      )}
    </Card>
  );
}
