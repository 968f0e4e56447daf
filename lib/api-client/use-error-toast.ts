'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { toast } from '@/lib/toast';
import { ApiError } from './http';

/** Turns any error into a toast in the user's language (message keys come from the server). */
export function useErrorToast() {
  const t = useTranslations();
  return useCallback(
    (e: unknown) => {
      const key = e instanceof ApiError ? e.key : 'errors.internal';
      const text = t.has(key) ? t(key) : e instanceof ApiError ? e.body.message : t('errors.internal');
      toast.error(text);
    },
    [t],
  );
}

/** Translates a message key from a field error, falling back to the key itself. */
export function useMessage() {
  const t = useTranslations();
  return useCallback((key?: string) => (key ? (t.has(key) ? t(key) : key) : undefined), [t]);
}
