import { UserRound } from 'lucide-react';

/** The user's picture, or a neutral placeholder when there is none. */
export function Avatar({ url, name, size = 64 }: { url: string | null; name: string; size?: number }) {
  if (!url || url === 'null' || url === 'undefined') {
    return (
      <span style={{ width: size, height: size }} className="flex items-center justify-center rounded-full bg-primary/15 text-primary" aria-label={name} role="img">
        <UserRound aria-hidden style={{ width: size / 2, height: size / 2 }} />
      </span>
    );
  }
  // eslint-disable-next-line @next/next/no-img-element -- served by our own /api/files with a strict type
  return <img src={url} alt={name} width={size} height={size} style={{ width: size, height: size }} className="rounded-full object-cover" />;
}
