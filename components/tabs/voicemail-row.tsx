'use client';

import { Forward, Play, Save, Square, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { callerDisplay, formatDuration, formatVoicemailDate } from '@/lib/format/tab-display';
import type { TabFolder, TabVoicemail } from '@/lib/format/tab-values';

type Props = {
  vm: TabVoicemail;
  folder: TabFolder;
  playing: boolean;
  onPlay: () => void;
  onStop: () => void;
  onForward: () => void;
  onSave: () => void;
  onDelete: () => void;
};

const iconButton = 'inline-flex h-11 w-11 items-center justify-center rounded-full border border-line bg-surface active:bg-canvas';

export function VoicemailRow({ vm, folder, playing, onPlay, onStop, onForward, onSave, onDelete }: Props) {
  const t = useTranslations('voicemail');
  const who = callerDisplay(vm.callerNumber, vm.callerName);
  const caller = who.secondary ? `${who.primary} ${who.secondary}` : who.primary;
  return (
    <li className="rounded-xl bg-surface p-3 shadow-sm" aria-label={t('messageLabel', { caller })}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold">{who.primary}</p>
          {who.secondary && <p className="text-sm text-muted">{who.secondary}</p>}
        </div>
        <div className="shrink-0 text-right text-sm text-muted">
          <p>{formatVoicemailDate(vm.date)}</p>
          <p>{formatDuration(vm.duration)}</p>
        </div>
      </div>
      {vm.forwarded && <p className="mt-1 text-xs text-muted">{t('forwardedBadge')}</p>}
      {vm.transcription && <p className="mt-2 text-sm">{vm.transcription}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        {playing ? (
          <button type="button" className={iconButton} aria-label={t('stop')} onClick={onStop}>
            <Square aria-hidden className="h-5 w-5" />
          </button>
        ) : (
          <button type="button" className={iconButton} aria-label={t('play')} onClick={onPlay}>
            <Play aria-hidden className="h-5 w-5" />
          </button>
        )}
        <button type="button" className={iconButton} aria-label={t('forward')} onClick={onForward}>
          <Forward aria-hidden className="h-5 w-5" />
        </button>
        {folder !== 'save' && (
          <button type="button" className={iconButton} aria-label={t('save')} onClick={onSave}>
            <Save aria-hidden className="h-5 w-5" />
          </button>
        )}
        <button type="button" className={`${iconButton} text-danger`} aria-label={t('delete')} onClick={onDelete}>
          <Trash2 aria-hidden className="h-5 w-5" />
        </button>
      </div>
    </li>
  );
}
