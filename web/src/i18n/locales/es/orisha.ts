import type { Widen } from './core';

/** Catalog part `orisha`: the words of this game's screens (Spanish is the source). */
export const orisha = {
  orishaGame: {
    title: 'TODO',
  },
} as const;

export type OrishaCatalog = Widen<typeof orisha>;
