'use client';

import { Filter, RefreshCw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/api-client/tab-api';
import { useParkAction, useParkSlots, type ParkSlotView } from '@/lib/api-client/tab-park';
import { callerDisplay, parkInitials } from '@/lib/format/tab-display';
import { TabDialog } from './tab-dialog';
import { TabProblem } from './tab-sign-in';
import { useParkLive, usePullToRefresh } from './use-park-live';

const FILTER_KEY = 'park-filter-hidden';

function readHidden(): string[] {
  try {
    return typeof window === 'undefined' ? [] : (JSON.parse(localStorage.getItem(FILTER_KEY) ?? '[]') as string[]);
  } catch {
    return [];
  }
}

export function ParkBoard() {
  const t = useTranslations();
  const slots = useParkSlots();
  const action = useParkAction();
  const feed = useParkLive();
  const refetch = slots.refetch;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const pulling = usePullToRefresh(refresh);
  // The filter is a preference of this device, not of the account. The server render shows the
  // spinner (no slots yet), so reading storage in the first client render cannot mismatch.
  const [hidden, setHidden] = useState<string[]>(readHidden);
  const [filterOpen, setFilterOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);


  function applyFilter() {
    setHidden(draft);
    localStorage.setItem(FILTER_KEY, JSON.stringify(draft));
    setFilterOpen(false);
  }

  function press(s: ParkSlotView) {
    const kind = s.busy ? 'pickup' : 'park';
    action.mutate(
      { slot: s.slot, kind },
      { onSuccess: () => toast.success(t(kind === 'pickup' ? 'park.pickedUp' : 'park.parked')), onError: (e) => toast.error(errorText(t, e)) },
    );
  }

  if (slots.error && (slots.error as { status?: number }).status === 401) return <TabProblem title={t('tabs.sessionRequired')} />;
  const shown = (slots.data ?? []).filter((s) => !hidden.includes(s.slot));

  return (
    // data-feed says whether the board follows the platform live (tests wait for it too).
    <main className="p-3 pb-10" data-feed={feed}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h1 className="text-lg font-semibold">{t('park.title')}</h1>
        <div className="flex gap-2">
          <Button type="button" variant="secondary" className="min-h-11" onClick={refresh} aria-label={t('park.refresh')}>
            <RefreshCw aria-hidden className={`h-5 w-5 ${slots.isFetching ? 'animate-spin' : ''}`} />
          </Button>
          <Button type="button" variant="secondary" className="min-h-11" onClick={() => (setDraft(hidden), setFilterOpen(true))}>
            <Filter aria-hidden className="h-5 w-5" />
            {t('park.filter')}
          </Button>
        </div>
      </div>
      {pulling && <p className="mb-2 text-center text-sm text-muted">{t('park.pullToRefresh')}</p>}
      {feed === 'offline' && (
        <p role="status" className="mb-2 text-center text-sm text-warning">
          {t('park.offline')}
        </p>
      )}
      {slots.isPending ? (
        <Spinner label={t('tabs.loading')} />
      ) : slots.error ? (
        <p role="alert" className="p-4 text-center text-danger">
          {errorText(t, slots.error)}
        </p>
      ) : shown.length === 0 ? (
        <p className="p-6 text-center text-muted">{t('park.noSlots')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 min-[480px]:grid-cols-3">
          {shown.map((s) => (
            <li key={s.slot}>
              <SlotTile slot={s} disabled={action.isPending} onPress={() => press(s)} />
            </li>
          ))}
        </ul>
      )}
      <TabDialog open={filterOpen} title={t('park.filterTitle')} onClose={() => setFilterOpen(false)}>
        <ul className="mb-3 flex flex-col">
          {(slots.data ?? []).map((s) => (
            <li key={s.slot}>
              <label className="flex min-h-11 items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-primary"
                  checked={!draft.includes(s.slot)}
                  onChange={(e) => setDraft((d) => (e.target.checked ? d.filter((x) => x !== s.slot) : [...d, s.slot]))}
                />
                {s.slot} {s.description}
              </label>
            </li>
          ))}
        </ul>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => setFilterOpen(false)}>
            {t('park.cancel')}
          </Button>
          <Button type="button" onClick={applyFilter}>
            {t('park.apply')}
          </Button>
        </div>
      </TabDialog>
    </main>
  );
}

function SlotTile({ slot, disabled, onPress }: { slot: ParkSlotView; disabled: boolean; onPress: () => void }) {
  const t = useTranslations('park');
  const state = slot.busy ? t('held') : t('free');
  const caller = slot.busy && slot.callerNumber ? callerDisplay(slot.callerNumber, slot.callerName) : undefined;
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onPress}
      data-state={slot.busy ? 'busy' : 'free'}
      aria-label={t('slotLabel', { number: slot.slot, description: slot.description, state })}
      className={`flex h-full min-h-32 w-full flex-col items-center justify-center gap-1 rounded-xl p-3 text-white shadow-sm active:scale-95 ${slot.busy ? 'bg-danger' : 'bg-success'}`}
    >
      <span aria-hidden className="flex h-11 w-11 items-center justify-center rounded-full bg-white/25 text-lg font-bold">
        {parkInitials(slot.description)}
      </span>
      <span className="text-lg font-semibold">{slot.slot}</span>
      <span className="line-clamp-1 text-sm">{slot.description}</span>
      {caller && <span className="line-clamp-1 text-xs">{caller.secondary ? `${caller.primary} ${caller.secondary}` : caller.primary}</span>}
    </button>
  );
}
