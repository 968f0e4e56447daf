import { z } from 'zod';
import { idParam } from '@/lib/schemas/list';
import { MAX_IMAGE_BYTES } from '@/lib/schemas/profile';
import { WHITE_LABEL_IMAGES, whiteLabelInput, type WhiteLabelImage } from '@/lib/schemas/white-label';
import { route } from '@/lib/server/http/handler';
import { getWhiteLabel, saveWhiteLabel } from '@/lib/server/services/white-label';

// whiteLabelDetails / createUpdateWhiteLabel (multipart; only newly chosen images are sent)
export const GET = route({ guard: 'subscribers.manage' }, async ({ actor, params }) => getWhiteLabel(actor, idParam.parse(params.id)));

const form = z.intersection(whiteLabelInput, z.object(Object.fromEntries(WHITE_LABEL_IMAGES.map((k) => [k, z.unknown().optional()]))));

export const PUT = route(
  { guard: 'subscribers.manage', body: form, multipart: true, maxBody: 3 * MAX_IMAGE_BYTES + 64 * 1024 },
  async ({ actor, params, body }) => {
    const raw = body as Record<string, unknown>;
    const chosen: Partial<Record<WhiteLabelImage, Blob>> = {};
    for (const k of WHITE_LABEL_IMAGES) if (raw[k] instanceof Blob && (raw[k] as Blob).size > 0) chosen[k] = raw[k] as Blob;
    return saveWhiteLabel(actor, idParam.parse(params.id), body, chosen);
  },
);
