import type { Widen } from './core';

/**
 * The streak badge's words (issue 12), shared by the parts whose screens show it: daily
 * practice, the dashboard and the games' completion screens (issue 27). Spanish is the source.
 */
export const streak = {
  streak: {
    label: 'Racha',
    days_one: '{{count}} día',
    days_many: '{{count}} días',
    days_other: '{{count}} días',
    freezes_one: '{{count}} protector de racha',
    freezes_many: '{{count}} protectores de racha',
    freezes_other: '{{count}} protectores de racha',
    noFreezes: 'Sin protectores de racha',
    hintStart: 'Practica hoy para empezar tu racha.',
    hintKeep: 'Practica hoy para no perder tu racha.',
    done: 'Hoy ya cuenta.',
  },
};
export type StreakCatalog = Widen<typeof streak>;
