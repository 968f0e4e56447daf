import 'server-only';
import type { VmSettingsInput } from '@/lib/schemas/tab';
import type { TabContext } from '../auth/tab-session';
import { AppError } from '../http/errors';
import { newCallId, type NsAnswerRule } from '../netsapiens';
import { logger } from '../logs/logger';

const who = (tab: TabContext) => ({ domain: tab.session.domain, user: tab.session.user });
const yn = (v: string | undefined) => (v === 'yes' ? 'yes' : 'no');
/** Caller ids are stored and sent without the NANP leading 1. */
const withoutLeadingOne = (n: string) => (n.length === 11 && n.startsWith('1') ? n.slice(1) : n);

/** The platform's own priority numbers, not list positions (spec 2.8). */
const ruleViews = (rules: NsAnswerRule[]) => rules.map((r) => ({ timeFrame: r.time_frame, priority: r.priority }));

/** A list the page can do without: a refusal or failure leaves it empty (logged), not the page broken. */
async function optional<T>(what: string, p: Promise<T[]>): Promise<T[] | undefined> {
  try {
    return await p;
  } catch (e) {
    logger.warn({ event: 'tab_settings_partial', what, code: (e as AppError).code }, 'Settings list unavailable');
    return undefined;
  }
}

export async function readSettings(tab: TabContext) {
  const { ns } = tab;
  const [me, numbers = [], smsRows, rules = [], devices = [], greetings = []] = await Promise.all([
    ns.subscribers.get(tab.session.domain, tab.session.user),
    optional('callerIds', ns.phoneNumbers.read({ domain: tab.session.domain, toUser: tab.session.user })),
    optional('sms', ns.smsNumbers.read({ domain: tab.session.domain })),
    optional('answerRules', ns.answerRules.read(who(tab))),
    optional('devices', ns.devices.read(who(tab))),
    optional('greetings', ns.audio.readGreetings(who(tab))),
  ]);
  const sms = smsRows ?? [];
  if (!me) throw new AppError('not_found', 'errors.notFound', 'The platform does not know this user.');
  const callerIds = [...new Set(numbers.map((n) => withoutLeadingOne(n.phoneNumber)).filter(Boolean))];
  const current = withoutLeadingOne(me.callid_nmbr ?? '');
  if (current && !callerIds.includes(current)) callerIds.unshift(current);
  return {
    values: {
      callerId: current,
      vmailEnabled: yn(me.vmail_enabled),
      sortLifo: yn(me.vmail_sort_lifo),
      announceTime: yn(me.vmail_annc_time),
      announceCallerId: yn(me.vmail_annc_cid),
      notify: me.vmail_notify || 'no',
      transcribe: me.vmail_transcribe || 'no',
      greeting: me.vmail_greeting ?? '',
    },
    callerIds,
    smsFailed: !smsRows,
    smsNumber: sms.find((s) => s.dest === tab.session.user)?.number ?? '',
    smsChoices: sms.filter((s) => s.dest === tab.session.user || s.application === 'available' || !s.dest).map((s) => s.number),
    answerRules: ruleViews(rules),
    devices: devices.map((d) => d.aor_user || d.aor.replace(/^sips?:/, '').split('@')[0]).filter(Boolean),
    greetings: greetings.map((g) => ({ index: g.index, description: g.description || g.filename || `#${g.index}` })),
  };
}
export type TabSettings = Awaited<ReturnType<typeof readSettings>>;

export async function saveSettings(tab: TabContext, input: VmSettingsInput) {
  await tab.ns.subscribers.update(who(tab), {
    callid_nmbr: input.callerId ? withoutLeadingOne(input.callerId.replace(/\D/g, '')) : undefined,
    vmail_enabled: input.vmailEnabled,
    vmail_sort_lifo: input.sortLifo,
    vmail_annc_time: input.announceTime,
    vmail_annc_cid: input.announceCallerId,
    vmail_notify: input.notify,
    // Transcription only means something with a notification (spec 5).
    vmail_transcribe: input.notify !== 'no' ? (input.transcribe ?? 'no') : undefined,
    vmail_greeting: input.greeting || undefined,
  });
}

/** Takes a free SMS number for the user and gives the old one back. */
export async function changeSmsNumber(tab: TabContext, number: string) {
  const { domain, user } = who(tab);
  const all = await tab.ns.smsNumbers.read({ domain });
  const target = all.find((s) => s.number === number);
  if (!target || (target.dest && target.dest !== user)) throw new AppError('bad_request', 'vmSettings.selectNumber', 'Please select a number.');
  if (target.dest === user) return;
  await tab.ns.smsNumbers.update({ domain, number, dest: user, application: 'user' });
  for (const old of all.filter((s) => s.dest === user && s.number !== number)) {
    await tab.ns.smsNumbers.update({ domain, number: old.number, dest: '', application: 'available' });
  }
}

/** Answers the rules as the platform numbers them after the move. */
export async function reorderRules(tab: TabContext, timeFrames: string[]) {
  await tab.ns.answerRules.reorder(who(tab), timeFrames);
  return { answerRules: ruleViews(await tab.ns.answerRules.read(who(tab))) };
}

/** CALL ME: the platform rings the device and records what is said as the next greeting. */
export async function callToRecordGreeting(tab: TabContext, device: string, description: string) {
  const greetings = await tab.ns.audio.readGreetings(who(tab));
  const index = greetings.reduce((m, g) => Math.max(m, Number(g.index) || 0), 0) + 1;
  await tab.ns.calls.callToRecord({
    uid: tab.session.uid, destination: device, index, description: description || `Greeting ${index}`, callid: newCallId(),
  });
  return { index };
}
