import { describe, expect, it } from 'vitest';
import { LANGUAGES, REMINDERS } from '@ifa/shared';
import { reminderNotification } from '../../src/domain/reminder-text.js';
import { looksSpanish } from '../support/spanish-text.js';

/** The reminder's text (DESIGN.md 5d): the cards to review, in the learner's language. */
describe('reminderNotification', () => {
  it('counts the cards to review in Spanish, English and French, singular and plural', () => {
    expect(reminderNotification('es', { due_count: 1, due_capped: false }).body).toMatch(/^Tienes 1 tarjeta para repasar\./);
    expect(reminderNotification('es', { due_count: 7, due_capped: false }).body).toMatch(/^Tienes 7 tarjetas para repasar\./);
    expect(reminderNotification('en', { due_count: 1, due_capped: false }).body).toMatch(/^You have 1 card to review\./);
    expect(reminderNotification('en', { due_count: 7, due_capped: false }).body).toMatch(/^You have 7 cards to review\./);
    expect(reminderNotification('fr', { due_count: 1, due_capped: false }).body).toMatch(/^Vous avez 1 carte à réviser\./);
    expect(reminderNotification('fr', { due_count: 7, due_capped: false }).body).toMatch(/^Vous avez 7 cartes à réviser\./);
  });

  it('says "more than" when more are due than one page counts (the web\'s "+")', () => {
    expect(reminderNotification('es', { due_count: 12, due_capped: true }).body).toMatch(/^Tienes más de 12 tarjetas/);
    expect(reminderNotification('en', { due_count: 12, due_capped: true }).body).toMatch(/^You have more than 12 cards/);
    expect(reminderNotification('fr', { due_count: 12, due_capped: true }).body).toMatch(/^Vous avez plus de 12 cartes/);
  });

  it('invites to new signs when nothing is due', () => {
    expect(reminderNotification('es', { due_count: 0, due_capped: false }).body).toContain('aprende signos nuevos');
    expect(reminderNotification('en', { due_count: 0, due_capped: false }).body).toContain('learn new signs');
    expect(reminderNotification('fr', { due_count: 0, due_capped: false }).body).toContain('apprenez de nouveaux signes');
  });

  it('opens the daily review, carries its language and count, and fits a push message', () => {
    for (const language of LANGUAGES) {
      const n = reminderNotification(language, { due_count: 3, due_capped: false });
      expect(n).toMatchObject({ url: REMINDERS.openPath, tag: REMINDERS.tag, lang: language, due_count: 3, due_capped: false });
      // RFC 8291: 4096 bytes a message, less the encryption's 103; this is far below.
      expect(Buffer.byteLength(JSON.stringify(n))).toBeLessThan(1000);
    }
  });

  it('is English or French, never Spanish, for those learners; French says « vous »', () => {
    for (const count of [0, 1, 5]) {
      for (const language of ['en', 'fr'] as const) {
        const { title, body } = reminderNotification(language, { due_count: count, due_capped: false });
        expect(looksSpanish(`${title}. ${body}`, language), `${language}: ${body}`).toBe(false);
      }
      const fr = reminderNotification('fr', { due_count: count, due_capped: false });
      expect(`${fr.title} ${fr.body}`).not.toMatch(/(?<!\p{L})(tu|ton|ta|tes|te)(?!\p{L})/iu);
    }
    // The detector itself flags the Spanish text (the check can fail).
    expect(looksSpanish(reminderNotification('es', { due_count: 5, due_capped: false }).body, 'en')).toBe(true);
  });
});
