'use client';

import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea';

/**
 * For modal dialogs: while `open`, focus starts on `initial` inside `box`, Tab wraps inside it,
 * Escape calls `onEscape`, and focus returns to the opener on close. `yieldTo` names a dialog
 * that, when present on top, handles the keys itself.
 */
export function useFocusTrap(open: boolean, box: RefObject<HTMLElement | null>, onEscape: () => void, initial: string, yieldTo?: string) {
  // Kept in a ref so a parent re-render does not re-run the effect and steal focus.
  const escapeRef = useRef(onEscape);
  useEffect(() => {
    escapeRef.current = onEscape;
  });
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>(initial)?.focus();
    function onKey(e: KeyboardEvent) {
      if (yieldTo && document.querySelector(yieldTo)) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        escapeRef.current();
      }
      if (e.key !== 'Tab' || !box.current) return;
      const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (!items.length) return;
      const [first, last] = [items[0], items[items.length - 1]];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open, box, initial, yieldTo]);
}
