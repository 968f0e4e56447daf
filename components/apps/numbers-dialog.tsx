'use client';

import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useNumberChange, useNumbers } from '@/lib/api-client/apps';
import { useErrorToast, useMessage } from '@/lib/api-client/use-error-toast';
import { APP_PAGE_SIZES, type LineRow } from '@/lib/schemas/apps';
import { Modal } from './modal';

const formatNumber = (n: string) => (/^1\d{10}$/.test(n) ? `+1 ${n.slice(1, 4)} ${n.slice(4, 7)} ${n.slice(7)}` : n);

/** The calling numbers (caller-ID DIDs) of one line: assigned ones to remove, available ones to assign. */
export function NumbersDialog({ cloudId, line, onClose }: { cloudId?: string; line: LineRow; onClose: () => void }) {
  const t = useTranslations('apps.numbers');
  const msg = useMessage();
  const errorToast = useErrorToast();
  const q = useNumbers({ cloudId, domain: line.domain, user: line.user });
  const change = useNumberChange();
  const [choice, setChoice] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 as number });
  const available = q.data?.available ?? [];
  const shown = available.slice((paging.page - 1) * paging.pageSize, paging.page * paging.pageSize);

  function run(action: 'assign' | 'remove', number: string) {
    if (!number) {
      toast.error(t('selectFirst'));
      return;
    }
    change.mutate({ action, cloudId, domain: line.domain, user: line.user, number }, {
      onSuccess: (r) => { toast.success(msg(r.key)); setChoice(''); },
      onError: errorToast,
    });
  }

  return (
    <Modal open title={t('titleFor', { user: line.user })} onClose={onClose} wide
      footer={<>
        <Button type="button" variant="secondary" onClick={onClose}>{t('close')}</Button>
        <Button type="button" onClick={() => run('assign', choice)} busy={change.isPending && change.variables?.action === 'assign'}>{t('assign')}</Button>
      </>}>
      {q.isLoading && <Spinner label={t('loading')} />}
      {q.error && <p role="alert" className="text-sm text-danger">{msg((q.error as { key?: string }).key ?? 'errors.internal')}</p>}
      {q.data && (
        <>
          <section aria-labelledby="assigned-numbers">
            <h3 id="assigned-numbers" className="mb-2 text-sm font-semibold">{t('assignedHeading')}</h3>
            {q.data.assigned.length === 0 ? <p className="text-sm text-muted">{t('noneAssigned')}</p> : (
              <ul className="divide-y divide-line rounded-md border border-line">
                {q.data.assigned.map((n) => (
                  <li key={n.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
                    <span>{formatNumber(n.phone_number)}</span>
                    <Button type="button" variant="ghost" className="px-2 py-1 text-danger" aria-label={t('remove', { number: n.phone_number })}
                      disabled={change.isPending} onClick={() => run('remove', n.phone_number)}>
                      <Trash2 aria-hidden className="h-4 w-4" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold">{t('available')}</legend>
            {available.length === 0 ? <p className="text-sm text-muted">{t('noneAvailable')}</p> : (
              <ul className="divide-y divide-line rounded-md border border-line">
                {shown.map((n) => (
                  <li key={n.id} className="px-3 py-2 text-sm">
                    <label className="flex items-center gap-2">
                      <input type="radio" name="calling-number" value={n.phone_number} checked={choice === n.phone_number} onChange={() => setChoice(n.phone_number)} className="accent-primary" />
                      {formatNumber(n.phone_number)}
                    </label>
                  </li>
                ))}
              </ul>
            )}
            <Pagination page={paging.page} pageSize={paging.pageSize} total={available.length} pageSizes={APP_PAGE_SIZES}
              onPage={(page) => setPaging((p) => ({ ...p, page }))} onPageSize={(pageSize) => setPaging({ page: 1, pageSize })} />
          </fieldset>
          <p className="text-xs text-muted">{t('sharedVmNote')}</p>
        </>
      )}
    </Modal>
  );
}
