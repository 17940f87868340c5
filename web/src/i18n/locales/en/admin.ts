import type { AdminCatalog } from '../es/admin';

export const admin: AdminCatalog = {
  admin: {
    title: 'Admin panel',
  },
};
