import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

const ENTRIES = [
  { href: '/custom_tab/index', key: 'home' },
  { href: '/custom_tab/voice_messages', key: 'voicemail' },
  { href: '/custom_tab/vmail_settings', key: 'settings' },
  { href: '/custom_tab/call_parkings', key: 'park' },
] as const;

/** The embedded top bar (direct=0): the softphone has no navigation of its own for these tabs. */
export async function TabNav({ current, query }: { current: string; query: string }) {
  const t = await getTranslations('tabs.nav');
  return (
    <nav aria-label={t('label')} className="sticky top-0 z-10 flex overflow-x-auto border-b border-line bg-surface">
      {ENTRIES.map((e) => (
        <Link
          key={e.href}
          href={`${e.href}${query}`}
          aria-current={current === e.href ? 'page' : undefined}
          className="min-h-12 flex-1 whitespace-nowrap px-3 py-3 text-center text-sm font-medium aria-[current=page]:border-b-2 aria-[current=page]:border-primary aria-[current=page]:text-primary"
        >
          {t(e.key)}
        </Link>
      ))}
    </nav>
  );
}
