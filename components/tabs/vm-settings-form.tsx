'use client';

import { Play, Square } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/api-client/tab-api';
import { greetingAudioUrl, useSaveSettings, useTabSettings, type TabSettingsView } from '@/lib/api-client/tab-settings';
import { formatPhone } from '@/lib/format/tab-display';
import { NOTIFY_VALUES, TRANSCRIBE_VALUES } from '@/lib/format/tab-values';
import type { VmSettingsInput } from '@/lib/schemas/tab';
import { AnswerRules, fieldClass, GreetingRecorder, Section, SmsNumber, Toggle } from './settings-parts';
import { TabProblem } from './tab-sign-in';

export function VmSettingsForm() {
  const t = useTranslations();
  const settings = useTabSettings();
  if (settings.isPending) return <Spinner label={t('tabs.loading')} />;
  if (settings.error) {
    const status = (settings.error as { status?: number }).status;
    return <TabProblem title={status === 401 ? t('tabs.sessionRequired') : errorText(t, settings.error)} />;
  }
  return <Form data={settings.data} onGreetingAdded={() => settings.refetch()} />;
}

function Form({ data, onGreetingAdded }: { data: TabSettingsView; onGreetingAdded: () => void }) {
  const t = useTranslations();
  const [v, setV] = useState<VmSettingsInput>({ ...data.values, transcribe: (data.values.transcribe as VmSettingsInput['transcribe']) ?? 'no' });
  const save = useSaveSettings();
  const player = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const set = <K extends keyof VmSettingsInput>(k: K, value: VmSettingsInput[K]) => setV((p) => ({ ...p, [k]: value }));
  const yes = (k: 'vmailEnabled' | 'sortLifo' | 'announceTime' | 'announceCallerId') => v[k] === 'yes';
  const flag = (k: 'vmailEnabled' | 'sortLifo' | 'announceTime' | 'announceCallerId') => (on: boolean) => set(k, on ? 'yes' : 'no');

  useEffect(() => () => player.current?.pause(), []);
  useEffect(() => {
    if (data.smsFailed) toast.error(t('vmSettings.smsFailed'));
  }, [data.smsFailed, t]);

  function toggleGreeting() {
    const el = player.current;
    if (!el || !v.greeting) return;
    if (playing) {
      el.pause();
      setPlaying(false);
      return;
    }
    el.src = greetingAudioUrl(v.greeting);
    setPlaying(true);
    el.play().catch(() => setPlaying(false));
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    // Transcription goes only with a notification (spec 5).
    const body = { ...v, transcribe: v.notify !== 'no' ? v.transcribe : undefined };
    save.mutate(body, { onSuccess: () => toast.success(t('vmSettings.saved')), onError: (err) => toast.error(errorText(t, err)) });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 p-3 pb-28">
      <h1 className="sr-only">{t('vmSettings.title')}</h1>
      <Section title={t('vmSettings.outbound')}>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('vmSettings.callerId')}
          <select className={fieldClass} value={v.callerId} onChange={(e) => set('callerId', e.target.value)}>
            <option value="">{t('vmSettings.none')}</option>
            {data.callerIds.map((n) => (
              <option key={n} value={n}>
                {formatPhone(n)}
              </option>
            ))}
          </select>
        </label>
        <SmsNumber current={data.smsNumber} choices={data.smsChoices} />
      </Section>
      <Section title={t('vmSettings.answering')}>
        <AnswerRules rules={data.answerRules} />
      </Section>
      <Section title={t('vmSettings.voicemail')}>
        <Toggle label={t('vmSettings.enableVm')} checked={yes('vmailEnabled')} onChange={flag('vmailEnabled')} />
      </Section>
      <Section title={t('vmSettings.inbox')}>
        <Toggle label={t('vmSettings.sortLifo')} checked={yes('sortLifo')} onChange={flag('sortLifo')} />
        <Toggle label={t('vmSettings.announceTime')} checked={yes('announceTime')} onChange={flag('announceTime')} />
        <Toggle label={t('vmSettings.announceCid')} checked={yes('announceCallerId')} onChange={flag('announceCallerId')} />
      </Section>
      <Section title={t('vmSettings.greetings')}>
        <GreetingRecorder devices={data.devices} onDone={onGreetingAdded} />
        <div className="flex items-end gap-2">
          <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
            {t('vmSettings.greeting')}
            <select className={fieldClass} value={v.greeting} onChange={(e) => set('greeting', e.target.value)}>
              <option value="">{t('vmSettings.none')}</option>
              {data.greetings.map((g) => (
                <option key={g.index} value={g.index}>
                  {g.description}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-line disabled:opacity-40" disabled={!v.greeting} aria-label={playing ? t('vmSettings.stopGreeting') : t('vmSettings.playGreeting')} onClick={toggleGreeting}>
            {playing ? <Square aria-hidden className="h-5 w-5" /> : <Play aria-hidden className="h-5 w-5" />}
          </button>
          <audio ref={player} preload="none" onEnded={() => setPlaying(false)} className="hidden" />
        </div>
      </Section>
      <Section title={t('vmSettings.unified')}>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('vmSettings.notify')}
          <select className={fieldClass} value={v.notify} onChange={(e) => set('notify', e.target.value as VmSettingsInput['notify'])}>
            {NOTIFY_VALUES.map((n) => (
              <option key={n} value={n}>
                {t(`vmSettings.notifyValues.${n}`)}
              </option>
            ))}
          </select>
        </label>
        {v.notify !== 'no' && (
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('vmSettings.transcribe')}
            <select className={fieldClass} value={v.transcribe ?? 'no'} onChange={(e) => set('transcribe', e.target.value as VmSettingsInput['transcribe'])}>
              {TRANSCRIBE_VALUES.map((n) => (
                <option key={n} value={n}>
                  {t(`vmSettings.transcribeValues.${n}`)}
                </option>
              ))}
            </select>
          </label>
        )}
      </Section>
      <div className="fixed inset-x-0 bottom-0 z-20 mx-auto flex max-w-xl gap-3 border-t border-line bg-surface/95 p-3">
        <Button type="button" variant="secondary" className="min-h-12 flex-1" onClick={() => window.location.reload()}>
          {t('vmSettings.cancel')}
        </Button>
        <Button type="submit" className="min-h-12 flex-1" busy={save.isPending}>
          {t('vmSettings.save')}
        </Button>
      </div>
    </form>
  );
}
