/**
 * The reminder's notification, in the learner's language (DESIGN.md 5d): the number of cards to
 * review, by the one rule behind every 'N to review' (domain/practice/daily-plan.ts `dueShown`),
 * '+' spelt out when more are due than one page shows. Spanish first; French says « vous ».
 * Pure; the service sends it as the push message's JSON, which the service worker shows
 * (web/public/push-handler.js).
 */
import { REMINDERS, type Language } from '@ifa/shared';
import type { DueShown } from './practice/daily-plan.js';

export interface ReminderNotification {
  title: string;
  body: string;
  /** Where a click opens the app (same origin). */
  url: string;
  tag: string;
  lang: Language;
  due_count: number;
  due_capped: boolean;
}

interface Texts {
  title: string;
  none: string;
  /** n cards to review; `more` when more than n are due. */
  due: (n: string, count: number, more: boolean) => string;
}

const TEXTS: Record<Language, Texts> = {
  es: {
    title: 'Es hora de practicar',
    none: 'No tienes tarjetas pendientes: aprende signos nuevos y mantén tu racha.',
    due: (n, count, more) => `Tienes ${more ? 'más de ' : ''}${n} ${count === 1 && !more ? 'tarjeta' : 'tarjetas'} para repasar. Unos minutos bastan para mantener tu racha.`,
  },
  en: {
    title: 'Time to practise',
    none: 'You have no cards to review: learn new signs and keep your streak going.',
    due: (n, count, more) => `You have ${more ? 'more than ' : ''}${n} ${count === 1 && !more ? 'card' : 'cards'} to review. A few minutes keep your streak going.`,
  },
  fr: {
    title: 'C’est l’heure de pratiquer',
    none: 'Vous n’avez aucune carte à réviser : apprenez de nouveaux signes et gardez votre série.',
    due: (n, count, more) => `Vous avez ${more ? 'plus de ' : ''}${n} ${count === 1 && !more ? 'carte' : 'cartes'} à réviser. Quelques minutes suffisent pour garder votre série.`,
  },
};

export function reminderNotification(language: Language, due: DueShown): ReminderNotification {
  const texts = TEXTS[language] ?? TEXTS.es;
  const n = new Intl.NumberFormat(language).format(due.due_count);
  return {
    title: texts.title,
    body: due.due_count === 0 ? texts.none : texts.due(n, due.due_count, due.due_capped),
    url: REMINDERS.openPath,
    tag: REMINDERS.tag,
    lang: language,
    due_count: due.due_count,
    due_capped: due.due_capped,
  };
}
