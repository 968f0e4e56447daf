import { CALLERS, DURATIONS, TRANSCRIPTIONS } from './seed-names';
import type { Rec } from './types';

const FOLDERS = ['vmail/new', 'vmail/new', 'vmail/save', 'trash'] as const;
const BASE = Date.UTC(2024, 2, 1, 10, 15, 0);

export function ts(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** A stable 4-hex suffix, like the platform's hash part of a voicemail file name. */
function suffix(n: number): string {
  return ((n * 2654435761) >>> 0).toString(16).padStart(8, '0').slice(0, 4);
}

export function voicemailRecord(opts: {
  seq: number; domain: string; owner: string; folder: string; callerIndex: number;
  duration: number; transcription: string; atMs: number; tone?: number; forwarded?: boolean;
}): Rec {
  const caller = CALLERS[opts.callerIndex % CALLERS.length];
  const stamp = ts(opts.atMs).replace(/\D/g, '');
  const index = `vm-${stamp}${String(opts.seq).padStart(6, '0')}-${suffix(opts.seq)}`;
  return {
    filename: `${index}.wav`,
    index,
    length: String(opts.duration),
    filesize: `${Math.max(1, Math.round((opts.duration * 16000) / 1024))} KB`,
    filedate: ts(opts.atMs + opts.duration * 1000),
    FromName: caller.name,
    FromUser: caller.ani,
    FromHost: opts.domain,
    NmsAni: caller.ani,
    RecordTime: ts(opts.atMs),
    NmsRecStartTime: ts(opts.atMs),
    NmsRecDuration: String(opts.duration),
    TimeZone: 'US/Eastern',
    transcription: opts.transcription,
    VmailForwarded: opts.forwarded ? 'yes' : 'no',
    _owner: opts.owner,
    _domain: opts.domain,
    _type: opts.folder,
    _tone: String(opts.tone ?? 440 + (opts.seq % 8) * 55),
  };
}

export function greetingRecord(domain: string, owner: string, index: number, description: string, atMs: number): Rec {
  return {
    index: String(index),
    filename: `greeting-${owner}-${index}.wav`,
    description,
    script: description,
    length: '1',
    filesize: '16 KB',
    filedate: ts(atMs),
    _owner: owner,
    _domain: domain,
    _type: 'greeting',
    _tone: String(330 + index * 110),
  };
}

/** Voicemails of one user; the user at position 1 of each domain gets every kind of case. */
export function seedVoicemails(domain: string, owner: string, position: number, seqStart: number): Rec[] {
  const count = position === 1 ? 7 : 2 + (position % 4);
  const out: Rec[] = [];
  for (let k = 0; k < count; k++) {
    const seq = seqStart + k;
    out.push(
      voicemailRecord({
        seq,
        domain,
        owner,
        folder: FOLDERS[(position + k) % FOLDERS.length],
        callerIndex: position + k,
        duration: DURATIONS[(position * 3 + k) % DURATIONS.length],
        transcription: TRANSCRIPTIONS[(position + k) % TRANSCRIPTIONS.length],
        atMs: BASE - (position * 26 + k * 5) * 3600_000,
      }),
    );
  }
  return out;
}

export function seedGreetings(domain: string, owner: string, position: number): Rec[] {
  const out = [greetingRecord(domain, owner, 1, 'Standard greeting', BASE - position * 86_400_000)];
  if (position % 2 === 0) out.push(greetingRecord(domain, owner, 2, 'Out of office', BASE - position * 43_200_000));
  return out;
}
