import { randomBytes } from 'node:crypto';
import { accepted, ok, type ObjectHandlers } from '../api-types';
import { listResult, need, SimHttpError } from '../http-util';
import { assertDomain, assertUser, reach } from '../scope';

export const deviceHandlers: ObjectHandlers = {
  read(ctx) {
    const { state, actor, params } = ctx;
    need(params, 'domain');
    if (params.user) assertUser(state, actor, params.domain, params.user);
    else assertDomain(state, actor, params.domain);
    const rows = state.devices.filter(
      (d) =>
        d.subscriber_domain === params.domain &&
        (!params.user || d.subscriber_name === params.user) &&
        (!params.device || d.aor_user === params.device || d.aor === params.device) &&
        (reach(actor) !== 'user' || d.subscriber_name === actor.user),
    );
    return ok(listResult(rows, params));
  },
  create(ctx) {
    const { state, actor, params } = ctx;
    need(params, 'domain', 'user', 'device');
    assertUser(state, actor, params.domain, params.user);
    const sub = state.subscribers.find((s) => s.domain === params.domain && s.user === params.user);
    if (!sub) throw new SimHttpError(404, 'User not found');
    const aor = `sip:${params.device}@${params.domain}`;
    if (state.devices.some((d) => d.aor === aor)) throw new SimHttpError(409, 'Device already exists');
    state.devices.push({
      aor, aor_user: params.device, sub_login: sub.subscriber_login, subscriber_name: sub.user,
      subscriber_domain: sub.domain, sub_fullname: `${sub.first_name} ${sub.last_name}`, sub_scope: sub.scope,
      mac: params.mac ?? '', model: params.model ?? '', mode: 'registration', user_agent: '',
      registration_time: '', transport: 'udp', line: '1',
      // The SIP credentials: the caller's password when it sends one, else one the platform makes up.
      authentication_key: params.authentication_key || randomBytes(12).toString('base64url'),
      auth_user: params.auth_user || params.device,
    });
    return accepted();
  },
};
