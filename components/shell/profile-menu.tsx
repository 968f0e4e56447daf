'use client';

import { ChevronDown, LogOut, Settings, UserPen } from 'lucide-react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { logout, type Profile } from '@/lib/api-client/profile';
import { setCustomizerOpen } from '@/components/theme/theme-store';
import { Avatar } from './avatar';

export function ProfileMenu({ profile }: { profile: Profile }) {
  const t = useTranslations('shell');
  const tc = useTranslations('customizer');
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('profileMenu')}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-md px-2 py-1 hover:bg-canvas"
      >
        <Avatar url={profile.pictureUrl} name={profile.name} size={32} />
        <span className="hidden text-sm font-medium sm:inline">{profile.name}</span>
        <ChevronDown aria-hidden className="h-4 w-4 text-muted" />
      </button>
      {open && (
        <div role="menu" className="absolute end-0 z-50 mt-2 w-48 rounded-md border border-line bg-surface py-1 shadow-lg">
          <Link role="menuitem" href="/userEdit" onClick={() => setOpen(false)} className="flex items-center gap-2 px-4 py-2 text-sm hover:bg-canvas">
            <UserPen aria-hidden className="h-4 w-4" /> {t('editProfile')}
          </Link>
          <button
            role="menuitem"
            type="button"
            onClick={() => {
              setOpen(false);
              setCustomizerOpen(true);
            }}
            className="flex w-full items-center gap-2 px-4 py-2 text-start text-sm hover:bg-canvas"
          >
            <Settings aria-hidden className="h-4 w-4" /> {tc('menuEntry')}
          </button>
          <button role="menuitem" type="button" onClick={logout} className="flex w-full items-center gap-2 px-4 py-2 text-start text-sm hover:bg-canvas">
            <LogOut aria-hidden className="h-4 w-4" /> {t('logout')}
          </button>
        </div>
      )}
    </div>
  );
}
