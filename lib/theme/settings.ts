// Theme settings: a UI preference kept in localStorage (DECISIONS: browser storage holds
// only UI preferences). public/theme-init.js applies the same attributes before first
// paint; tests/unit/theme-settings.test.ts checks the two agree.
export const THEME_STORAGE_KEY = 'console-theme';

export const palettes = [
  ['#4466f2', '#1ea6ec'],
  ['#0288d1', '#26c6da'],
  ['#d64dcf', '#8e24aa'],
  ['#4c2fbf', '#2e9de4'],
  ['#7c4dff', '#7b1fa2'],
  ['#3949ab', '#4fc3f7'],
] as const;

export type Scheme = `${'light' | 'dark' | 'mix'}-${1 | 2 | 3 | 4 | 5 | 6}`;
export const schemes = ([1, 2, 3, 4, 5, 6] as const).flatMap((n) => [`light-${n}`, `dark-${n}`, `mix-${n}`] as Scheme[]);
export const sidebarTypes = ['default', 'compact', 'horizontal'] as const;
export const sidebarStyles = ['default', 'border', 'iconColor'] as const;
export const sidebarBackgrounds = ['none', ...[1, 2, 3, 4, 5, 6].flatMap((n) => [`color-${n}`, `pattern-${n}`, `image-${n}`])] as const;

export type ThemeSettings = {
  dir: 'ltr' | 'rtl';
  sidebar: (typeof sidebarTypes)[number];
  sidebarStyle: (typeof sidebarStyles)[number];
  sidebarBg: string;
  scheme: Scheme;
  primary: string;
  secondary: string;
};

export const defaultTheme: ThemeSettings = {
  dir: 'ltr',
  sidebar: 'default',
  sidebarStyle: 'default',
  sidebarBg: 'none',
  scheme: 'light-1',
  primary: '#4466f2',
  secondary: '#1ea6ec',
};

export type ThemeAction =
  | { type: 'dir'; value: ThemeSettings['dir'] }
  | { type: 'sidebar'; value: ThemeSettings['sidebar'] }
  | { type: 'sidebarStyle'; value: ThemeSettings['sidebarStyle'] }
  | { type: 'sidebarBg'; value: string }
  | { type: 'scheme'; value: Scheme }
  | { type: 'reset' };

/** The scheme's number picks its palette; mix layouts 4-6 have a dark body. */
export const isDarkScheme = (s: string) => s.startsWith('dark-') || s === 'mix-4' || s === 'mix-5' || s === 'mix-6';

export function themeReducer(state: ThemeSettings, action: ThemeAction): ThemeSettings {
  switch (action.type) {
    case 'reset':
      return defaultTheme;
    case 'scheme': {
      if (!schemes.includes(action.value)) return state;
      const [primary, secondary] = palettes[Number(action.value.split('-')[1]) - 1];
      return { ...state, scheme: action.value, primary, secondary };
    }
    case 'sidebarBg':
      return (sidebarBackgrounds as readonly string[]).includes(action.value) ? { ...state, sidebarBg: action.value } : state;
    default:
      return { ...state, [action.type]: action.value };
  }
}

const HEX = /^#[0-9a-f]{6}$/i;
const oneOf = <T extends string>(list: readonly T[], v: unknown, fallback: T): T => (list.includes(v as T) ? (v as T) : fallback);

/** Whatever is stored (old, edited by hand, or broken) becomes valid settings. */
export function parseTheme(raw: string | null | undefined): ThemeSettings {
  let v: Record<string, unknown> = {};
  try {
    const parsed = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') v = parsed;
  } catch {
    // a broken value falls back to the defaults
  }
  return {
    dir: v.dir === 'rtl' ? 'rtl' : 'ltr',
    sidebar: oneOf(sidebarTypes, v.sidebar, 'default'),
    sidebarStyle: oneOf(sidebarStyles, v.sidebarStyle, 'default'),
    sidebarBg: oneOf(sidebarBackgrounds as readonly string[], v.sidebarBg, 'none'),
    scheme: oneOf(schemes, v.scheme, 'light-1'),
    primary: typeof v.primary === 'string' && HEX.test(v.primary) ? v.primary : defaultTheme.primary,
    secondary: typeof v.secondary === 'string' && HEX.test(v.secondary) ? v.secondary : defaultTheme.secondary,
  };
}

export const serializeTheme = (s: ThemeSettings) => JSON.stringify(s);

/** What the Configuration dialog shows and copies. */
export function themeCode(s: ThemeSettings): string {
  const lines = Object.entries(s).map(([k, v]) => `  ${k}: '${v}',`);
  return [`// localStorage['${THEME_STORAGE_KEY}']`, 'export const themeConfig = {', ...lines, '};'].join('\n');
}

/** The attributes on <html> that the CSS keys on (see components/theme/theme.css). */
export function applyTheme(s: ThemeSettings, root: HTMLElement) {
  root.dir = s.dir;
  root.classList.toggle('dark', isDarkScheme(s.scheme));
  root.dataset.scheme = s.scheme;
  root.dataset.sidebar = s.sidebar;
  root.dataset.sidebarStyle = s.sidebarStyle;
  root.dataset.sidebarBg = s.sidebarBg;
  root.style.setProperty('--theme-primary', s.primary);
  root.style.setProperty('--theme-secondary', s.secondary);
}

/** Horizontal menu: one arrow press scrolls by the window width minus 310 px (spec). */
export const horizontalStep = (windowWidth: number) => Math.max(windowWidth - 310, 120);
