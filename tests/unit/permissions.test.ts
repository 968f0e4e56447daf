import { navigation, publicPrefixes } from '@/lib/auth/navigation';
import { can, permissionsFor, type Principal } from '@/lib/auth/permissions';

const menu = (p: Principal) => navigation.filter((e) => permissionsFor(p).has(e.permission)).map((e) => e.key);

describe('the sidebar menu', () => {
  it('shows a simple user only the dashboard', () => {
    expect(menu({ role: 'user', isProvider: false })).toEqual(['dashboard']);
    expect(menu({ role: 'user', isProvider: true })).toEqual(['dashboard']);
  });
  it('shows a tenant admin their own tenant tools but not subscribers, client profiles or logs', () => {
    expect(menu({ role: 'admin', isProvider: false })).toEqual(['dashboard', 'domainManagement', 'appManagement', 'users', 'netsapiens']);
  });
  it('shows a provider admin everything', () => {
    expect(menu({ role: 'admin', isProvider: true })).toEqual(navigation.map((e) => e.key));
  });
});

describe('permissions', () => {
  it('keeps logs and subscribers to provider admins', () => {
    expect(can({ role: 'admin', isProvider: false }, 'logs.view')).toBe(false);
    expect(can({ role: 'admin', isProvider: false }, 'subscribers.manage')).toBe(false);
    expect(can({ role: 'admin', isProvider: true }, 'logs.view')).toBe(true);
  });
  it('never lists an admin page as public', () => {
    for (const e of navigation) expect(publicPrefixes.some((p) => e.href.startsWith(p))).toBe(false);
  });
});
