// Value lists the tab pages share with their zod schemas (lib/schemas/tab). Kept apart so the
// pages, which load in phone webviews, do not pull zod into their bundle.

/** Voicemail folders as the page names them (spec 2.7: new, save, trash). */
export const TAB_FOLDERS = ['new', 'save', 'trash'] as const;
export type TabFolder = (typeof TAB_FOLDERS)[number];

/** E-mail notification values of spec 001 §4. */
export const NOTIFY_VALUES = ['no', 'yes', 'brief', 'attnew', 'attsave', 'atttrash', 'briefattnew', 'briefattsave', 'briefatttrash'] as const;
export const TRANSCRIBE_VALUES = ['no', 'deepgram'] as const;

export type TabVoicemail = {
  index: string;
  callerNumber: string;
  callerName: string;
  date: string;
  duration: number;
  transcription: string;
  forwarded: boolean;
};
