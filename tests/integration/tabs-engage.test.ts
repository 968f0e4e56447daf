import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { POST as session } from '@/app/api/tab/session/route';
import { tabContext, unsealTab } from '@/lib/server/auth/tab-session';
import { getDb } from '@/lib/server/db/client';
import { storeImage } from '@/lib/server/services/files';
import { engageFor, tabHome } from '@/lib/server/services/tab-home';
import { call } from '../fixtures/api';
import { useSimulator, type Sim } from '../fixtures/simulator';
import { cookieFrom, ensureAcmeWhiteLabel, USER } from './tabs-helpers';

let sim: Sim;
beforeAll(async () => {
  sim = await useSimulator();
});
// Every test file has a database of its own, so the white label needs no restoring.
afterAll(async () => {
  await sim.close();
});

async function open() {
  const res = await call(session, { json: USER });
  const cookie = cookieFrom(res, 'tab_session')!;
  return { cookie, tab: await tabContext((await unsealTab(cookie.split('=')[1]))!) };
}

const csp = async (path: string, cookie?: string) =>
  (await proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers: cookie ? { cookie } : {} }))).headers.get('content-security-policy')!;

describe('Engage (custom web tab check)', () => {
  it('is hidden without a configured widget, with no frame-src anywhere', async () => {
    await ensureAcmeWhiteLabel({ engageWidgetUrl: null });
    const { cookie, tab } = await open();
    expect(await engageFor(tab)).toBeUndefined();
    expect((await tabHome(tab)).engage).toBe(false);
    expect(await csp('/custom_tab/engage', cookie)).not.toContain('frame-src');
  });

  it('shows the widget for a user the platform knows, and lets only the engage page frame it', async () => {
    await ensureAcmeWhiteLabel({ engageWidgetUrl: 'https://widget.example.com/toolbar?x=1' });
    const { cookie, tab } = await open();
    expect(await engageFor(tab)).toBe('https://widget.example.com/toolbar?x=1');
    // The tile also needs a custom tab background, which this tenant has not uploaded.
    expect((await tabHome(tab)).engage).toBe(false);
    expect(await csp('/custom_tab/engage', cookie)).toMatch(/frame-src https:\/\/widget\.example\.com(;|$)/);
    expect(await csp('/custom_tab/index', cookie)).not.toContain('frame-src');
    expect(await csp('/custom_tab/engage')).not.toContain('frame-src');
  });

  it('puts the Engage tile on the index when the white label has a custom tab background', async () => {
    // A 1x1 PNG: images are checked by their first bytes.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    const background = await storeImage(await getDb(), 'acme', new Blob([png], { type: 'image/png' }));
    await ensureAcmeWhiteLabel({ engageWidgetUrl: 'https://widget.example.com/toolbar', customTabBackgroundId: background });
    const { tab } = await open();
    expect(await tabHome(tab)).toMatchObject({ engage: true, background: `/api/files/${background}` });
    // The background alone is not enough: without a widget the check fails and the tile stays away.
    await ensureAcmeWhiteLabel({ engageWidgetUrl: null, customTabBackgroundId: background });
    expect(await tabHome(tab)).toMatchObject({ engage: false, background: `/api/files/${background}` });
    await ensureAcmeWhiteLabel({ engageWidgetUrl: 'https://widget.example.com/toolbar', customTabBackgroundId: null });
    expect((await tabHome(tab)).engage).toBe(false);
  });

  it('fails closed when the platform does not answer', async () => {
    await ensureAcmeWhiteLabel({ engageWidgetUrl: 'https://widget.example.com/toolbar' });
    const { tab } = await open();
    await fetch(`${sim.url}/__control/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ object: 'subscriber', action: 'read', status: 500, count: 2 }) });
    expect(await engageFor(tab)).toBeUndefined();
  });
});
