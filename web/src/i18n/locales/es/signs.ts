import type { Widen } from './core';

/** Catalog part `signs`: the words of this game's screens (Spanish is the source). */
export const signs = {
  signsGame: {
    title: 'TODO',
  },
} as const;

export type SignsCatalog = Widen<typeof signs>;
