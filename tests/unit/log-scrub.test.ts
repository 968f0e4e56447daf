import { scrub, scrubValue } from '@/lib/server/logs/scrub';

const SECRET = 'hunter2';

describe('log scrubbing', () => {
  it.each([
    ['a query parameter', `/api/x?user=a&password=${SECRET}&b=1`],
    ['a custom tab address', `/custom_tab/voice_messages?username=a&password=${SECRET}`],
    ['an encoded next= address', `/login?next=%2Fcustom_tab%2Findex%3Fusername%3Da%26password%3D${SECRET}`],
    ['an encoded parameter elsewhere', `/x?next=%2Fother%3Fu%3Da%26password%3D${SECRET}%26z%3D1`],
    ['JSON', `{"password":"${SECRET}"}`],
    ['JSON inside a message', `{"msg":"{\\"password\\":\\"${SECRET}\\"}"}`],
    ['a bearer token', `Authorization: Bearer ${SECRET}`],
    ['a reset reference', `/resetPassword?ref=${SECRET}`],
    ['a device SIP password in a form body', `domain=d&device=101i&authentication_key=${SECRET}`],
    ['a device SIP password in JSON', `{"aor":"sip:101i@d","authentication_key":"${SECRET}"}`],
    ['a device token as cloud_password in a provisioning body', `cloud_id=acme&cloud_username=101%40acme-main%40QR&cloud_password=${SECRET}`],
    ['a device token as cloud_password in JSON', `{"cloud_username":"101@acme-main@QR","cloud_password":"${SECRET}"}`],
    ['a cloud_password inside a message', `{"msg":"{\\"cloud_password\\":\\"${SECRET}\\"}"}`],
    ['an encoded cloud_password', `/login?next=%2Fprovisioning%2Faccount%3Fcloud_password%3D${SECRET}`],
    ['a compound token name', `deviceToken=${SECRET}`],
    ['an account document', `<account><cloud_password>${SECRET}</cloud_password><password>${SECRET}</password></account>`],
  ])('removes a secret from %s', (_, text) => {
    expect(scrub(text)).not.toContain(SECRET);
  });

  it('keeps error codes readable', () => {
    expect(scrub('{"code":"upstream_error"}')).toBe('{"code":"upstream_error"}');
  });

  it('keeps a device username and the rest of an account document', () => {
    const out = scrub(`<account><cloud_username>101@acme-main@QR</cloud_username><cloud_password>${SECRET}</cloud_password><host>d</host></account>`);
    expect(out).toBe('<account><cloud_username>101@acme-main@QR</cloud_username><cloud_password>[redacted]</cloud_password><host>d</host></account>');
  });

  it('redacts secret-looking keys in structured data, however they are spelled', () => {
    expect(scrubValue({ clientSecret: SECRET, smtp: { emailPassword: SECRET, host: 'mail' }, list: [{ apiKey: SECRET }], device: { authentication_key: SECRET }, ok: 1 })).toEqual({
      clientSecret: '[redacted]',
      smtp: { emailPassword: '[redacted]', host: 'mail' },
      list: [{ apiKey: '[redacted]' }],
      device: { authentication_key: '[redacted]' },
      ok: 1,
    });
  });
});
