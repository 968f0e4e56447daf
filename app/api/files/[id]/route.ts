import { AppError } from '@/lib/server/http/errors';
import { route } from '@/lib/server/http/handler';
import { readFile } from '@/lib/server/services/files';

// Ids are random UUIDs; logos must load on the sign-in page and in the tabs without a session.
export const GET = route({ guard: 'public' }, async ({ params }) => {
  const file = await readFile(params.id);
  if (!file) throw new AppError('not_found', 'errors.notFound', 'Not found');
  return new Response(Buffer.from(file.data), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened directly must not run script: sandboxed, no sources allowed.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
});
