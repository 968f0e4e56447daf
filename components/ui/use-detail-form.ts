'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { useErrorToast, useMessage } from '@/lib/api-client/use-error-toast';
import { toast } from '@/lib/toast';

/** The message key of the first field error, however deep (client profile settings nest). */
export function firstErrorKey(errs: FieldErrors): string | undefined {
  for (const e of Object.values(errs)) {
    if (!e || typeof e !== 'object') continue;
    if (typeof e.message === 'string' && e.message) return e.message;
    const nested = firstErrorKey(e as FieldErrors);
    if (nested) return nested;
  }
  return undefined;
}

type Options<TValues extends FieldValues, TOut, TRecord> = {
  form: UseFormReturn<TValues, unknown, TOut>;
  /** The record being edited (nothing while adding). */
  existing: { data?: TRecord; error: unknown };
  toValues: (record: TRecord) => TValues;
  save: (values: TOut) => Promise<unknown>;
  listPath: string;
};

/**
 * The add/edit pages' one flow: the record fills the form once it has loaded; a record that
 * cannot be read sends the user back to the list with the reason; Save says "saved" and returns
 * to the list; invalid fields say the first problem. Returns the form's submit handler.
 */
export function useDetailForm<TValues extends FieldValues, TOut, TRecord>({ form, existing, toValues, save, listPath }: Options<TValues, TOut, TRecord>) {
  const tc = useTranslations('confirm');
  const msg = useMessage();
  const showError = useErrorToast();
  const router = useRouter();
  // toValues changes every render; the form must be filled on new data only.
  const fill = useRef(toValues);
  useEffect(() => {
    fill.current = toValues;
  });
  const { reset, handleSubmit } = form;

  useEffect(() => {
    if (existing.data) reset(fill.current(existing.data));
  }, [existing.data, reset]);
  useEffect(() => {
    if (existing.error) {
      showError(existing.error);
      router.replace(listPath);
    }
  }, [existing.error, showError, router, listPath]);

  return handleSubmit(
    async (values) => {
      try {
        await save(values);
        toast.success(tc('saved'));
        router.push(listPath);
      } catch (e) {
        showError(e);
      }
    },
    (errs) => toast.error(msg(firstErrorKey(errs)) ?? msg('validation.invalid')),
  );
}
