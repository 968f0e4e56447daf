// Permissions as data: the sidebar filters with these, the server enforces them.
export const roles = ['admin', 'user'] as const;
export type Role = (typeof roles)[number];

export type Permission =
  | 'dashboard.view'
  | 'domains.manage'
  | 'apps.manage'
  | 'users.manage'
  | 'subscribers.manage'
  | 'netsapiens.manage'
  | 'clientProfiles.manage'
  | 'logs.view';

export type Principal = { role: Role; isProvider: boolean };

const everyone: Permission[] = ['dashboard.view'];
const admins: Permission[] = ['domains.manage', 'apps.manage', 'users.manage', 'netsapiens.manage'];
const providerAdmins: Permission[] = ['subscribers.manage', 'clientProfiles.manage', 'logs.view'];

export function permissionsFor(p: Principal): Set<Permission> {
  const set = new Set(everyone);
  if (p.role === 'admin') admins.forEach((x) => set.add(x));
  if (p.role === 'admin' && p.isProvider) providerAdmins.forEach((x) => set.add(x));
  return set;
}

export const can = (p: Principal, permission: Permission) => permissionsFor(p).has(permission);
