import type { Widen } from './core';

/** Catalog part `rituals`: the words of this game's screens (Spanish is the source). */
export const rituals = {
  rituals: {
    title: 'TODO',
  },
} as const;

export type RitualsCatalog = Widen<typeof rituals>;
