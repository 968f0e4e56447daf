'use client';

import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/api-client/tab-api';
import { useChangeSms, useGreetingCall, useReorderRules, type AnswerRuleView } from '@/lib/api-client/tab-settings';

export const fieldClass = 'min-h-11 w-full rounded-lg border border-line bg-surface px-3';

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl bg-surface p-4 shadow-sm">
      <h2 className="mb-3 font-semibold">{title}</h2>
      <div className="flex flex-col gap-3">{children}</div>
    </section>
  );
}

export function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="flex min-h-11 items-center justify-between gap-3 text-sm">
      <span>{label}</span>
      <input type="checkbox" className="h-6 w-6 accent-primary" checked={checked} onChange={(e) => onChange(e.target.checked)} />
    </label>
  );
}

export function SmsNumber({ current, choices }: { current: string; choices: string[] }) {
  const t = useTranslations();
  const [number, setNumber] = useState(current);
  const change = useChangeSms();
  function submit() {
    if (!number) return toast.error(t('vmSettings.selectNumber'));
    change.mutate(number, { onSuccess: () => toast.success(t('vmSettings.smsChanged')), onError: (e) => toast.error(errorText(t, e)) });
  }
  return (
    <div className="flex items-end gap-2">
      <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
        {t('vmSettings.smsNumber')}
        <select className={fieldClass} value={number} onChange={(e) => setNumber(e.target.value)}>
          <option value="">{t('vmSettings.selectNumber')}</option>
          {choices.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <Button type="button" variant="secondary" className="min-h-11" busy={change.isPending} onClick={submit}>
        {t('vmSettings.changeSms')}
      </Button>
    </div>
  );
}

/**
 * Rules in priority order, each with the platform's priority number (spec 2.8). Moving one
 * saves the new order at once; the platform then numbers the rules and we show its numbers.
 */
export function AnswerRules({ rules: initial }: { rules: AnswerRuleView[] }) {
  const t = useTranslations();
  const [rules, setRules] = useState(initial);
  const reorder = useReorderRules();
  const label = (tf: string) => (tf === '*' ? t('vmSettings.default') : tf);
  function move(i: number, by: -1 | 1) {
    const moved = [...rules];
    [moved[i], moved[i + by]] = [moved[i + by], moved[i]];
    const before = rules;
    // Until the platform answers, the numbers stay in their places and the rules move.
    setRules(moved.map((r, k) => ({ ...r, priority: before[k].priority })));
    reorder.mutate(
      moved.map((r) => r.timeFrame),
      {
        onSuccess: (answer) => {
          setRules(answer.answerRules);
          toast.success(t('vmSettings.orderChanged'));
        },
        onError: (e) => {
          setRules(before);
          toast.error(errorText(t, e));
        },
      },
    );
  }
  return (
    <ol className="flex flex-col gap-2" aria-label={t('vmSettings.reorder')}>
      {rules.map(({ timeFrame: tf, priority }, i) => (
        <li key={tf} className="flex items-center gap-2 rounded-lg border border-line px-3 py-1">
          <span className="min-w-6 text-sm text-muted">
            <span className="sr-only">{t('vmSettings.priority')} </span>
            {priority}
          </span>
          <span className="flex-1 text-sm">{label(tf)}</span>
          <button type="button" className="h-11 w-11 disabled:opacity-30" disabled={i === 0 || reorder.isPending} aria-label={t('vmSettings.moveUp', { rule: label(tf) })} onClick={() => move(i, -1)}>
            <ArrowUp aria-hidden className="mx-auto h-5 w-5" />
          </button>
          <button type="button" className="h-11 w-11 disabled:opacity-30" disabled={i === rules.length - 1 || reorder.isPending} aria-label={t('vmSettings.moveDown', { rule: label(tf) })} onClick={() => move(i, 1)}>
            <ArrowDown aria-hidden className="mx-auto h-5 w-5" />
          </button>
        </li>
      ))}
    </ol>
  );
}

/** CALL ME: the platform rings the chosen device and records the next greeting. */
export function GreetingRecorder({ devices, onDone }: { devices: string[]; onDone: () => void }) {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  const [device, setDevice] = useState('');
  const [description, setDescription] = useState('');
  const call = useGreetingCall();
  function submit() {
    if (!device) return toast.error(t('vmSettings.selectDevice'));
    call.mutate(
      { device, description },
      {
        onSuccess: () => {
          toast.success(t('vmSettings.callingYou'));
          setOpen(false);
          onDone();
        },
        onError: (e) => toast.error(errorText(t, e)),
      },
    );
  }
  if (!open) {
    return (
      <Button type="button" variant="secondary" className="min-h-11" onClick={() => setOpen(true)}>
        {t('vmSettings.recordGreeting')}
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line p-3">
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('vmSettings.description')}
        <input className={fieldClass} value={description} maxLength={100} onChange={(e) => setDescription(e.target.value)} />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('vmSettings.device')}
        <select className={fieldClass} value={device} onChange={(e) => setDevice(e.target.value)}>
          <option value="">{t('vmSettings.chooseDevice')}</option>
          {devices.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </label>
      <Button type="button" className="min-h-11" busy={call.isPending} onClick={submit}>
        {t('vmSettings.callMe')}
      </Button>
    </div>
  );
}
