import 'server-only';
import type { TabFolder, TabVoicemail } from '@/lib/schemas/tab';
import type { TabContext } from '../auth/tab-session';
import { AppError } from '../http/errors';
import type { NsFolder, NsVoicemail } from '../netsapiens';

export const nsFolder: Record<TabFolder, NsFolder> = { new: 'vmail/new', save: 'vmail/save', trash: 'trash' };

const owner = (tab: TabContext) => ({ domain: tab.session.domain, user: tab.session.user });

function view(v: NsVoicemail): TabVoicemail {
  return {
    index: v.index,
    callerNumber: v.NmsAni ?? v.FromUser ?? '',
    callerName: v.FromName ?? '',
    date: v.filedate ?? '',
    duration: Number(v.NmsRecDuration ?? v.length ?? 0) || 0,
    transcription: v.transcription ?? '',
    forwarded: !!v.VmailForwarded && v.VmailForwarded !== 'no' && v.VmailForwarded !== '0',
  };
}

export async function listVoicemails(tab: TabContext, folder: TabFolder): Promise<TabVoicemail[]> {
  const rows = await tab.ns.audio.readVoicemails({ ...owner(tab), folder: nsFolder[folder] });
  return rows.map(view);
}

export async function saveVoicemail(tab: TabContext, index: string, folder: TabFolder) {
  if (folder === 'save') return;
  await tab.ns.audio.moveVoicemail({ ...owner(tab), index, to: 'vmail/save' });
}

export async function forwardVoicemail(tab: TabContext, index: string, folder: TabFolder, to: string) {
  // Only to users of the same domain: a device session acts with the tenant's admin rights,
  // which would otherwise reach into the tenant's other domains.
  const at = to.indexOf('@');
  if (at >= 0 && to.slice(at + 1).toLowerCase() !== tab.session.domain.toLowerCase()) {
    throw new AppError('not_found', 'errors.notFound', 'No such user.');
  }
  await tab.ns.audio.forwardVoicemail({ ...owner(tab), index, folder: nsFolder[folder], to });
}

export async function deleteVoicemail(tab: TabContext, index: string, folder: TabFolder) {
  await tab.ns.audio.deleteVoicemail({ ...owner(tab), index, folder: nsFolder[folder] });
}

/**
 * The message's audio through our server: the platform's play URL is signed and must not
 * reach the page. Range is passed on so the player can seek.
 */
export async function voicemailAudio(tab: TabContext, index: string, folder: TabFolder, range?: string) {
  const rows = await tab.ns.audio.readVoicemails({ ...owner(tab), folder: nsFolder[folder] });
  const row = rows.find((r) => r.index === index);
  if (!row?.remotepath) throw new AppError('not_found', 'errors.notFound', 'No such message.');
  return tab.ns.fetchAudio(row.remotepath, { range });
}

export async function greetingAudio(tab: TabContext, index: string, range?: string) {
  const rows = await tab.ns.audio.readGreetings(owner(tab));
  const row = rows.find((r) => r.index === index);
  if (!row?.remotepath) throw new AppError('not_found', 'errors.notFound', 'No such greeting.');
  return tab.ns.fetchAudio(row.remotepath, { range });
}

/** An audio stream as a response the browser's <audio> can seek in. */
export function audioResponse(a: Awaited<ReturnType<TabContext['ns']['fetchAudio']>>) {
  const headers = new Headers({ 'Content-Type': a.contentType, 'Accept-Ranges': a.acceptRanges ?? 'bytes', 'Cache-Control': 'private, no-store' });
  if (a.contentLength) headers.set('Content-Length', a.contentLength);
  if (a.contentRange) headers.set('Content-Range', a.contentRange);
  return new Response(a.body, { status: a.status, headers });
}
