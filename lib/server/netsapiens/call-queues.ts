import 'server-only';
import { z } from 'zod';
import { list, optText, text } from './fields';
import type { NsTransport } from './transport';

const queueRow = z.looseObject({
  queue_name: text,
  description: optText,
  domain: optText,
});
export type NsCallQueue = z.output<typeof queueRow>;

export function callQueuesApi(t: NsTransport) {
  return {
    /** Call queues; park slots are the ones with numeric names. */
    read: (q: { domain: string; queueName?: string }) =>
      t.read('callqueue', 'read', { domain: q.domain, queue_name: q.queueName }, list(queueRow)),
  };
}
