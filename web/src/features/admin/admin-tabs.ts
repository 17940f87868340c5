/** The panel's sections (spec 2), one at a time, named in the URL: `/admin?tab=odduns`. */
export const ADMIN_TABS = ['overview', 'users', 'requests', 'odduns', 'contributions', 'houses'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const tabOf = (value: string | null): AdminTab => (ADMIN_TABS as readonly string[]).includes(value ?? '') ? (value as AdminTab) : 'overview';

/** The link to a section; each section's page and filters start fresh. */
export const tabSearch = (tab: AdminTab) => (tab === 'overview' ? '' : `?tab=${tab}`);
