'use client';

import { Maximize, Menu, Minimize } from 'lucide-react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import type { Permission } from '@/lib/auth/permissions';
import { useProfile, type Profile } from '@/lib/api-client/profile';
import { LanguagePicker } from './language-picker';
import { PageLoader } from './page-loader';
import { ProfileMenu } from './profile-menu';
import { Sidebar } from './sidebar';
import { Customizer } from '@/components/theme/customizer';

type Props = { profile: Profile; permissions: Permission[]; children: React.ReactNode };

export function Shell({ profile: initial, permissions, children }: Props) {
  const t = useTranslations();
  const { data: profile = initial } = useProfile(initial);
  const [open, setOpen] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const sync = () => setFullscreen(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggleFullscreen = () =>
    (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined);

  return (
    <div className="flex min-h-screen" data-shell>
      <PageLoader />
      <Sidebar profile={profile} permissions={permissions} open={open} onClose={() => setOpen(false)} />
      <div className="flex min-w-0 flex-1 flex-col" data-shell-content>
        <header data-shell-header className="sticky top-0 z-20 flex items-center gap-2 border-b border-line bg-surface px-4 py-2">
          <button
            type="button"
            onClick={() => setOpen((o) => !o)}
            aria-label={t('shell.toggleSidebar')}
            aria-controls="sidebar"
            aria-expanded={open}
            className="rounded p-2 hover:bg-canvas lg:hidden"
          >
            <Menu aria-hidden className="h-5 w-5" />
          </button>
          <Link href="/dashboard" className="font-semibold text-primary">
            {t('app.name')}
          </Link>
          <div className="ms-auto flex items-center gap-2">
            <button type="button" onClick={toggleFullscreen} aria-label={t('shell.fullscreen')} aria-pressed={fullscreen} className="hidden rounded p-2 hover:bg-canvas sm:block">
              {fullscreen ? <Minimize aria-hidden className="h-5 w-5" /> : <Maximize aria-hidden className="h-5 w-5" />}
            </button>
            <LanguagePicker />
            <ProfileMenu profile={profile} />
          </div>
        </header>
        <main className="flex-1 p-4 sm:p-6">{children}</main>
        <footer className="border-t border-line bg-surface px-6 py-3 text-center text-xs text-muted">
          {t('app.copyright', { year: new Date().getFullYear() })}
        </footer>
      </div>
      <Customizer />
    </div>
  );
}
