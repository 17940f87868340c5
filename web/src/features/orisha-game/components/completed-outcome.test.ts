import { describe, expect, it } from 'vitest';
import { orisha as en } from '../../../i18n/locales/en/orisha';
import { orisha as es } from '../../../i18n/locales/es/orisha';
import { orisha as fr } from '../../../i18n/locales/fr/orisha';
import { signs as enSigns } from '../../../i18n/locales/en/signs';
import { signs as esSigns } from '../../../i18n/locales/es/signs';
import { signs as frSigns } from '../../../i18n/locales/fr/signs';
import { orishaOutcome } from './completed-outcome';

const result = (correct: number, total: number, disqualified = false) => ({
  correct_answers: correct,
  total_questions: total,
  percentage: total ? (correct / total) * 100 : 0,
  disqualified,
});

describe('how an Orisha game went', () => {
  it('follows the server’s rule: passed from 50 %, never when disqualified; perfect when all are right', () => {
    expect(orishaOutcome(result(10, 10))).toBe('perfect');
    expect(orishaOutcome(result(9, 10))).toBe('pass');
    expect(orishaOutcome(result(5, 10))).toBe('pass');
    expect(orishaOutcome(result(4, 10))).toBe('fail');
    expect(orishaOutcome(result(3, 10, true))).toBe('disqualified');
    expect(orishaOutcome(result(0, 0))).toBe('fail');
  });
});

/** A passed game is never greeted with 'Game over!' (the tester's 90 % win), in any language. */
const GAME_OVER = /game over|partida terminada|partie terminée|fin de (la )?partie/i;

describe('the completed screens’ headings', () => {
  for (const [lng, catalog, signs] of [
    ['es', es, esSigns],
    ['en', en, enSigns],
    ['fr', fr, frSigns],
  ] as const) {
    it(`${lng}: each outcome has its own heading, and a passed or perfect game is not 'game over'`, () => {
      const titles = catalog.orishaGame.completed.titles;
      expect(new Set(Object.values(titles)).size).toBe(4);
      for (const title of [titles.pass, titles.perfect, signs.signsGame.completed.passTitle]) expect(title).not.toMatch(GAME_OVER);
      expect(catalog.orishaGame.completed.failNote).toContain('{{percent}}');
      expect(catalog.orishaGame.completed.perfectNote).toContain('{{bonus}}');
      expect(signs.signsGame.completed.perfectNote).toContain('{{bonus}}');
    });
  }

  it('English and French are not the Spanish words', () => {
    expect(en.orishaGame.completed.titles.pass).toBe('Game passed!');
    expect(fr.orishaGame.completed.titles.pass).toBe('Partie réussie !');
    expect(es.orishaGame.completed.titles.pass).toBe('¡Partida superada!');
  });
});
