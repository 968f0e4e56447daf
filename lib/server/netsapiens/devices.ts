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
  /** The device's SIP password (reference §5); a secret: never log or answer it to a browser. */
  authentication_key: optText,
  auth_user: optText,
});
export type NsDevice = z.output<typeof deviceRow>;

export type NsDeviceCreate = {
  domain: string;
  user: string;
  device: string;
  mac?: string;
  model?: string;
  /** The SIP password to set; sent under the name the read answers it with. */
  authentication_key?: string;
};

export function devicesApi(t: NsTransport) {
  return {
    read: (q: { domain: string; user?: string; device?: string }) => t.read('device', 'read', q, list(deviceRow)),
    create: (d: NsDeviceCreate) => t.write('device', 'create', d),
  };
}
