import fs from 'node:fs';
import path from 'node:path';
import { applyTheme, defaultTheme, horizontalStep, parseTheme, serializeTheme, THEME_STORAGE_KEY, themeCode, themeReducer, type ThemeSettings } from '@/lib/theme/settings';

describe('theme settings', () => {
  it('defaults to primary #4466f2, secondary #1ea6ec, LTR, light', () => {
    expect(defaultTheme).toMatchObject({ primary: '#4466f2', secondary: '#1ea6ec', dir: 'ltr', scheme: 'light-1' });
  });

  it('reduces layout changes and takes the scheme\'s palette', () => {
    let s = themeReducer(defaultTheme, { type: 'dir', value: 'rtl' });
    s = themeReducer(s, { type: 'sidebar', value: 'horizontal' });
    s = themeReducer(s, { type: 'scheme', value: 'dark-3' });
    s = themeReducer(s, { type: 'sidebarBg', value: 'pattern-2' });
    expect(s).toEqual({ ...defaultTheme, dir: 'rtl', sidebar: 'horizontal', scheme: 'dark-3', primary: '#d64dcf', secondary: '#8e24aa', sidebarBg: 'pattern-2' });
    expect(themeReducer(s, { type: 'reset' })).toEqual(defaultTheme);
  });

  it('ignores unknown backgrounds and schemes', () => {
    expect(themeReducer(defaultTheme, { type: 'sidebarBg', value: 'url(http://evil)' })).toBe(defaultTheme);
    expect(themeReducer(defaultTheme, { type: 'scheme', value: 'neon-9' as never })).toBe(defaultTheme);
  });

  it('round-trips through storage and repairs broken or hostile values', () => {
    const s: ThemeSettings = { ...defaultTheme, dir: 'rtl', scheme: 'mix-2', sidebarStyle: 'border' };
    expect(parseTheme(serializeTheme(s))).toEqual(s);
    expect(parseTheme('{not json')).toEqual(defaultTheme);
    expect(parseTheme(null)).toEqual(defaultTheme);
    expect(parseTheme(JSON.stringify({ dir: 'up', primary: 'red;background:url(x)', sidebar: 'nope' }))).toEqual(defaultTheme);
  });

  it('shows the settings as code for the Configuration dialog', () => {
    const code = themeCode({ ...defaultTheme, dir: 'rtl' });
    expect(code).toContain(`localStorage['${THEME_STORAGE_KEY}']`);
    expect(code).toContain("dir: 'rtl',");
    expect(code).toContain("primary: '#4466f2',");
  });

  it('scrolls the horizontal menu by the window width minus 310 px', () => {
    expect(horizontalStep(1440)).toBe(1130);
    expect(horizontalStep(300)).toBe(120);
  });
});

describe('public/theme-init.js applies the same attributes as applyTheme()', () => {
  const script = fs.readFileSync(path.join(process.cwd(), 'public/theme-init.js'), 'utf8');
  const snapshot = (el: HTMLElement) => ({ dir: el.dir, className: el.className, data: { ...el.dataset }, style: el.getAttribute('style') });

  it.each<Partial<ThemeSettings>>([
    { dir: 'rtl', scheme: 'dark-2', primary: '#0288d1', secondary: '#26c6da', sidebar: 'compact', sidebarBg: 'image-4' },
    { scheme: 'mix-5', sidebarStyle: 'iconColor', sidebar: 'horizontal' },
    { scheme: 'mix-1', sidebarBg: 'color-3' },
  ])('for %j', (partial) => {
    const settings = { ...defaultTheme, ...partial };
    const expected = document.createElement('html');
    applyTheme(settings, expected);

    const root = document.documentElement;
    root.removeAttribute('dir');
    root.removeAttribute('class');
    root.removeAttribute('style');
    Object.keys(root.dataset).forEach((k) => delete root.dataset[k]);
    localStorage.setItem(THEME_STORAGE_KEY, serializeTheme(settings));
    new Function(script)();
    expect(snapshot(root)).toEqual(snapshot(expected));
  });

  it('leaves the page alone when nothing is stored or the value is broken', () => {
    localStorage.removeItem(THEME_STORAGE_KEY);
    document.documentElement.removeAttribute('dir');
    expect(() => new Function(script)()).not.toThrow();
    expect(document.documentElement.dir).toBe('');
    localStorage.setItem(THEME_STORAGE_KEY, '{broken');
    expect(() => new Function(script)()).not.toThrow();
  });
});
