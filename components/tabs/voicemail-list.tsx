'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/api-client/tab-api';
import { audioUrl, useVoicemailAction, useVoicemails } from '@/lib/api-client/tab-voicemail';
import { TAB_FOLDERS, type TabFolder, type TabVoicemail } from '@/lib/format/tab-values';
import { TabDialog } from './tab-dialog';
import { TabProblem } from './tab-sign-in';
import { VoicemailRow } from './voicemail-row';

export function VoicemailList() {
  const t = useTranslations();
  const [folder, setFolder] = useState<TabFolder>('new');
  const list = useVoicemails(folder);
  const action = useVoicemailAction();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState<string>();
  const [forwarding, setForwarding] = useState<TabVoicemail>();
  const [to, setTo] = useState('');
  const [toError, setToError] = useState(false);
  const [deleting, setDeleting] = useState<TabVoicemail>();

  // Leaving the folder (or the page) stops the player.
  useEffect(() => () => audio.current?.pause(), []);

  function changeFolder(next: TabFolder) {
    if (list.isFetching) {
      toast.warning(t('voicemail.waitLoading'));
      return;
    }
    stop();
    setFolder(next);
  }

  function play(vm: TabVoicemail) {
    const el = audio.current;
    if (!el) return;
    // One message at a time: the previous one stops and its icon resets.
    el.pause();
    el.src = audioUrl(vm.index, folder);
    setPlaying(vm.index);
    el.play().catch((e: DOMException) => {
      // Starting another message aborts this one's play(): not a failure to report.
      if (e.name === 'AbortError') return;
      setPlaying((now) => (now === vm.index ? undefined : now));
      toast.error(t('voicemail.playbackFailed'));
    });
  }

  function stop() {
    audio.current?.pause();
    setPlaying(undefined);
  }

  function run(vm: TabVoicemail, kind: 'save' | 'delete' | 'forward', done: string, target?: string) {
    if (playing === vm.index) stop();
    action.mutate(
      { index: vm.index, folder, kind, to: target },
      {
        onSuccess: () => {
          toast.success(done);
          setForwarding(undefined);
          setDeleting(undefined);
        },
        onError: (e) => toast.error(errorText(t, e)),
      },
    );
  }

  function submitForward(e: React.FormEvent) {
    e.preventDefault();
    if (!forwarding) return;
    // Spec 5: an empty recipient sends nothing.
    if (!to.trim()) {
      setToError(true);
      return;
    }
    run(forwarding, 'forward', t('voicemail.forwarded'), to.trim());
  }

  if (list.error && (list.error as { status?: number }).status === 401) return <TabProblem title={t('tabs.sessionRequired')} />;

  return (
    <main className="p-3 pb-10">
      <h1 className="sr-only">{t('voicemail.title')}</h1>
      <label className="mb-3 flex items-center gap-2 text-sm font-medium">
        {t('voicemail.folder')}
        <select className="min-h-11 flex-1 rounded-lg border border-line bg-surface px-3" value={folder} onChange={(e) => changeFolder(e.target.value as TabFolder)}>
          {TAB_FOLDERS.map((f) => (
            <option key={f} value={f}>
              {t(`voicemail.folders.${f}`)}
            </option>
          ))}
        </select>
      </label>
      <audio ref={audio} preload="none" onEnded={() => setPlaying(undefined)} className="hidden" />
      {list.isPending ? (
        <Spinner label={t('tabs.loading')} />
      ) : list.error ? (
        <p role="alert" className="p-4 text-center text-danger">
          {errorText(t, list.error)}
        </p>
      ) : list.data.length === 0 ? (
        <p className="p-6 text-center text-muted">{t(`voicemail.empty.${folder}`)}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-busy={list.isFetching || undefined}>
          {list.data.map((vm) => (
            <VoicemailRow
              key={vm.index}
              vm={vm}
              folder={folder}
              playing={playing === vm.index}
              onPlay={() => play(vm)}
              onStop={stop}
              onForward={() => {
                setTo('');
                setToError(false);
                setForwarding(vm);
              }}
              onSave={() => run(vm, 'save', t('voicemail.saved'))}
              onDelete={() => setDeleting(vm)}
            />
          ))}
        </ul>
      )}
      <TabDialog open={!!forwarding} title={t('voicemail.forwardTitle')} onClose={() => setForwarding(undefined)}>
        <form onSubmit={submitForward} noValidate className="flex flex-col gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('voicemail.forwardTitle')}
            <input
              value={to}
              onChange={(e) => {
                setTo(e.target.value);
                setToError(false);
              }}
              placeholder={t('voicemail.forwardPlaceholder')}
              aria-invalid={toError || undefined}
              className="min-h-11 rounded-lg border border-line px-3"
              inputMode="text"
              autoComplete="off"
            />
          </label>
          {toError && (
            <p role="alert" className="text-sm text-danger">
              {t('voicemail.forwardEmpty')}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setForwarding(undefined)}>
              {t('voicemail.cancel')}
            </Button>
            <Button type="submit" busy={action.isPending}>
              {t('voicemail.forward')}
            </Button>
          </div>
        </form>
      </TabDialog>
      <ConfirmDialog
        open={!!deleting}
        title={t('voicemail.delete')}
        message={t('voicemail.confirmDelete')}
        busy={action.isPending}
        onConfirm={() => deleting && run(deleting, 'delete', t('voicemail.deleted'))}
        onCancel={() => setDeleting(undefined)}
      />
    </main>
  );
}
