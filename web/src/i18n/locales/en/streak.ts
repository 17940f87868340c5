import type { StreakCatalog } from '../es/streak';

export const streak: StreakCatalog = {
  streak: {
    label: 'Streak',
    days_one: '{{count}} day',
    days_many: '{{count}} days',
    days_other: '{{count}} days',
    freezes_one: '{{count}} streak freeze',
    freezes_many: '{{count}} streak freezes',
    freezes_other: '{{count}} streak freezes',
    noFreezes: 'No streak freezes',
    hintStart: 'Practise today to start your streak.',
    hintKeep: 'Practise today to keep your streak.',
    done: 'Today counts already.',
  },
};
