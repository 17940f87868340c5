import { describe, expect, it } from 'vitest';
import { play as en } from '../../i18n/locales/en/play';
import { play as es } from '../../i18n/locales/es/play';
import { play as fr } from '../../i18n/locales/fr/play';
import { celebrates, gameOutcome } from './summary-outcome';

const result = (correct: number, total: number, disqualified = false, passed?: boolean) => ({
  correct_answers: correct,
  total_questions: total,
  percentage: total ? (correct / total) * 100 : 0,
  disqualified,
  ...(passed === undefined ? {} : { passed }),
});

describe('how a game ended', () => {
  it('follows the server’s rule: passed from 50 %, never when out of strikes; perfect when all are right', () => {
    expect(gameOutcome(result(10, 10))).toBe('perfect');
    expect(gameOutcome(result(9, 10))).toBe('pass');
    expect(gameOutcome(result(5, 10))).toBe('pass');
    expect(gameOutcome(result(4, 10))).toBe('fail');
    expect(gameOutcome(result(3, 10, true))).toBe('out');
    expect(gameOutcome(result(0, 0))).toBe('fail');
    expect(gameOutcome(null)).toBe('ended');
  });

  it('takes the server’s own passed when it sends one (the Signs game)', () => {
    expect(gameOutcome(result(6, 10, false, false))).toBe('fail');
    expect(gameOutcome(result(10, 10, true, false))).toBe('out');
  });

  it('celebrates a passed or perfect game only', () => {
    expect((['perfect', 'pass', 'fail', 'out', 'ended', 'session'] as const).filter(celebrates)).toEqual(['perfect', 'pass']);
  });
});

/** A passed game is never 'game over', and a lost one is never 'disqualified' (issue 34). */
const GAME_OVER = /game over|partida terminada|partie terminée|fin de (la )?partie/i;
const HARSH = /descalific|disqualif/i;

describe('the end screen’s words', () => {
  for (const [lng, catalog] of [
    ['es', es],
    ['en', en],
    ['fr', fr],
  ] as const) {
    it(`${lng}: a title per outcome, kind words for a lost game that keep its facts`, () => {
      const { titles, outNote, failNote, perfectNote } = catalog.play.summary;
      expect(new Set(Object.values(titles)).size).toBe(6);
      for (const title of [titles.pass, titles.perfect]) expect(title).not.toMatch(GAME_OVER);
      expect(Object.values(catalog.play.summary).join(' ')).not.toMatch(HARSH);
      expect(titles.out).not.toMatch(HARSH);
      // The facts stay: how many right out of how many.
      expect(outNote).toContain('{{correct}}');
      expect(outNote).toContain('{{total}}');
      expect(failNote).toContain('{{percent}}');
      expect(perfectNote).toContain('{{bonus}}');
    });
  }

  it('English and French are not the Spanish words', () => {
    expect(es.play.summary.titles.out).toBe('¡Casi! Esta vez se acabaron las oportunidades');
    expect(en.play.summary.titles.out).toBe('So close! You ran out of chances this time');
    expect(fr.play.summary.titles.out).toBe('Presque ! Cette fois, vous avez épuisé vos chances');
    expect(en.play.summary.titles.pass).toBe('Game passed!');
  });
});
