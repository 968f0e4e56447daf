import { Headphones, PhoneForwarded, Settings, Sparkles } from 'lucide-react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { TabSearch } from './tab-gate';

type Home = { logo: string | null; background: string | null; engage: boolean };

/** The landing menu: big touch targets, two per row on a phone. */
export async function TabTiles({ home, search, title }: { home: Home; search: TabSearch; title: string }) {
  const t = await getTranslations('tabs.nav');
  const keep = new URLSearchParams();
  for (const k of ['username', 'cloud_id', 'direct']) if (typeof search[k] === 'string') keep.set(k, search[k] as string);
  const q = keep.size ? `?${keep}` : '';
  const tiles = [
    { href: '/custom_tab/voice_messages', label: t('voicemail'), Icon: Headphones },
    { href: '/custom_tab/vmail_settings', label: t('settings'), Icon: Settings },
    { href: '/custom_tab/call_parkings', label: t('park'), Icon: PhoneForwarded },
    ...(home.engage ? [{ href: '/custom_tab/engage', label: t('engage'), Icon: Sparkles }] : []),
  ];
  return (
    <main className="p-4" style={home.background ? { backgroundImage: `url(${home.background})`, backgroundSize: 'cover' } : undefined}>
      {home.logo && (
        // eslint-disable-next-line @next/next/no-img-element -- tenant logo from our own /api/files; next/image adds client JS
        <img src={home.logo} alt="" className="mx-auto mb-4 max-h-16 w-auto" />
      )}
      <h1 className="mb-4 text-center text-lg font-semibold">{title}</h1>
      <ul className="grid grid-cols-2 gap-3">
        {tiles.map(({ href, label, Icon }) => (
          <li key={href}>
            <Link href={`${href}${q}`} className="flex min-h-28 flex-col items-center justify-center gap-2 rounded-xl bg-surface p-4 text-center font-medium shadow-sm active:scale-95">
              <Icon aria-hidden className="h-8 w-8 text-primary" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
