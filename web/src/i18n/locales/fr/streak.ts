import type { StreakCatalog } from '../es/streak';

export const streak: StreakCatalog = {
  streak: {
    label: 'Série',
    days_one: '{{count}} jour',
    days_many: '{{count}} jours',
    days_other: '{{count}} jours',
    freezes_one: '{{count}} protection de série',
    freezes_many: '{{count}} protections de série',
    freezes_other: '{{count}} protections de série',
    noFreezes: 'Aucune protection de série',
    hintStart: 'Pratiquez aujourd’hui pour commencer votre série.',
    hintKeep: 'Pratiquez aujourd’hui pour garder votre série.',
    done: 'Aujourd’hui compte déjà.',
  },
};
