import { z } from 'zod';
import { mandatory } from './list';

export const CONNECTION_SORTS = ['id', 'apiUrl', 'clientId', 'superuser', 'deliveryWebhook', 'active', 'cloudId'] as const;

const url = (key: string) =>
  z.string().trim().max(500).refine((v) => {
    try {
      return ['http:', 'https:'].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, key);

/**
 * Secrets are write-only: on edit an empty client secret or super-user password keeps the
 * stored one; on add they are required (`connectionCreateInput`).
 */
export const connectionInput = z.object({
  apiUrl: mandatory(500).pipe(url('netsapiens.urlFormat')),
  clientId: mandatory(200),
  clientSecret: z.string().max(500).default(''),
  superuser: mandatory(200),
  superpass: z.string().max(500).default(''),
  deliveryWebhook: z.union([z.literal(''), url('netsapiens.webhookFormat')]).default(''),
  active: z.boolean().default(true),
  subscriberId: z.number().int().positive().optional(),
});
export type ConnectionInput = z.infer<typeof connectionInput>;

export const connectionCreateInput = connectionInput.extend({
  clientSecret: mandatory(500),
  superpass: mandatory(500),
});

/** "Test connection": the form's values; empty secrets (and an id) mean the stored ones. */
export const connectionTestInput = z.object({
  id: z.number().int().positive().optional(),
  apiUrl: connectionInput.shape.apiUrl,
  clientId: connectionInput.shape.clientId,
  clientSecret: z.string().max(500).default(''),
  superuser: connectionInput.shape.superuser,
  superpass: z.string().max(500).default(''),
});
export type ConnectionTestInput = z.infer<typeof connectionTestInput>;

export type ConnectionRow = {
  id: number; apiUrl: string; clientId: string; superuser: string; deliveryWebhook: string; active: boolean;
  subscriberId: number; cloudId: string; hasClientSecret: boolean; hasSuperpass: boolean;
};

export type ConnectionTestResult = { ok: true; user: string; domain: string } | { ok: false; key: string; message: string; status?: number };
