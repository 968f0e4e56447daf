import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '@/lib/schemas/profile';
import { profileInput } from '@/lib/schemas/profile';
import { route } from '@/lib/server/http/handler';
import { getProfile, updateProfile } from '@/lib/server/services/profile';

export const GET = route({ guard: 'session' }, async ({ actor }) => getProfile(actor));

const form = profileInput.extend({ picture: z.unknown().optional() });

export const PUT = route(
  { guard: 'session', body: form, multipart: true, maxBody: MAX_IMAGE_BYTES + 64 * 1024 },
  async ({ actor, body }) => {
    const { picture, ...fields } = body;
    const chosen = picture instanceof Blob && picture.size > 0 ? picture : undefined;
    return updateProfile(actor, fields, chosen);
  },
);
