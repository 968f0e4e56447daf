import fs from 'node:fs';
import path from 'node:path';
import { browserNamespaces, isTabPath, pickMessages, TAB_NAMESPACES } from '@/i18n/client-messages';
import en from '@/messages/en.json';

// The tab pages' browser code gets only TAB_NAMESPACES: every namespace it names must be there.
// (app-signin and qr-* belong to the public /appSignin and /getQR pages, which get every message.)
const tabSources = fs
  .readdirSync('components/tabs')
  .filter((f) => /\.tsx?$/.test(f) && !/^(app-signin|qr-)/.test(f))
  .map((f) => path.join('components/tabs', f));

function namespacesUsedIn(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const scoped = [...text.matchAll(/useTranslations\('([a-zA-Z]+)/g)].map((m) => m[1]);
  const global = /useTranslations\(\)/.test(text) ? [...text.matchAll(/\bt\(\s*'([a-zA-Z]+)\./g)].map((m) => m[1]) : [];
  return [...scoped, ...global];
}

describe('softphone tab messages', () => {
  it.each(tabSources)('%s only uses tab namespaces', (file) => {
    for (const ns of namespacesUsedIn(file)) expect(TAB_NAMESPACES).toContain(ns);
  });

  it('keeps the picked namespaces and nothing else', () => {
    const picked = pickMessages(en, TAB_NAMESPACES);
    expect(Object.keys(picked).sort()).toEqual([...TAB_NAMESPACES].sort());
    expect(picked.users).toBeUndefined();
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(en).length / 2);
  });

  it('sends the system mails\' texts to no page', () => {
    expect(browserNamespaces(en, true)).toEqual(TAB_NAMESPACES);
    const admin = browserNamespaces(en, false);
    expect(admin).not.toContain('mail');
    expect([...admin, 'mail'].sort()).toEqual(Object.keys(en).sort());
  });

  it('recognises tab paths', () => {
    expect(isTabPath('/custom_tab/voice_messages?username=101')).toBe(true);
    expect(isTabPath('/custom_tab/index')).toBe(true);
    expect(isTabPath('/custom_tabs')).toBe(false);
    expect(isTabPath('/users')).toBe(false);
    expect(isTabPath(null)).toBe(false);
  });
});
