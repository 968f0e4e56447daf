'use client';

import { LogOut, Phone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { Column } from '@/components/ui/data-table';
import type { LineRow } from '@/lib/schemas/apps';

export type LineState = LineRow & { dirty: boolean };

type Handlers = {
  selected: Set<string>;
  onSelect: (user: string, on: boolean) => void;
  onToggle: (user: string, field: 'softphone' | 'contactsFilter', on: boolean) => void;
  onMeet: (user: string, on: boolean) => void;
  onNumbers: (row: LineRow) => void;
  onSignOut: (row: LineRow) => void;
  /** Video-meet switches whose save is under way, with the state they were switched to. */
  meetPending: Record<string, boolean>;
};

const box = 'h-4 w-4 accent-primary';

/** The lines table: selection for e-mail, the spec columns, toggles, signed-in devices and the calling-numbers button. */
export function useLineColumns(h: Handlers): Column<LineState>[] {
  const t = useTranslations('apps');
  const text = (key: keyof LineRow, label: string): Column<LineState> => ({ key, header: label, cell: (r) => String(r[key]) });
  return [
    {
      key: 'select', header: <span className="sr-only">{t('select')}</span>, className: 'w-8',
      cell: (r) => <input type="checkbox" className={box} aria-label={t('selectUser', { user: r.user })} checked={h.selected.has(r.user)} onChange={(e) => h.onSelect(r.user, e.target.checked)} />,
    },
    text('user', t('col.user')),
    text('domain', t('col.domain')),
    text('dir', t('col.dir')),
    text('email', t('col.email')),
    text('first_name', t('col.firstName')),
    text('last_name', t('col.lastName')),
    text('subscriber_login', t('col.login')),
    text('scope', t('col.scope')),
    {
      key: 'softphone', header: t('col.softphone'), className: 'text-center',
      cell: (r) => <input type="checkbox" role="switch" className={box} aria-label={t('softphoneFor', { user: r.user })} checked={r.softphone} onChange={(e) => h.onToggle(r.user, 'softphone', e.target.checked)} />,
    },
    {
      key: 'contactsFilter', header: t('col.contacts'), className: 'text-center',
      cell: (r) => <input type="checkbox" role="switch" className={box} aria-label={t('contactsFor', { user: r.user })} checked={r.contactsFilter} onChange={(e) => h.onToggle(r.user, 'contactsFilter', e.target.checked)} />,
    },
    {
      key: 'meet', header: t('col.meet'), className: 'text-center',
      cell: (r) => <input type="checkbox" role="switch" className={box} aria-label={t('meetFor', { user: r.user })} checked={h.meetPending[r.user] ?? r.meet} disabled={r.user in h.meetPending} onChange={(e) => h.onMeet(r.user, e.target.checked)} />,
    },
    {
      key: 'devices', header: t('col.devices'), className: 'text-center',
      cell: (r) => (
        <span className="inline-flex items-center gap-1">
          <span aria-hidden>{r.devices}</span>
          <span className="sr-only">{t('devices.countFor', { count: r.devices, user: r.user })}</span>
          <button type="button" onClick={() => h.onSignOut(r)} disabled={!r.devices} aria-label={t('devices.signOutFor', { user: r.user })}
            className="rounded p-1 text-danger hover:bg-canvas disabled:cursor-not-allowed disabled:text-muted disabled:opacity-50">
            <LogOut aria-hidden className="h-4 w-4" />
          </button>
        </span>
      ),
    },
    {
      key: 'numbers', header: <span className="sr-only">{t('numbers.title')}</span>,
      cell: (r) => (
        <button type="button" onClick={() => h.onNumbers(r)} aria-label={t('numbersFor', { user: r.user })} className="rounded p-1 text-primary hover:bg-canvas">
          <Phone aria-hidden className="h-4 w-4" />
        </button>
      ),
    },
  ];
}
