import type { OrishaCatalog } from '../es/orisha';

export const orisha: OrishaCatalog = {
  orishaGame: {
    title: 'TODO',
  },
};
