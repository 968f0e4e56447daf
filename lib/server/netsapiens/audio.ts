import 'server-only';
import { z } from 'zod';
import { countAnswer, optText, text } from './fields';
import type { NsTransport } from './transport';

export type NsFolder = 'vmail/new' | 'vmail/save' | 'trash';
export const NS_FOLDERS: readonly NsFolder[] = ['vmail/new', 'vmail/save', 'trash'];

const voicemailRow = z.looseObject({
  index: text,
  filename: optText,
  remotepath: optText,
  filedate: optText,
  length: optText,
  NmsRecDuration: optText,
  NmsAni: optText,
  FromName: optText,
  FromUser: optText,
  RecordTime: optText,
  transcription: optText,
  VmailForwarded: optText,
});
export type NsVoicemail = z.output<typeof voicemailRow>;

const greetingRow = z.looseObject({
  index: text,
  filename: optText,
  remotepath: optText,
  description: optText,
  script: optText,
  filedate: optText,
});
export type NsGreeting = z.output<typeof greetingRow>;

/**
 * Installs answer audio reads as a list, as an object keyed by index, or wrapped in an
 * object holding the list; all three become a list here.
 */
function asList(v: unknown): unknown {
  if (v === undefined || v === '' || Array.isArray(v)) return v ?? [];
  if (v && typeof v === 'object') {
    const values = Object.values(v as Record<string, unknown>);
    const wrapped = values.find(Array.isArray);
    if (values.length === 1 && wrapped) return wrapped;
    if (values.every((x) => x && typeof x === 'object' && !Array.isArray(x))) {
      return Object.entries(v as Record<string, Record<string, unknown>>).map(([index, row]) => ({ index, ...row }));
    }
  }
  return v;
}
const audioList = <T extends z.ZodType>(row: T) => z.preprocess(asList, z.array(row));

type Owner = { domain: string; user: string };

export function audioApi(t: NsTransport) {
  const target = (o: Owner & { index: string }) => ({ owner: o.user, owner_domain: o.domain, index: o.index });
  return {
    readVoicemails: (o: Owner & { folder: NsFolder }) =>
      t.read('audio', 'read', { domain: o.domain, user: o.user, type: o.folder }, audioList(voicemailRow)),
    countVoicemails: (o: Owner & { folder: NsFolder }) =>
      t.read('audio', 'count', { domain: o.domain, user: o.user, type: o.folder }, countAnswer),
    readGreetings: (o: Owner) =>
      t.read('audio', 'read', { domain: o.domain, user: o.user, type: 'greeting' }, audioList(greetingRow)),
    /** Moves a message to another folder (`type` names the destination folder). */
    moveVoicemail: (o: Owner & { index: string; to: NsFolder }) =>
      t.write('audio', 'update', { ...target(o), type: o.to }),
    /** Copies a message into another user's new folder; `to` is an extension or user@domain. */
    forwardVoicemail: (o: Owner & { index: string; folder: NsFolder; to: string }) =>
      t.write('audio', 'update', { ...target(o), type: o.folder, forward: o.to }),
    /** From new or saved the platform moves it to trash; from trash it is gone. */
    deleteVoicemail: (o: Owner & { index: string; folder: NsFolder }) =>
      t.write('audio', 'delete', { ...target(o), type: o.folder }),
    deleteGreeting: (o: Owner & { index: string }) => t.write('audio', 'delete', { ...target(o), type: 'greeting' }),
  };
}
