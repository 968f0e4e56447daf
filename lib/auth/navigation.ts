import type { Permission } from './permissions';

export type NavEntry = { key: string; href: string; icon: string; permission: Permission };

/** The sidebar, in order; labels are message keys under `nav.`. */
export const navigation: NavEntry[] = [
  { key: 'dashboard', href: '/dashboard', icon: 'home', permission: 'dashboard.view' },
  { key: 'domainManagement', href: '/messaging', icon: 'globe', permission: 'domains.manage' },
  { key: 'appManagement', href: '/app_management', icon: 'smartphone', permission: 'apps.manage' },
  { key: 'subscribers', href: '/subscribers', icon: 'building', permission: 'subscribers.manage' },
  { key: 'users', href: '/users', icon: 'users', permission: 'users.manage' },
  { key: 'netsapiens', href: '/netsapiens', icon: 'server', permission: 'netsapiens.manage' },
  { key: 'clientProfiles', href: '/client_profiles', icon: 'sliders', permission: 'clientProfiles.manage' },
  { key: 'logs', href: '/logs', icon: 'scroll', permission: 'logs.view' },
];

/** Addresses that need an admin session; everything not public needs one. */
export const publicPrefixes = ['/login', '/resetPassword', '/appSignin', '/getQR', '/pages', '/custom_tab', '/api', '/provisioning'];
