import { buildCscLink, deviceLogin, deviceTypeLetter, linkCloudId, parseCscLink, platformLoginOf, sessionTypeLetter, tenantCloudId } from '@/lib/format/softphone-link';
import { format } from 'date-fns';
import { callerDisplay, formatDuration, formatPhone, formatVoicemailDate, parkInitials, parsePlatformDate } from '@/lib/format/tab-display';

describe('tab display rules (spec 2.7, 9)', () => {
  it('shows durations as mm:ss, or hh:mm:ss from an hour on', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration('3599')).toBe('59:59');
    expect(formatDuration(3600)).toBe('01:00:00');
    expect(formatDuration(3725)).toBe('01:02:05');
    expect(formatDuration(undefined)).toBe('00:00');
  });

  it('formats numbers of 10 or more digits from their last ten', () => {
    expect(formatPhone('6025550101')).toBe('(602) 555-0101');
    expect(formatPhone('16025550101')).toBe('(602) 555-0101');
    expect(formatPhone('+44 20 7946 0958')).toBe('(207) 946-0958');
    expect(formatPhone('104')).toBe('104');
    expect(formatPhone('')).toBe('');
  });

  it('shows long numbers alone and short ones with the caller name', () => {
    expect(callerDisplay('16025550101', 'Sam Carter')).toEqual({ primary: '(602) 555-0101' });
    expect(callerDisplay('104', 'Dana Lee')).toEqual({ primary: 'Dana Lee', secondary: '104' });
    expect(callerDisplay('104', '')).toEqual({ primary: '104' });
  });

  it('reads platform dates as UTC and shows "MMM Do, h:mm a" in local time', () => {
    expect(parsePlatformDate('2024-03-01 10:15:00')?.toISOString()).toBe('2024-03-01T10:15:00.000Z');
    expect(parsePlatformDate('1709288100')?.toISOString()).toBe('2024-03-01T10:15:00.000Z');
    expect(parsePlatformDate('nonsense')).toBeUndefined();
    const local = new Date(Date.UTC(2024, 2, 1, 10, 15));
    const expected = `Mar ${local.getDate()}${['st', 'nd', 'rd'][((local.getDate() + 90) % 100 - 10) % 10 - 1] ?? 'th'}`;
    expect(formatVoicemailDate('2024-03-01 10:15:00')).toMatch(new RegExp(`^${expected}, \\d{1,2}:\\d{2} (AM|PM)$`));
    expect(formatVoicemailDate('')).toBe('');
    // The same text as date-fns' "MMM do, h:mm a", through a day's hours and the ordinal edge cases.
    for (const day of [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31]) {
      for (const hour of [0, 9, 12, 13, 23]) {
        const d = new Date(2024, 2, day, hour, 5);
        expect(formatVoicemailDate(String(Math.floor(d.getTime() / 1000)))).toBe(format(d, 'MMM do, h:mm a'));
      }
    }
  });

  it('makes park initials from the first two words', () => {
    expect(parkInitials('Front desk lobby')).toBe('FD');
    expect(parkInitials('  sales ')).toBe('S');
    expect(parkInitials('')).toBe('');
  });
});

describe('softphone rules (spec 4)', () => {
  it('maps direct values to device type letters', () => {
    expect(['Android', 'iOS', 'Chrome', 'Win32', 'Undefined', 'Linux', undefined, '0'].map(deviceTypeLetter)).toEqual(['m', 'i', 'w', 'e', 'u', 'd', 'd', 'd']);
  });

  it('uses session type s for QR usernames', () => {
    expect(sessionTypeLetter('101QR@acme-main')).toBe('s');
    expect(sessionTypeLetter('101@acme-main')).toBe('u');
    expect(sessionTypeLetter(undefined)).toBe('u');
    expect(sessionTypeLetter('')).toBe('u');
    // Only the capital letters mark a device, as the spec writes them.
    expect(sessionTypeLetter('101@acme-main@qr')).toBe('u');
  });

  it('gives a device sign-in the username form <login>@QR, session type s', () => {
    const name = deviceLogin('101@acme-main');
    expect(name).toBe('101@acme-main@QR');
    expect(sessionTypeLetter(name)).toBe('s');
    expect(platformLoginOf(name)).toBe('101@acme-main');
    expect(platformLoginOf(deviceLogin('101'))).toBe('101');
    // Type s without the device form has no platform login to act for.
    expect(platformLoginOf('101QR@acme-main')).toBeUndefined();
    expect(platformLoginOf('@QR')).toBeUndefined();
    expect(platformLoginOf('101@acme-main')).toBeUndefined();
  });

  it('strips a trailing * for the tenant and adds it to links of test builds', () => {
    expect(tenantCloudId('acme*')).toBe('acme');
    expect(tenantCloudId('acme')).toBe('acme');
    expect(linkCloudId('acme', '0')).toBe('acme*');
    expect(linkCloudId('acme*', '0')).toBe('acme*');
    expect(linkCloudId('acme*', '1')).toBe('acme');
    expect(linkCloudId('acme', undefined)).toBe('acme');
  });

  it('builds and reads csc links, encoding user and secret once', () => {
    const link = buildCscLink({ username: '101@acme-main', secret: 'a#b/c', cloudId: 'acme*' });
    expect(link).toBe('csc:101%40acme-main:a%23b%2Fc@acme*');
    expect(parseCscLink(link)).toEqual({ username: '101@acme-main', secret: 'a#b/c', cloudId: 'acme*' });
    expect(parseCscLink('csc:ACME')).toEqual({ username: '', secret: '', cloudId: 'ACME' });
    expect(parseCscLink('hello world')).toBeUndefined();
    expect(() => buildCscLink({ username: 'x', secret: 'y', cloudId: 'bad id' })).toThrow();
  });
});
