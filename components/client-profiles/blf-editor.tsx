'use client';

import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { inputClass } from '@/components/ui/field';
import { rowIconClass } from '@/components/ui/row-actions';
import { Spinner } from '@/components/ui/spinner';
import { useBlf, useSaveBlf } from '@/lib/api-client/client-profiles';
import { useErrorToast, useMessage } from '@/lib/api-client/use-error-toast';
import { blfInput } from '@/lib/schemas/client-profile';

type Item = { key: number; extension: string; label: string };
let nextKey = 1;

/** The BLF list of a client profile: ordered extensions with labels, saved together. */
export function BlfEditor({ profileId }: { profileId: number }) {
  const t = useTranslations('clientProfiles.blf');
  const tc = useTranslations('confirm');
  const tcommon = useTranslations('common');
  const tapp = useTranslations('app');
  const msg = useMessage();
  const showError = useErrorToast();
  const router = useRouter();
  const current = useBlf(profileId);
  const save = useSaveBlf(profileId);
  const [items, setItems] = useState<Item[]>([]);
  // Start editing from each list the server answers, without an extra render pass.
  const [loaded, setLoaded] = useState<typeof current.data>();
  if (current.data && current.data !== loaded) {
    setLoaded(current.data);
    setItems(current.data.items.map((x) => ({ ...x, key: nextKey++ })));
  }
  useEffect(() => {
    if (current.error) {
      showError(current.error);
      router.replace('/client_profiles');
    }
  }, [current.error, showError, router]);

  const update = (key: number, patch: Partial<Item>) => setItems((xs) => xs.map((x) => (x.key === key ? { ...x, ...patch } : x)));
  const move = (i: number, by: number) => setItems((xs) => {
    const copy = [...xs];
    [copy[i], copy[i + by]] = [copy[i + by], copy[i]];
    return copy;
  });

  async function onSave() {
    const parsed = blfInput.safeParse({ items: items.map(({ extension, label }) => ({ extension, label })) });
    if (!parsed.success) return toast.error(msg(parsed.error.issues[0]?.message));
    try {
      await save.mutateAsync(parsed.data);
      toast.success(tc('saved'));
    } catch (e) {
      showError(e);
    }
  }

  if (current.isPending) return <Spinner label={tapp('loading')} />;

  return (
    <Card title={t('cardTitle', { company: current.data?.company ?? '', id: profileId })}>
      {items.length === 0 && <p className="mb-3 text-sm text-muted">{t('empty')}</p>}
      <ol className="space-y-2" aria-label={t('listLabel')}>
        {items.map((x, i) => (
          <li key={x.key} className="flex flex-wrap items-center gap-2 rounded-md border border-line p-2">
            <span className="w-6 text-sm text-muted">{i + 1}.</span>
            <label className="sr-only" htmlFor={`ext-${x.key}`}>{t('extensionN', { n: i + 1 })}</label>
            <input id={`ext-${x.key}`} value={x.extension} placeholder={t('extension')} onChange={(e) => update(x.key, { extension: e.target.value })} className={`${inputClass} w-32`} />
            <label className="sr-only" htmlFor={`label-${x.key}`}>{t('labelN', { n: i + 1 })}</label>
            <input id={`label-${x.key}`} value={x.label} placeholder={t('label')} onChange={(e) => update(x.key, { label: e.target.value })} className={`${inputClass} min-w-0 flex-1`} />
            <button type="button" className={rowIconClass} disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('moveUp', { n: i + 1 })}><ArrowUp aria-hidden className="h-4 w-4" /></button>
            <button type="button" className={rowIconClass} disabled={i === items.length - 1} onClick={() => move(i, 1)} aria-label={t('moveDown', { n: i + 1 })}><ArrowDown aria-hidden className="h-4 w-4" /></button>
            <button type="button" className={`${rowIconClass} text-danger`} onClick={() => setItems((xs) => xs.filter((y) => y.key !== x.key))} aria-label={t('removeN', { n: i + 1 })}><Trash2 aria-hidden className="h-4 w-4" /></button>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={() => setItems((xs) => [...xs, { key: nextKey++, extension: '', label: '' }])}>
          <Plus aria-hidden className="h-4 w-4" />
          {t('addEntry')}
        </Button>
        <Button type="button" busy={save.isPending} onClick={onSave}>{tcommon('save')}</Button>
        <Link href="/client_profiles" className="inline-flex items-center rounded-md border border-line px-4 py-2 text-sm">{t('back')}</Link>
      </div>
    </Card>
  );
}
