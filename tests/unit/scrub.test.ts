import { scrub } from '@/lib/server/logs/scrub';

describe('scrub', () => {
  it('removes passwords and tokens from query strings', () => {
    const out = scrub('GET /api/x?username=bob&password=hunter2&cloud_id=acme');
    expect(out).not.toContain('hunter2');
    expect(out).toContain('username=bob');
  });
  it('drops the whole query of a custom tab address', () => {
    const out = scrub('{"url":"/custom_tab/voice_messages?username=101&password=s3cret&cloud_id=acme"}');
    expect(out).not.toMatch(/s3cret|username=101/);
    expect(out).toContain('/custom_tab/voice_messages?[redacted]');
  });
  it('removes JSON secrets and bearer tokens', () => {
    const out = scrub('{"client_secret":"abc123","auth":"Bearer eyJhbGciOi.xyz"}');
    expect(out).not.toMatch(/abc123|eyJhbGciOi/);
  });
});
