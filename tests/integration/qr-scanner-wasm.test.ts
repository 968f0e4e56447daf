import { createHash } from 'node:crypto';
import { ZXING_WASM_SHA256, ZXING_WASM_VERSION } from 'barcode-detector/ponyfill';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { GET as readerWasm } from '@/app/api/zxing/[version]/zxing_reader.wasm/route';
import { resetConfigForTests } from '@/lib/server/config';

const fetchWasm = async (version: string) =>
  readerWasm(new NextRequest(new URL(`/api/zxing/${version}/zxing_reader.wasm`, 'http://localhost:3000')), { params: Promise.resolve({ version }) });

const csp = async (path: string) => (await proxy(new NextRequest(new URL(path, 'http://localhost:3000')))).headers.get('content-security-policy')!;
const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d]));

describe('QR scanner reader (app sign-in without a native BarcodeDetector)', () => {
  it('serves the exact reader the scanner ponyfill was built for, as WebAssembly cached for good', async () => {
    const res = await fetchWasm(ZXING_WASM_VERSION);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/wasm');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(ZXING_WASM_SHA256);
    expect(WebAssembly.validate(bytes)).toBe(true);
  });

  it('answers 404 for another version, so no cache keeps a wrong file under its name', async () => {
    for (const version of ['0.0.1', '..', 'latest']) {
      const res = await fetchWasm(version);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });
});

describe('CSP: WebAssembly compilation only on the app sign-in page', () => {
  afterEach(() => {
    Object.assign(process.env, { NODE_ENV: 'test' });
    delete process.env.APP_SECRET;
    resetConfigForTests();
  });

  it.each(['production', 'development'])('%s: /appSignin adds wasm-unsafe-eval to script-src and changes nothing else', async (mode) => {
    Object.assign(process.env, { NODE_ENV: mode, APP_SECRET: 'integration-secret-integration-secret' });
    resetConfigForTests();
    const signin = directives(await csp('/appSignin?cloud_id=acme'));
    const qr = directives(await csp('/getQR?username=101@acme-main&cloud_id=acme'));
    const base = mode === 'production' ? "script-src 'self' 'unsafe-inline'" : "script-src 'self' 'unsafe-inline' 'unsafe-eval'";
    expect(signin['script-src']).toBe(`${base} 'wasm-unsafe-eval'`);
    expect(qr['script-src']).toBe(base);
    expect({ ...signin, 'script-src': base }).toEqual(qr);
    expect(signin['connect-src']).toBe("connect-src 'self'");
    for (const path of ['/login', '/custom_tab/index', '/dashboard', '/api/health', '/appSignin/other', '/appSigninX']) {
      expect(await csp(path)).not.toContain('wasm-unsafe-eval');
    }
  });
});
