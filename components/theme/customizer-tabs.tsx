'use client';

import { useTranslations } from 'next-intl';
import { palettes, sidebarStyles, sidebarTypes, type Scheme, type ThemeSettings } from '@/lib/theme/settings';
import { OptionButtons } from './option-buttons';
import { dispatchTheme } from './theme-store';

const six = [1, 2, 3, 4, 5, 6] as const;

export function LayoutTab({ s }: { s: ThemeSettings }) {
  const t = useTranslations('customizer');
  const bgKind = s.sidebarBg.split('-')[0];
  return (
    <div className="space-y-5">
      <OptionButtons
        label={t('direction')}
        value={s.dir}
        onChange={(value) => dispatchTheme({ type: 'dir', value })}
        options={[{ value: 'ltr', label: t('ltr') }, { value: 'rtl', label: t('rtl') }]}
      />
      <OptionButtons label={t('sidebarType')} value={s.sidebar} onChange={(value) => dispatchTheme({ type: 'sidebar', value })} options={sidebarTypes.map((v) => ({ value: v, label: t(`sidebarTypes.${v}`) }))} />
      <OptionButtons label={t('sidebarSettings')} value={s.sidebarStyle} onChange={(value) => dispatchTheme({ type: 'sidebarStyle', value })} options={sidebarStyles.map((v) => ({ value: v, label: t(`sidebarStyles.${v}`) }))} />
      <OptionButtons
        label={t('sidebarBackground')}
        value={bgKind === 'none' ? 'none' : s.sidebarBg}
        onChange={(value) => dispatchTheme({ type: 'sidebarBg', value })}
        options={[{ value: 'none', label: t('bgNone') }]}
      />
      {(['color', 'pattern', 'image'] as const).map((kind) => (
        <OptionButtons
          key={kind}
          swatch
          label={t(`bgKinds.${kind}`)}
          value={s.sidebarBg}
          onChange={(value) => dispatchTheme({ type: 'sidebarBg', value })}
          options={six.map((n) => ({ value: `${kind}-${n}`, label: t('bgOption', { kind: t(`bgKinds.${kind}`), n }), bg: `${kind}-${n}` }))}
        />
      ))}
    </div>
  );
}

export function ColourTab({ s }: { s: ThemeSettings }) {
  const t = useTranslations('customizer');
  const swatch = (mode: 'light' | 'dark' | 'mix', n: number): React.CSSProperties => {
    const [p, q] = palettes[n - 1];
    const base = mode === 'dark' ? '#1d1e26' : '#ffffff';
    const side = mode === 'mix' ? '#1d1e26' : base;
    return { background: `linear-gradient(135deg, ${p} 0 35%, ${q} 35% 55%, ${side} 55% 70%, ${base} 70%)` };
  };
  return (
    <div className="space-y-5">
      {(['light', 'dark', 'mix'] as const).map((mode) => (
        <OptionButtons
          key={mode}
          swatch
          label={t(`schemes.${mode}`)}
          value={s.scheme}
          onChange={(value) => dispatchTheme({ type: 'scheme', value })}
          options={six.map((n) => ({ value: `${mode}-${n}` as Scheme, label: t(`schemeOption.${mode}`, { n }), style: swatch(mode, n) }))}
        />
      ))}
    </div>
  );
}
