import 'server-only';
import { z } from 'zod';
import { list, optText, text } from './fields';
import type { NsTransport } from './transport';

const configRow = z.looseObject({
  config_name: text,
  config_value: optText,
  description: optText,
  domain: optText,
  user: optText,
  role: optText,
  login_type: optText,
  reseller: optText,
});
export type NsUiConfig = z.output<typeof configRow>;

/** Scoping columns use '*' as the wildcard; the most specific row wins on the platform. */
type Scope = { domain: string; configName: string; user?: string; role?: string; loginType?: string };
const scopeParams = (s: Scope) => ({
  domain: s.domain,
  config_name: s.configName,
  user: s.user ?? '*',
  role: s.role ?? '*',
  login_type: s.loginType ?? '*',
});

export function uiConfigApi(t: NsTransport) {
  return {
    /** `configName` '*' reads all; `user`/`role`/`loginType` narrow only when given. */
    read: (q: Scope) =>
      t.read(
        'uiconfig',
        'read',
        { domain: q.domain, config_name: q.configName, user: q.user, role: q.role, login_type: q.loginType },
        list(configRow),
      ),
    create: (q: Scope & { value: string; description?: string; reseller?: string }) =>
      t.write('uiconfig', 'create', {
        ...scopeParams(q),
        config_value: q.value,
        description: q.description,
        reseller: q.reseller,
      }),
    delete: (q: Scope) => t.write('uiconfig', 'delete', scopeParams(q)),
  };
}
