import type { EncyclopediaCatalog } from '../es/encyclopedia';

export const encyclopedia: EncyclopediaCatalog = {
  encyclopediaGame: {
    title: 'TODO',
  },
};
