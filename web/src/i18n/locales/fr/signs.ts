import type { SignsCatalog } from '../es/signs';

export const signs: SignsCatalog = {
  signsGame: {
    title: 'TODO',
  },
};
