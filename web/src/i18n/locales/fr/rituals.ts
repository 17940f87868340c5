import type { RitualsCatalog } from '../es/rituals';

export const rituals: RitualsCatalog = {
  rituals: {
    title: 'TODO',
  },
};
