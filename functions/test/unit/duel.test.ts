import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, DUEL_WINNER_BONUS_XP, GAME_SESSION_TTL_SECONDS, ORISHA_MODES, ORISHA_TOPICS, SIGNS_TOPICS, type Language } from '@ifa/shared';
import { buildCatalogue, fileTranslation } from '../../src/content/build-odduns.js';
import { bonusFor, canDecline, canPlay, decide, decided, duelView, outcomeFor, type DuelRecord } from '../../src/domain/duel.js';
import { seededRng, type BuiltQuestion } from '../../src/domain/game-types.js';
import { buildOrishaQuestions } from '../../src/domain/orisha-questions.js';
import { buildSignsQuestions } from '../../src/domain/signs-questions.js';

/** The rules of a duel (DESIGN.md 5c) on records built here, and the one question set behind a seed. */
const NOW = new Date('2026-11-27T12:00:00.000Z');
const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000).toISOString();
const result = (correct: number) => ({ correct, total: 10, percentage: correct * 10, disqualified: false, finished_at: hours(-1) });

function duel(overrides: Partial<DuelRecord> = {}): DuelRecord {
  return {
    id: 'd1',
    game: 'orisha_matching',
    difficulty: 'beginner',
    topics: ['colors'],
    mode: 'multiple_choice',
    created_at: hours(-2),
    deadline: hours(46),
    status: 'open',
    challenger: { user_id: 'a', username: 'ana', full_name: 'Ana' },
    opponent: { user_id: 'b', username: 'ben', full_name: 'Ben' },
    winner: null,
    reason: null,
    version: 1,
    ...overrides,
  };
}
const played = (correct: number) => ({ session_id: 's', started_at: hours(-1), result: result(correct) });

describe('deciding a duel', () => {
  it('is open until both have played; then the one with more right answers wins, equal is a draw', () => {
    expect(decide(duel({ challenger: { ...duel().challenger, ...played(7) } }), NOW)).toBeNull();
    expect(decide(duel({ challenger: { ...duel().challenger, ...played(7) }, opponent: { ...duel().opponent, ...played(8) } }), NOW)).toEqual({ winner: 'opponent', reason: 'score' });
    expect(decide(duel({ challenger: { ...duel().challenger, ...played(8) }, opponent: { ...duel().opponent, ...played(8) } }), NOW)).toEqual({ winner: null, reason: 'score' });
  });

  it('after the window the one who did not play forfeits; nobody playing has no winner', () => {
    const closed = { deadline: hours(-1) };
    expect(decide(duel({ ...closed, opponent: { ...duel().opponent, ...played(2) } }), NOW)).toEqual({ winner: 'opponent', reason: 'forfeit' });
    expect(decide(duel(closed), NOW)).toEqual({ winner: null, reason: 'expired' });
  });

  it('waits for a game begun before the close while its session lives, and not after', () => {
    const begun = { session_id: 's2', started_at: hours(-0.5) };
    const waiting = duel({ deadline: hours(-0.1), challenger: { ...duel().challenger, ...played(5) }, opponent: { ...duel().opponent, ...begun } });
    expect(decide(waiting, NOW)).toBeNull();
    const later = new Date(Date.parse(begun.started_at) + GAME_SESSION_TTL_SECONDS * 1000);
    expect(decide(waiting, later)).toEqual({ winner: 'challenger', reason: 'forfeit' });
  });

  it('pays the bonus to the winner only, and reads as won, lost, draw or none', () => {
    const done = decided(duel(), { winner: 'challenger', reason: 'score' });
    expect([bonusFor(done, 'challenger'), bonusFor(done, 'opponent')]).toEqual([DUEL_WINNER_BONUS_XP, 0]);
    expect([outcomeFor(done, 'challenger'), outcomeFor(done, 'opponent')]).toEqual(['won', 'lost']);
    expect(outcomeFor(decided(duel(), { winner: null, reason: 'score' }), 'opponent')).toBe('draw');
    expect(outcomeFor(decided(duel(), { winner: null, reason: 'expired' }), 'opponent')).toBe('none');
    expect(outcomeFor(duel(), 'opponent')).toBeNull();
    expect(decide(done, NOW)).toBeNull();
  });

  it('each side plays once, before the close; only the one challenged declines, before playing', () => {
    expect(canPlay(duel(), 'opponent', NOW)).toBe(true);
    expect(canPlay(duel({ opponent: { ...duel().opponent, session_id: 's' } }), 'opponent', NOW)).toBe(false);
    expect(canPlay(duel({ deadline: hours(-1) }), 'opponent', NOW)).toBe(false);
    expect(canDecline(duel(), 'opponent')).toBe(true);
    expect(canDecline(duel(), 'challenger')).toBe(false);
    expect(canDecline(duel({ opponent: { ...duel().opponent, session_id: 's' } }), 'opponent')).toBe(false);
  });

  it('shows the other side\'s score only once the duel is over', () => {
    const open = duel({ challenger: { ...duel().challenger, ...played(9) } });
    expect(duelView(open, 'opponent', NOW).them).toMatchObject({ played: true, correct: null, percentage: null });
    expect(duelView(open, 'challenger', NOW).me).toMatchObject({ played: true, correct: 9 });
    const over = decided({ ...open, opponent: { ...open.opponent, ...played(3) } }, { winner: 'challenger', reason: 'score' });
    expect(duelView(over, 'opponent', NOW).them).toMatchObject({ correct: 9, percentage: 90 });
  });
});

/**
 * Each side builds its questions from the duel's seed in its own language and naming: the same
 * signs and facts, in the same order, whatever the languages (services/duel-play.ts).
 */
describe('one seed, one question set in every language', () => {
  const skeleton = (q: BuiltQuestion) => [q.type, q.topic, q.sign_id ?? '', q.fact ?? '', q.correct_answers.length, q.options.length].join('|');
  const catalogue = buildCatalogue('2026-01-01T00:00:00.000Z');
  const players: Array<{ language: Language; naming: 'lucumi' | 'yoruba' }> = [
    { language: 'es', naming: 'lucumi' },
    { language: 'en', naming: 'yoruba' },
    { language: 'fr', naming: 'lucumi' },
  ];

  it('Signs duels', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const difficulty = DIFFICULTIES[seed % DIFFICULTIES.length]!;
      const topics = [SIGNS_TOPICS[seed % SIGNS_TOPICS.length]!, SIGNS_TOPICS[(seed * 3) % SIGNS_TOPICS.length]!];
      const game_mode = (['multiple_choice', 'true_false', 'type_answer', 'matching'] as const)[seed % 4]!;
      const sets = players.map(({ language, naming }) =>
        buildSignsQuestions(catalogue, { difficulty, topics, oddun_set: 'random', selected_odduns: [], question_count: 10, game_mode, language, naming, translations: fileTranslation }, seededRng(seed)).questions.map(skeleton),
      );
      expect(sets[1], `seed ${seed}`).toEqual(sets[0]);
      expect(sets[2], `seed ${seed}`).toEqual(sets[0]);
    }
  });

  it('Orisha duels', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const topics = [ORISHA_TOPICS[seed % ORISHA_TOPICS.length]!];
      const mode = ORISHA_MODES[seed % ORISHA_MODES.length]!;
      const sets = players.map(({ language, naming }) => buildOrishaQuestions(topics, language, seededRng(seed), { mode, naming }).map(skeleton));
      expect(sets[0]!.length).toBeGreaterThan(0);
      expect(sets[1], `seed ${seed}`).toEqual(sets[0]);
      expect(sets[2], `seed ${seed}`).toEqual(sets[0]);
    }
  });
});
