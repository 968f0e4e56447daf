'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PARK_KEY, type ParkSlotView } from '@/lib/api-client/tab-park';

type SlotEvent = { slot: string; busy: boolean; callerNumber?: string; callerName?: string };
/** connecting: no word from the server yet; live: the platform's events arrive; offline: polling. */
export type ParkFeed = 'connecting' | 'live' | 'offline';
const POLL_MS = 10_000;

/**
 * Park events relayed by our server (SSE). EventSource reconnects by itself; while the
 * platform's socket is down the board falls back to reloading every 10 s.
 */
export function useParkLive() {
  const qc = useQueryClient();
  const [feed, setFeed] = useState<ParkFeed>('connecting');
  useEffect(() => {
    const source = new EventSource('/api/tab/park/events');
    let detailTimer: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener('slot', (e) => {
      const ev = JSON.parse((e as MessageEvent<string>).data) as SlotEvent;
      qc.setQueryData<ParkSlotView[]>(PARK_KEY, (old) =>
        old?.map((s) => (s.slot !== ev.slot ? s : ev.busy ? { ...s, busy: true, callerNumber: ev.callerNumber ?? s.callerNumber, callerName: ev.callerName ?? s.callerName } : { ...s, busy: false, callerNumber: undefined, callerName: undefined })),
      );
      // A presence event says "held" without the caller: fetch the details shortly after.
      if (ev.busy && !ev.callerNumber) {
        clearTimeout(detailTimer);
        detailTimer = setTimeout(() => qc.invalidateQueries({ queryKey: PARK_KEY }), 500);
      }
    });
    source.addEventListener('status', (e) => setFeed((JSON.parse((e as MessageEvent<string>).data) as { live: boolean }).live ? 'live' : 'offline'));
    source.onerror = () => setFeed('offline');
    source.onopen = () => qc.invalidateQueries({ queryKey: PARK_KEY });
    return () => {
      clearTimeout(detailTimer);
      source.close();
    };
  }, [qc]);
  useEffect(() => {
    if (feed !== 'offline') return;
    const timer = setInterval(() => qc.invalidateQueries({ queryKey: PARK_KEY }), POLL_MS);
    return () => clearInterval(timer);
  }, [feed, qc]);
  return feed;
}

/** Pull down from the top of the page to reload (the softphone webview has no reload button). */
export function usePullToRefresh(onRefresh: () => void) {
  const [pulling, setPulling] = useState(false);
  useEffect(() => {
    let startY: number | undefined;
    let armed = false;
    const start = (e: TouchEvent) => {
      startY = window.scrollY <= 0 ? e.touches[0]?.clientY : undefined;
    };
    const move = (e: TouchEvent) => {
      if (startY === undefined) return;
      armed = (e.touches[0]?.clientY ?? 0) - startY > 70;
      setPulling(armed);
    };
    const end = () => {
      if (armed) onRefresh();
      startY = undefined;
      armed = false;
      setPulling(false);
    };
    window.addEventListener('touchstart', start, { passive: true });
    window.addEventListener('touchmove', move, { passive: true });
    window.addEventListener('touchend', end);
    return () => {
      window.removeEventListener('touchstart', start);
      window.removeEventListener('touchmove', move);
      window.removeEventListener('touchend', end);
    };
  }, [onRefresh]);
  return pulling;
}
