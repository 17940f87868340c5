import type { Widen } from './core';

/** Catalog part `admin`: the words of the /admin panel (Spanish is the source; spec 8 verbatim). */
export const admin = {
  admin: {
    title: 'Panel de administración',
  },
} as const;

export type AdminCatalog = Widen<typeof admin>;
