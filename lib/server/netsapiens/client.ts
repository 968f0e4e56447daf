import 'server-only';
import { answerRulesApi } from './answer-rules';
import { audioApi } from './audio';
import { audioStreamApi } from './audio-stream';
import { callQueuesApi } from './call-queues';
import { callsApi } from './calls';
import { devicesApi } from './devices';
import { domainsApi } from './domains';
import { phoneNumbersApi } from './phone-numbers';
import { completeMfa, signIn } from './sign-in';
import { smsNumbersApi } from './sms-numbers';
import { subscribersApi } from './subscribers';
import { createTransport } from './transport';
import type { NsClientOptions, NsConnection, NsIdentity } from './types';
import { uiConfigApi } from './ui-config';

/**
 * A client for one identity on one platform connection. Cheap to create per request: tokens
 * live in a process-wide cache, not in the client.
 */
export function createNsClient(conn: NsConnection, identity: NsIdentity, opts: NsClientOptions = {}) {
  const t = createTransport(conn, identity, opts);
  return {
    signIn: () => signIn(t),
    completeMfa: (q: Parameters<typeof completeMfa>[1]) => completeMfa(t, q),
    /** A valid bearer token, e.g. for the realtime socket's `subscribe`. */
    accessToken: () => t.accessToken(),
    domains: domainsApi(t),
    subscribers: subscribersApi(t),
    devices: devicesApi(t),
    answerRules: answerRulesApi(t),
    audio: audioApi(t),
    fetchAudio: audioStreamApi(t),
    calls: callsApi(t),
    callQueues: callQueuesApi(t),
    smsNumbers: smsNumbersApi(t),
    uiConfig: uiConfigApi(t),
    phoneNumbers: phoneNumbersApi(t),
  };
}

export type NsClient = ReturnType<typeof createNsClient>;
