import { clientKindFromUserAgent, provisioningLetter } from '@/lib/format/client-kind';

describe('kind of client of a provisioning request', () => {
  it.each([
    ['CloudSoftphone/1.5.6 (iPhone; iOS 17.2)', 'iOS'],
    ['CloudSoftphone/1.6.4 (iPad; iOS 16)', 'iOS'],
    ['Groundwire/24.1 (iPhone12,1; iOS 17.0)', 'iOS'],
    ['CloudSoftphone/2.1.0 (Android 14; Pixel 8)', 'Android'],
    ['Acrobits Softphone/6.2 Android/13', 'Android'],
  ])('reads %s as %s', (ua, kind) => {
    expect(clientKindFromUserAgent(ua)).toBe(kind);
  });

  it.each([
    ['nothing', undefined],
    ['an empty header', ''],
    ['a bare app name', 'CloudSoftphone/1.5.6'],
    ['a browser on Android', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36'],
    ['a browser on an iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'],
    ['a desktop client', 'CloudSoftphone/1.2 (Windows 10; x64)'],
    ['a string naming both systems', 'Tester/1.0 (Android; iOS)'],
    ['a word that merely contains a name', 'Androidish/1.0 (iOSX)'],
  ])('leaves %s undecided', (_, ua) => {
    expect(clientKindFromUserAgent(ua)).toBeUndefined();
  });

  it('takes the direct parameter first, with the letters of spec 001 §4', () => {
    expect(['Android', 'iOS', 'Chrome', 'Win32', 'Undefined', 'Linux'].map((direct) => provisioningLetter({ direct }))).toEqual(['m', 'i', 'w', 'e', 'u', 'd']);
    expect(provisioningLetter({ direct: 'ios', userAgent: 'CloudSoftphone/1.5.6 (Android 14)' })).toBe('i');
  });

  it('falls back to the User-Agent, and to d when that says nothing', () => {
    expect(provisioningLetter({ direct: '', userAgent: 'CloudSoftphone/1.5.6 (iPhone; iOS 17)' })).toBe('i');
    expect(provisioningLetter({ userAgent: 'CloudSoftphone/2.1.0 (Android 14)' })).toBe('m');
    expect(provisioningLetter({ userAgent: 'curl/8.4.0' })).toBe('d');
    expect(provisioningLetter({})).toBe('d');
  });
});
