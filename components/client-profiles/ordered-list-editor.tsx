'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';

type Props = {
  label: string;
  /** The values that may appear, in the select's order. */
  allowed: readonly string[];
  /** Display text of a value (e.g. "PCMU (0)"); the value itself when missing. */
  labels?: Record<string, string>;
  /** Comma-separated, as stored. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/**
 * The spec's ordered-list editor (2.5): "Add" appends the chosen value only if it is not in
 * the list yet; "Remove" drops the last item. The list is shown in order, first = preferred.
 */
export function OrderedListEditor({ label, allowed, labels = {}, value, onChange, error }: Props) {
  const t = useTranslations('clientProfiles');
  const id = useId();
  const items = value ? value.split(',') : [];
  const free = allowed.filter((x) => !items.includes(x));
  const [choice, setChoice] = useState('');
  const picked = free.includes(choice) ? choice : free[0] ?? '';
  const name = (x: string) => labels[x] ?? x;

  return (
    <fieldset className="space-y-2 rounded-md border border-line p-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="px-1 text-sm font-medium">{label}</legend>
      {items.length ? (
        <ol aria-label={t('currentOrder', { name: label })} className="flex flex-wrap gap-1 text-xs">
          {items.map((x, i) => (
            <li key={x} className="rounded-full bg-canvas px-2 py-1">{i + 1}. {name(x)}</li>
          ))}
        </ol>
      ) : (
        <p className="text-xs text-muted">{t('listEmpty')}</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="sr-only">{t('valueToAdd', { name: label })}</label>
        <select id={id} value={picked} onChange={(e) => setChoice(e.target.value)} disabled={!free.length} className={`${inputClass} w-auto`}>
          {free.map((x) => <option key={x} value={x}>{name(x)}</option>)}
        </select>
        <Button type="button" variant="secondary" disabled={!picked} onClick={() => onChange([...items, picked].join(','))} aria-label={t('addTo', { name: label })}>
          {t('add')}
        </Button>
        <Button type="button" variant="secondary" disabled={!items.length} onClick={() => onChange(items.slice(0, -1).join(','))} aria-label={t('removeLast', { name: label })}>
          {t('remove')}
        </Button>
      </div>
      {error && <p id={`${id}-error`} className="text-xs text-danger">{error}</p>}
    </fieldset>
  );
}
