'use client';

import { clsx } from 'clsx';
import { Code2, RotateCcw, Settings, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ConfigDialog } from './config-dialog';
import { ColourTab, LayoutTab } from './customizer-tabs';
import { dispatchTheme, setCustomizerOpen, useCustomizerOpen, useThemeSettings } from './theme-store';

const tabs = ['layout', 'colour'] as const;

/** The floating button and the side panel (opened from it or from the profile menu). */
export function Customizer() {
  const t = useTranslations('customizer');
  const open = useCustomizerOpen();
  const settings = useThemeSettings();
  const [tab, setTab] = useState<(typeof tabs)[number]>('layout');
  const [showCode, setShowCode] = useState(false);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !showCode) setCustomizerOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, showCode]);

  const onTabKey = (e: React.KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const next = tabs[(tabs.indexOf(tab) + 1) % tabs.length];
    setTab(next);
    document.getElementById(`customizer-tab-${next}`)?.focus();
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setCustomizerOpen(!open)}
        aria-label={t('open')}
        aria-expanded={open}
        aria-controls="customizer"
        className="fixed bottom-6 end-4 z-40 rounded-full bg-primary p-3 text-white shadow-lg hover:brightness-110"
      >
        <Settings aria-hidden className="h-5 w-5 motion-safe:animate-[spin_6s_linear_infinite]" />
      </button>
      {open && (
        <div
          id="customizer"
          ref={panel}
          tabIndex={-1}
          role="dialog"
          aria-labelledby="customizer-title"
          className="fixed inset-y-0 end-0 z-50 flex w-[min(22rem,100vw)] flex-col border-s border-line bg-surface text-ink shadow-2xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <h2 id="customizer-title" className="font-semibold">{t('title')}</h2>
            <button type="button" onClick={() => setCustomizerOpen(false)} aria-label={t('close')} className="rounded p-1 hover:bg-canvas">
              <X aria-hidden className="h-5 w-5" />
            </button>
          </div>
          <div role="tablist" aria-label={t('title')} className="flex border-b border-line px-2" onKeyDown={onTabKey}>
            {tabs.map((k) => (
              <button
                key={k}
                id={`customizer-tab-${k}`}
                type="button"
                role="tab"
                aria-selected={tab === k}
                aria-controls={`customizer-panel-${k}`}
                tabIndex={tab === k ? 0 : -1}
                onClick={() => setTab(k)}
                className={clsx('-mb-px border-b-2 px-4 py-2 text-sm font-medium', tab === k ? 'border-primary text-primary' : 'border-transparent text-muted')}
              >
                {t(`tabs.${k}`)}
              </button>
            ))}
          </div>
          <div id={`customizer-panel-${tab}`} role="tabpanel" aria-labelledby={`customizer-tab-${tab}`} className="flex-1 overflow-y-auto p-4">
            {tab === 'layout' ? <LayoutTab s={settings} /> : <ColourTab s={settings} />}
          </div>
          <div className="flex gap-2 border-t border-line p-4">
            <button type="button" onClick={() => setShowCode(true)} className="inline-flex flex-1 items-center justify-center gap-2 rounded-md bg-primary px-3 py-2 text-sm font-medium text-white hover:brightness-110">
              <Code2 aria-hidden className="h-4 w-4" /> {t('configuration')}
            </button>
            <button type="button" onClick={() => dispatchTheme({ type: 'reset' })} className="inline-flex items-center gap-2 rounded-md border border-line px-3 py-2 text-sm hover:bg-canvas">
              <RotateCcw aria-hidden className="h-4 w-4" /> {t('reset')}
            </button>
          </div>
        </div>
      )}
      {showCode && <ConfigDialog settings={settings} onClose={() => setShowCode(false)} />}
    </>
  );
}
