import 'server-only';
import { z } from 'zod';
import { list, optText, text } from './fields';
import type { NsTransport } from './transport';

const deviceRow = z.looseObject({
  aor: text,
  aor_user: optText,
  sub_login: optText,
  subscriber_name: optText,
  subscriber_domain: optText,
  model: optText,
  mac: optText,
  user_agent: optText,
  mode: optText,
});
export type NsDevice = z.output<typeof deviceRow>;

export function devicesApi(t: NsTransport) {
  return {
    read: (q: { domain: string; user?: string; device?: string }) => t.read('device', 'read', q, list(deviceRow)),
    create: (d: { domain: string; user: string; device: string; mac?: string; model?: string }) =>
      t.write('device', 'create', d),
  };
}
