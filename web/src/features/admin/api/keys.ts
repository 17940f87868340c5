import { mutate } from 'swr';

/** SWR keys of the admin screens: `[name, ...args]`, so a mutation can refresh every page of a list. */
export const adminKeys = {
  stats: 'admin/stats',
  users: 'admin/users',
  requests: 'admin/account-requests',
  requestStats: 'admin/account-requests/stats',
  odduns: 'admin/odduns',
  oddunStats: 'admin/odduns/stats',
  oddun: 'admin/oddun',
  revisions: 'admin/oddun/revisions',
  deleted: 'admin/odduns/deleted',
  dataSources: 'admin/odduns/data-sources',
  contributions: 'admin/contributions',
  contributionStats: 'admin/contributions/stats',
  houses: 'admin/houses',
} as const;
export type AdminKey = (typeof adminKeys)[keyof typeof adminKeys];

/** Every cached page of these lists is read again (bulletproof-react: a mutation refreshes what it changes). */
export const refresh = (...names: AdminKey[]) =>
  mutate((key) => Array.isArray(key) && names.includes(key[0] as AdminKey), undefined, { revalidate: true });

/** The quick action 'refresh': everything the panel shows. */
export const refreshAll = () => mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('admin/'), undefined, { revalidate: true });
