import { createHash } from 'node:crypto';
import { FIRST_NAMES, GROUPS, LAST_NAMES, PARK_DESCRIPTIONS, SECOND_PARK_DESCRIPTIONS } from './seed-names';
import { seedGreetings, seedVoicemails, ts } from './seed-audio';
import type { Rec, SimData } from './types';

/** Documented in README.md; tests and the demo tenant rely on these values. */
export const SEED = {
  client: { id: 'console-client', secret: 'console-secret' },
  userPassword: 'demo1234',
  superPassword: 'superpass123',
  mfaPasscode: '123456',
  domains: {
    acmeMain: 'acme-main.12345.service',
    acmeBranch: 'acme-branch.12345.service',
    globex: 'globex.12345.service',
  },
} as const;

interface DomainPlan {
  domain: string; territory: string; description: string; emailHost: string;
  firstExt: number; areaCode: string; didPrefix: string; superLogin?: string;
}

const PLANS: DomainPlan[] = [
  { domain: SEED.domains.acmeMain, territory: 'acme', description: 'Acme Corp - Main Office', emailHost: 'acme.example', firstExt: 100, areaCode: '212', didPrefix: '1212555', superLogin: 'super@acme' },
  { domain: SEED.domains.acmeBranch, territory: 'acme', description: 'Acme Corp - Branch', emailHost: 'acme.example', firstExt: 200, areaCode: '646', didPrefix: '1646555' },
  { domain: SEED.domains.globex, territory: 'globex', description: 'Globex Corporation', emailHost: 'globex.example', firstExt: 300, areaCode: '415', didPrefix: '1415555', superLogin: 'super@globex' },
];

const USERS_PER_DOMAIN = 16;
const CREATED = ts(Date.UTC(2023, 0, 5, 14, 2, 11));

/** A seed device's SIP password: fixed per device so tests and demos can rely on it. */
export function seedDeviceKey(domain: string, device: string): string {
  return createHash('sha256').update(`sim-device:${device}@${domain}`).digest('base64url').slice(0, 16);
}

function keypad(name: string): string {
  const map = 'abc2def3ghi4jkl5mno6pqrs7tuv8wxyz9';
  let out = '';
  for (const ch of name.toLowerCase().replace(/[^a-z]/g, '').slice(0, 3)) {
    const i = map.indexOf(ch);
    let j = i;
    while (j < map.length && !/\d/.test(map[j])) j++;
    out += map[j] ?? '';
  }
  return out;
}

function subscriber(p: DomainPlan, user: string, first: string, last: string, scope: string, extra: Rec = {}): Rec {
  const prefix = p.domain.split('.')[0];
  return {
    domain: p.domain, user, first_name: first, last_name: last,
    subscriber_login: `${user}@${prefix}`, email: `${first}.${last}@${p.emailHost}`.toLowerCase().replace(/[^a-z0-9.@;-]/g, ''),
    group: '', site: '', dir: keypad(last), scope, srv_code: '',
    vmail_provisioned: 'yes', vmail_enabled: 'yes', vmail_greeting: '1', vmail_notify: 'no',
    vmail_annc_time: 'no', vmail_annc_cid: 'yes', vmail_sort_lifo: 'no', vmail_transcribe: 'no',
    vmail_fwd_to: '', data_limit: '5000', call_limit: '0', dial_plan: p.domain, dial_policy: 'US and Canada',
    area_code: p.areaCode, callid_name: p.description.split(' - ')[0], callid_nmbr: `${p.didPrefix.slice(1)}0100`,
    callid_emgr: `${p.didPrefix.slice(1)}0100`, no_answer_timeout: '25', time_zone: 'US/Eastern', language: 'en_US',
    dir_anc: 'yes', dir_list: 'yes', rej_anony: 'no', screen: 'no', ntfy_missed_call: 'no', ntfy_data_limit: 'no',
    presence: 'inactive', message: '', gauSession: '0', mfa: 'no', date_created: CREATED, last_update: CREATED,
    _password: SEED.userPassword,
    ...extra,
  };
}

function answerRules(domain: string, user: string, position: number): Rec[] {
  const frames = position % 2 === 0 ? ['Business Hours', 'After Hours', '*'] : ['Business Hours', '*'];
  if (position % 5 === 3) frames.unshift('Holidays');
  return frames.map((time_frame, i) => ({
    domain, user, time_frame, priority: String(i + 1), enable: 'yes', active: time_frame === '*' ? 'true' : 'false',
    sim_control: 'e', sim_parameters: `${user} ${user}a`, for_control: 'd', for_parameters: '',
    fbu_control: 'e', fbu_parameters: `vmail_${user}`, fna_control: 'e', fna_parameters: `vmail_${user}`,
    fnr_control: 'e', fnr_parameters: `vmail_${user}`, foa_control: 'd', foa_parameters: '',
    dnd_control: time_frame === 'After Hours' ? 'e' : 'd', scr_control: 'd',
  }));
}

function domainRecord(p: DomainPlan): Rec {
  return {
    domain: p.domain, territory: p.territory, description: p.description, dial_match: '', moh: 'yes', mor: 'no',
    mot: 'no', rmoh: 'no', rating: 'no', resi: 'no', mksdir: 'yes', time_zone: 'US/Eastern', dial_plan: p.domain,
    dial_policy: 'Permit All', policies: 'active', email_sender: `no-reply@${p.emailHost}`, vmail_provisioned: 'yes',
    callid_nmbr: `${p.didPrefix.slice(1)}0100`, callid_name: p.description.split(' - ')[0],
    callid_emgr: `${p.didPrefix.slice(1)}0100`, area_code: p.areaCode, vmail_transcribe: 'deepgram', language: 'en_us',
  };
}

