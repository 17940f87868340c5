import type { Widen } from './core';

/** Catalog part `encyclopedia`: the words of this game's screens (Spanish is the source). */
export const encyclopedia = {
  encyclopediaGame: {
    title: 'TODO',
  },
} as const;

export type EncyclopediaCatalog = Widen<typeof encyclopedia>;
