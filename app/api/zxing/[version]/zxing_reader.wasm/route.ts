import { AppError } from '@/lib/server/http/errors';
import { route } from '@/lib/server/http/handler';
import { readerWasm } from '@/lib/server/qr/reader-wasm';

// The app sign-in scanner's QR reader, from our own origin (no CDN; CSP connect-src 'self').
// The address carries the version, so a browser keeps the file until the next upgrade.
export const GET = route({ guard: 'public' }, async ({ params }) => {
  const wasm = await readerWasm(params.version);
  if (!wasm) throw new AppError('not_found', 'errors.notFound', 'Not found');
  return new Response(wasm.body, {
    headers: {
      'Content-Type': 'application/wasm',
      'Content-Length': String(wasm.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
});
