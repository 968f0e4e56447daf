import { eq } from 'drizzle-orm';
import { GET, POST } from '@/app/provisioning/account/route';
import { POST as qr } from '@/app/api/tab/qr/route';
import { getDb } from '@/lib/server/db/client';
import { clientProfileBlf, clientProfiles } from '@/lib/server/db/schema';
import { call } from '../fixtures/api';
import { useSimulator, type Sim } from '../fixtures/simulator';
import { ensureAcmeWhiteLabel, USER } from './tabs-helpers';

let sim: Sim;
beforeAll(async () => {
  const acme = await ensureAcmeWhiteLabel();
  sim = await useSimulator();
  const db = await getDb();
  await db.delete(clientProfiles).where(eq(clientProfiles.subscriberId, acme.id));
  const [p] = await db.insert(clientProfiles).values({
    subscriberId: acme.id, company: 'Acme Corp', proxy: 'sbc.acme.example:5061', transport: 'tls', expires: 300,
    settings: { codecorder: '9,0,8', dtmforder: 'rfc2833,info', allowvideo: false, pushnat: true, stun: 'stun.acme.example', opusoptions_bitrate: '24000', stunpassword: 'x<y' },
  }).returning();
  await db.insert(clientProfileBlf).values([
    { profileId: p.id, position: 1, extension: '102', label: 'Reception' },
    { profileId: p.id, position: 2, extension: '103', label: 'Sales' },
  ]);
});
afterAll(() => sim.close());

const path = (q: Record<string, string>) => `/provisioning/account?${new URLSearchParams(q)}`;

describe('softphone provisioning', () => {
  it('answers the Acrobits account document for good credentials', async () => {
    const res = await call(GET, { path: path({ cloud_id: 'acme', username: USER.username, password: USER.password }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = res.body as string;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<account>/);
    for (const part of [
      '<username>101</username>', '<host>acme-main.12345.service</host>', '<proxy>sbc.acme.example:5061</proxy>', '<transport>tls</transport>',
      '<expires>300</expires>', '<codecOrder>9,0,8</codecOrder>', '<dtmfOrder>rfc2833,info</dtmfOrder>', '<allowVideo>0</allowVideo>',
      '<pushNAT>1</pushNAT>', '<STUN>stun.acme.example</STUN>', '<STUNPassword>x&lt;y</STUNPassword>', '<cloud_username>101@acme-main</cloud_username>',
      '<bitrate>24000</bitrate>', '<blf>', '<uri>102</uri>', '<uri>103</uri>',
    ]) expect(xml).toContain(part);
    expect(xml).toMatch(/<title>[^<]+<\/title>/);
  });

  it('takes the credentials from a POST form body too', async () => {
    const form = new URLSearchParams({ cloud_id: 'acme*', cloud_username: USER.username, cloud_password: USER.password });
    const res = await POST(new (await import('next/server')).NextRequest('http://localhost:3000/provisioning/account', {
      method: 'POST', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<username>101</username>');
  });

  it('answers the XML error form for missing or wrong credentials', async () => {
    const missing = await call(GET, { path: path({ cloud_id: 'acme', username: USER.username }) });
    expect(missing.status).toBe(400);
    expect(missing.body).toContain('<error><message>');
    const wrong = await call(GET, { path: path({ cloud_id: 'acme', username: USER.username, password: 'nope-nope' }) });
    expect(wrong.status).toBe(403);
    expect(wrong.headers.get('content-type')).toMatch(/application\/xml/);
    expect(wrong.body).toMatch(/<error><message>Invalid username or password<\/message><\/error>/);
  });

  it('accepts the one-time code of a QR once, and only for its own user', async () => {
    const shown = await call(qr, { json: { username: USER.username, cloud_id: 'acme', password: USER.password } });
    expect(shown.status).toBe(200);
    const link = shown.body.link as string;
    expect(link).toMatch(/^csc:101%40acme-main:[A-Za-z0-9_-]+@acme$/);
    expect(link).not.toContain('demo1234');
    const code = decodeURIComponent(link.split(':')[2].split('@')[0]);
    const other = await call(GET, { path: path({ cloud_id: 'acme', username: '102@acme-main', password: code }) });
    expect(other.status).toBe(403);
    // A code is spent by its first use, even a refused one: it cannot be tried again.
    const again = await call(qr, { json: { username: USER.username, cloud_id: 'acme', password: USER.password } });
    const code2 = decodeURIComponent((again.body.link as string).split(':')[2].split('@')[0]);
    const first = await call(GET, { path: path({ cloud_id: 'acme', username: USER.username, password: code2 }) });
    expect(first.status).toBe(200);
    expect(first.body).toContain('<username>101</username>');
    expect(first.body).not.toContain('<cloud_password>');
    const second = await call(GET, { path: path({ cloud_id: 'acme', username: USER.username, password: code2 }) });
    expect(second.status).toBe(403);
  });
});
