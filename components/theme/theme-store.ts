'use client';

import { useSyncExternalStore } from 'react';
import { applyTheme, defaultTheme, parseTheme, serializeTheme, THEME_STORAGE_KEY, themeReducer, type ThemeAction, type ThemeSettings } from '@/lib/theme/settings';

// One small store for the theme and for whether the customizer panel is open, so the
// profile menu, the floating button and the panel share them without a provider.
let settings: ThemeSettings | undefined;
let open = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

function read(): ThemeSettings {
  if (!settings) {
    try {
      settings = parseTheme(window.localStorage.getItem(THEME_STORAGE_KEY));
    } catch {
      settings = defaultTheme;
    }
  }
  return settings;
}

export function dispatchTheme(action: ThemeAction) {
  settings = themeReducer(read(), action);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, serializeTheme(settings));
  } catch {
    // private mode: the change still applies to this page
  }
  applyTheme(settings, document.documentElement);
  emit();
}

export const useThemeSettings = () => useSyncExternalStore(subscribe, read, () => defaultTheme);

export const useCustomizerOpen = () => useSyncExternalStore(subscribe, () => open, () => false);
export function setCustomizerOpen(value: boolean) {
  open = value;
  emit();
}