function queues(domain: string): Rec[] {
  const rows: Rec[] = PARK_DESCRIPTIONS.map((description, i) => ({ queue_name: String(701 + i), description }));
  SECOND_PARK_DESCRIPTIONS.forEach((description, i) => rows.push({ queue_name: String(801 + i), description }));
  rows.push({ queue_name: '600', description: 'Sales Queue' });
  return rows.map((r) => ({
    ...r, domain, default_user: '', queue_option: r.queue_name === '600' ? 'round-robin' : 'park',
    max_time: '0', wait_limit: '0', length_limit: '0', agent_required: 'no', callback_max_hours: 'Disabled',
    queuedcall_count: '0', agent_count: '0',
  }));
}

function numbers(p: DomainPlan, firstUser: string, secondUser: string): { dids: Rec[]; sms: Rec[] } {
  const dids: Rec[] = [];
  for (let i = 0; i < 6; i++) {
    const digits = `${p.didPrefix}01${String(i).padStart(2, '0')}`;
    const to = i === 1 ? firstUser : i === 2 ? secondUser : '';
    dids.push({
      matchrule: `sip:${digits}@*`, dialplan: 'DID Table', dest_domain: p.domain, domain: p.domain,
      responder: to ? 'sip:start@to-user-resi' : 'AvailableDID', parameter: '', to_scheme: 'sip:',
      to_user: to || '[*]', to_host: to ? p.domain : '[*]', enable: 'yes', match_from: '*', dow: '*',
      tod_from: '*', tod_to: '*', valid_from: '*', valid_to: '*',
      plan_description: i === 0 ? 'Main line' : to ? `Direct line ${to}` : 'Available',
    });
  }
  const sms: Rec[] = [0, 1, 2, 3].map((i) => ({
    number: `${p.didPrefix}02${String(i).padStart(2, '0')}`, domain: p.domain,
    application: i < 2 ? 'user' : 'available', dest: i === 0 ? firstUser : i === 1 ? secondUser : '', carrier: 'sim',
  }));
  return { dids, sms };
}

export function createSeed(): SimData {
  const data: SimData = {
    clients: [{ client_id: SEED.client.id, client_secret: SEED.client.secret }],
    territories: [
      { territory: 'acme', description: 'Acme reseller' },
      { territory: 'globex', description: 'Globex reseller' },
    ],
    domains: [], subscribers: [], devices: [], answerrules: [], audio: [], callqueues: [], calls: [],
    smsnumbers: [], uiconfigs: [], phonenumbers: [],
  };
  let seq = 1;
  PLANS.forEach((p, d) => {
    data.domains.push(domainRecord(p));
    const exts: string[] = [];
    for (let i = 0; i < USERS_PER_DOMAIN; i++) {
      const user = String(p.firstExt + i);
      exts.push(user);
      const first = FIRST_NAMES[(d * USERS_PER_DOMAIN + i) % FIRST_NAMES.length];
      const last = LAST_NAMES[(d * USERS_PER_DOMAIN + i) % LAST_NAMES.length];
      const scope = i === 0 ? 'Office Manager' : i === 7 ? 'Call Center Agent' : 'Basic User';
      const extra: Rec = { group: GROUPS[i % GROUPS.length] };
      if (i === 3) extra.email = `${first}.${last}@${p.emailHost};team-${user}@${p.emailHost}`.toLowerCase();
      if (i % 3 === 0) Object.assign(extra, { vmail_notify: 'attnew', vmail_transcribe: 'deepgram' });
      if (i % 4 === 1) extra.vmail_sort_lifo = 'yes';
      if (i === 10 && d === 0) Object.assign(extra, { mfa: 'yes', mfa_type: 'totp', mfa_vendor: 'google', _mfa_passcode: SEED.mfaPasscode });
      data.subscribers.push(subscriber(p, user, first, last, scope, extra));
      const login = `${user}@${p.domain.split('.')[0]}`;
      const devs = i % 3 === 0 ? [user, `${user}a`] : [user];
      for (const device of devs) {
        data.devices.push({
          aor: `sip:${device}@${p.domain}`, aor_user: device, sub_login: login, subscriber_name: user,
          subscriber_domain: p.domain, sub_fullname: `${first} ${last}`, sub_scope: scope,
          mac: device.endsWith('a') ? '' : `00:04:f2:${String(d).padStart(2, '0')}:${String(i).padStart(2, '0')}:01`,
          model: device.endsWith('a') ? 'Softphone' : 'Desk Phone', mode: 'registration',
          user_agent: device.endsWith('a') ? 'Acrobits Softphone' : 'Poly VVX 450',
          registration_time: CREATED, transport: 'udp', line: '1',
          authentication_key: seedDeviceKey(p.domain, device), auth_user: device,
        });
      }
      data.answerrules.push(...answerRules(p.domain, user, i));
      data.audio.push(...seedGreetings(p.domain, user, i));
      const vms = seedVoicemails(p.domain, user, i, seq);
      seq += vms.length;
      data.audio.push(...vms);
    }
    if (p.superLogin) {
      data.subscribers.push(subscriber(p, '9000', p.description.split(' ')[0], 'Admin', 'Super User', {
        subscriber_login: p.superLogin, email: `admin@${p.emailHost}`, _password: SEED.superPassword,
      }));
    }
    data.callqueues.push(...queues(p.domain));
    const { dids, sms } = numbers(p, exts[1], exts[2]);
    data.phonenumbers.push(...dids);
    data.smsnumbers.push(...sms);
  });
  data.uiconfigs.push({
    config_name: 'PORTAL_VIDEO', config_value: 'yes', description: 'video meet', reseller: '*',
    domain: SEED.domains.acmeMain, user: '102', role: '*', login_type: '*', hostname: '*',
  });
  return data;
}
