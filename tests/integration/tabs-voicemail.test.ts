import { GET as list } from '@/app/api/tab/voicemail/route';
import { DELETE as remove } from '@/app/api/tab/voicemail/[index]/route';
import { GET as audio } from '@/app/api/tab/voicemail/[index]/audio/route';
import { POST as forward } from '@/app/api/tab/voicemail/[index]/forward/route';
import { POST as save } from '@/app/api/tab/voicemail/[index]/save/route';
import { NextRequest } from 'next/server';
import { call } from '../fixtures/api';
import { useSimulator, type Sim } from '../fixtures/simulator';
import { ensureAcmeWhiteLabel, tabCookie } from './tabs-helpers';

let sim: Sim;
let cookie: string;
beforeAll(async () => {
  await ensureAcmeWhiteLabel();
  sim = await useSimulator();
});
afterAll(() => sim.close());
// A reset forgets the platform's tokens, so each test opens the tab anew.
beforeEach(async () => {
  sim.reset();
  cookie = await tabCookie();
});

const items = async (folder: string, who = cookie) => (await call(list, { cookie: who, path: `/api/tab/voicemail?folder=${folder}` })).body.items as Array<Record<string, unknown>>;

describe('voicemail tab', () => {
  it('lists a folder with what the page shows, never the platform play URL', async () => {
    const res = await call(list, { cookie, path: '/api/tab/voicemail?folder=new' });
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(res.body.items[0]).toEqual(expect.objectContaining({ index: expect.any(String), duration: expect.any(Number), date: expect.any(String) }));
    expect(JSON.stringify(res.body)).not.toMatch(/remotepath|auth=/);
    expect((await call(list, { cookie, path: '/api/tab/voicemail?folder=bogus' })).status).toBe(400);
  });

  it('saves a new message into the saved folder', async () => {
    const [first] = await items('new');
    expect((await call(save, { cookie, json: { folder: 'new' }, params: { index: first.index as string } })).status).toBe(200);
    expect((await items('new')).map((m) => m.index)).not.toContain(first.index);
    expect((await items('save')).map((m) => m.index)).toContain(first.index);
  });

  it('forwards to another extension and refuses an empty recipient', async () => {
    const [first] = await items('new');
    const empty = await call(forward, { cookie, json: { folder: 'new', to: '  ' }, params: { index: first.index as string } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.key).toBe('voicemail.forwardEmpty');
    const other = await tabCookie({ username: '102@acme-main', password: 'demo1234', cloud_id: 'acme' });
    const before = (await items('new', other)).length;
    expect((await call(forward, { cookie, json: { folder: 'new', to: '102' }, params: { index: first.index as string } })).status).toBe(200);
    expect((await items('new', other)).length).toBe(before + 1);
  });

  it('deletes into the trash, then for good', async () => {
    const [first] = await items('new');
    expect((await call(remove, { cookie, method: 'DELETE', path: '/api/tab/voicemail/x?folder=new', params: { index: first.index as string } })).status).toBe(200);
    expect((await items('trash')).map((m) => m.index)).toContain(first.index);
    expect((await call(remove, { cookie, method: 'DELETE', path: '/api/tab/voicemail/x?folder=trash', params: { index: first.index as string } })).status).toBe(200);
    expect((await items('trash')).map((m) => m.index)).not.toContain(first.index);
  });

  it('streams audio through our server with Range support', async () => {
    const [first] = await items('new');
    const path = `/api/tab/voicemail/${first.index}/audio?folder=new`;
    const full = await audio(new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { cookie } }), { params: Promise.resolve({ index: first.index as string }) });
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toMatch(/audio/);
    const bytes = new Uint8Array(await full.arrayBuffer());
    expect(String.fromCharCode(...bytes.slice(0, 4))).toBe('RIFF');
    const part = await audio(new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { cookie, range: 'bytes=0-99' } }), { params: Promise.resolve({ index: first.index as string }) });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-99\//);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const missing = await call(audio, { cookie, path: '/api/tab/voicemail/nope/audio?folder=new', params: { index: 'nope' } });
    expect(missing.status).toBe(404);
  });
});
