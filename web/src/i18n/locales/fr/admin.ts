import type { AdminCatalog } from '../es/admin';

export const admin: AdminCatalog = {
  admin: {
    title: 'Panneau d’administration',
  },
};
