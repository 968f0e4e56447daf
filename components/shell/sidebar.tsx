'use client';

import { clsx } from 'clsx';
import { Building2, ChevronLeft, ChevronRight, Globe, Home, Pencil, ScrollText, Server, SlidersHorizontal, Smartphone, Users, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useRef } from 'react';
import { horizontalStep } from '@/lib/theme/settings';
import { navigation } from '@/lib/auth/navigation';
import type { Permission } from '@/lib/auth/permissions';
import type { Profile } from '@/lib/api-client/profile';
import { Avatar } from './avatar';

const icons = { home: Home, globe: Globe, smartphone: Smartphone, building: Building2, users: Users, server: Server, sliders: SlidersHorizontal, scroll: ScrollText };

type Props = { profile: Profile; permissions: Permission[]; open: boolean; onClose: () => void };

export function Sidebar({ profile, permissions, open, onClose }: Props) {
  const t = useTranslations();
  const pathname = usePathname();
  const entries = navigation.filter((e) => permissions.includes(e.permission));
  const nav = useRef<HTMLElement>(null);
  // Horizontal menu arrows; in RTL the "next" direction is towards negative scrollLeft.
  const scroll = (towardsEnd: boolean) => {
    const rtl = document.documentElement.dir === 'rtl';
    nav.current?.scrollBy({ left: horizontalStep(window.innerWidth) * (towardsEnd !== rtl ? 1 : -1) });
  };
  const arrow = 'hidden shrink-0 rounded p-2 hover:bg-canvas';
  return (
    <>
      {open && <div className="fixed inset-0 z-30 bg-black/40 lg:hidden" onClick={onClose} aria-hidden />}
      <aside
        id="sidebar"
        aria-label={t('nav.menu')}
        className={clsx(
          'fixed inset-y-0 start-0 z-40 flex w-64 flex-col border-e border-line bg-surface transition-transform lg:static lg:translate-x-0',
          open ? 'translate-x-0' : '-translate-x-full rtl:translate-x-full lg:rtl:translate-x-0',
        )}
      >
        <div className="flex items-center justify-between px-5 py-4 lg:hidden">
          <span className="font-semibold">{t('app.name')}</span>
          <button type="button" onClick={onClose} aria-label={t('shell.closeMenu')} className="rounded p-1 hover:bg-canvas">
            <X aria-hidden className="h-5 w-5" />
          </button>
        </div>
        <div data-sidebar-profile className="flex flex-col items-center gap-2 border-b border-line px-5 py-6 text-center">
          <div className="relative">
            <Avatar url={profile.pictureUrl} name={profile.name} size={72} />
            <Link href="/userEdit" aria-label={t('shell.editPicture')} className="absolute -end-1 bottom-0 rounded-full bg-primary p-1.5 text-white shadow hover:brightness-110">
              <Pencil aria-hidden className="h-3 w-3" />
            </Link>
          </div>
          <p className="font-semibold" data-testid="sidebar-name">{profile.name}</p>
          <p className="text-xs uppercase tracking-wide text-muted" data-testid="sidebar-role">{t(`shell.roles.${profile.role}`)}</p>
        </div>
        <button type="button" data-hscroll onClick={() => scroll(false)} aria-label={t('customizer.scrollBack')} className={arrow}>
          <ChevronLeft aria-hidden className="h-5 w-5 rtl:rotate-180" />
        </button>
        <nav ref={nav} className="min-w-0 flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {entries.map((e) => {
              const Icon = icons[e.icon as keyof typeof icons];
              const active = pathname === e.href || pathname.startsWith(`${e.href}/`);
              return (
                <li key={e.key}>
                  <Link
                    href={e.href}
                    title={t(`nav.${e.key}`)}
                    onClick={onClose}
                    aria-current={active ? 'page' : undefined}
                    className={clsx(
                      'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition',
                      active ? 'bg-primary text-white' : 'text-ink hover:bg-canvas',
                    )}
                  >
                    <Icon aria-hidden className="h-4 w-4 shrink-0" />
                    <span data-nav-label>{t(`nav.${e.key}`)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <button type="button" data-hscroll onClick={() => scroll(true)} aria-label={t('customizer.scrollForward')} className={arrow}>
          <ChevronRight aria-hidden className="h-5 w-5 rtl:rotate-180" />
        </button>
      </aside>
    </>
  );
}
