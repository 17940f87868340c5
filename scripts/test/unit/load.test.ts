import { describe, expect, it } from 'vitest';
import {
  checkCounters,
  checkDuplicates,
  checkFriendships,
  checkGames,
  checkHouses,
  checkLanguages,
  checkLedgers,
  checkNoServerErrors,
  checkPaidOnce,
  checkProgress,
  checkPurchases,
  checkReferrals,
  checkReviews,
  expectedScore,
  lostIncrements,
  within,
} from '../../src/load/checks.js';
import { pathOf, retryDelayMs } from '../../src/load/http.js';
import { catalogueOf } from '../../src/load/learner.js';
import { Metrics, percentile } from '../../src/load/metrics.js';
import { Observed } from '../../src/load/observed.js';
import { parseOptions } from '../../src/load/options.js';
import { chooseActivity, learnerAddress, planLoad, seeded } from '../../src/load/plan.js';
import { renderReport, summarizeServerLog, verdict } from '../../src/load/report.js';
import type { HouseSnapshot, LedgerRow, UserSnapshot } from '../../src/load/table.js';

const user = (id: string, profile: { cowrie_shells: number; experience_points: number; purchased_secrets?: Set<string> }, ledger: LedgerRow[], extra: Partial<UserSnapshot> = {}): UserSnapshot => ({
  id,
  profile,
  ledger,
  played: {},
  friends: new Set(),
  requestsIn: new Set(),
  requestsOut: new Set(),
  house: null,
  ...extra,
});
const row = (reason: string, cowries: number, xp: number, ref: string | null = null): LedgerRow => ({ reason, cowries, xp, ref });

describe('load options', () => {
  it('takes flags over the environment and falls back to the defaults', () => {
    const parsed = parseOptions(['--learners', '300', '--seconds=30'], { LOAD_LEARNERS: '50', LOAD_CONCURRENCY: '32', LOAD_SEED: '9' });
    expect(parsed).toEqual({ options: expect.objectContaining({ learners: 300, seconds: 30, concurrency: 32, seed: 9, cohort: 8, maxRequests: 60_000, retries: 4 }) });
  });

  it('refuses what it cannot run, naming the option', () => {
    expect(parseOptions(['--learners', '1'], {})).toEqual({ error: expect.stringContaining('--learners must be a whole number from 2') });
    expect(parseOptions([], { LOAD_SECONDS: 'soon' })).toEqual({ error: expect.stringContaining('LOAD_SECONDS') });
    expect(parseOptions(['--cohort', '51'], {})).toEqual({ error: expect.stringContaining('--cohort') });
    expect(parseOptions(['--learner', '5'], {})).toEqual({ error: 'unknown option --learner' });
    expect(parseOptions(['--seconds'], {})).toEqual({ error: '--seconds needs a number' });
  });
});

describe('load plan', () => {
  it('gives every learner an address of its own in 127.0.0.0/8, never 127.0.0.1', () => {
    const addresses = Array.from({ length: 2000 }, (_, i) => learnerAddress(i));
    expect(new Set(addresses).size).toBe(2000);
    expect(addresses.every((a) => /^127\.\d+\.\d+\.\d+$/.test(a) && a !== '127.0.0.1' && a.split('.').every((n) => Number(n) <= 255))).toBe(true);
    expect(() => learnerAddress(-1)).toThrow();
  });

  it('is the same for a seed; cohorts have a head, crossing pairs and one who joins twice', () => {
    const a = planLoad(20, 8, seeded(42));
    expect(planLoad(20, 8, seeded(42))).toEqual(a);
    expect(a.cohorts.map((c) => c.learners.length)).toEqual([8, 8, 4]);
    const first = a.cohorts[0]!;
    expect(first).toMatchObject({ head: 0, crossing: [[1, 2], [3, 4], [5, 6]], asked: [[7, 0]], doubleJoiner: 1 });
    expect(a.cohorts[2]).toMatchObject({ head: 16, crossing: [[17, 18]], asked: [[19, 16]] });
    expect(a.learners.filter((l) => l.head).map((l) => l.index)).toEqual([0, 8, 16]);
    // A referrer registered before: always from an earlier cohort; none in the first.
    for (const l of a.learners) {
      if (l.cohort === 0) expect(l.referrer).toBeNull();
      if (l.referrer !== null) expect(a.learners[l.referrer]!.cohort).toBeLessThan(l.cohort);
      expect(l.accuracy).toBeGreaterThanOrEqual(0.55);
      expect(l.accuracy).toBeLessThanOrEqual(0.95);
    }
  });

  it('chooses activities by weight', () => {
    const rng = seeded(1);
    const counts: Record<string, number> = {};
    for (let i = 0; i < 10_000; i++) {
      const a = chooseActivity(rng, { orisha: 3, signs: 1, review: 0, duel: 0, purchase: 0, house: 0, browse: 0 });
      counts[a] = (counts[a] ?? 0) + 1;
    }
    expect(Object.keys(counts).sort()).toEqual(['orisha', 'signs']);
    expect(counts.orisha! / 10_000).toBeCloseTo(0.75, 1);
  });
});

describe('load client helpers', () => {
  it('builds a route path from the route table', () => {
    expect(pathOf('orishaAnswer', { sessionId: 'a b' })).toBe('/api/games/a%20b/answer');
    expect(pathOf('orishaStart', {}, { difficulty: 'beginner', topics: 'colors,days' })).toBe('/api/games/orisha-matching/start?difficulty=beginner&topics=colors%2Cdays');
    expect(() => pathOf('duel', {})).toThrow('duelId');
  });

  it("honours Retry-After, capped short", () => {
    expect(retryDelayMs('5', 400)).toBe(400);
    expect(retryDelayMs('0', 400)).toBe(0);
    expect(retryDelayMs(undefined, 250)).toBe(250);
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(retryDelayMs('Tue, 01 Jan 2030 00:00:00 GMT', 400, now - 100)).toBe(100);
  });

  it('reads the catalogue in position order, by id and by drawing', () => {
    const c = catalogueOf([
      { id: 'b', name: 'Oyekun Meji', binary_pattern: '00000000', position: 2 },
      { id: 'a', name: 'Baba Ejiogbe', binary_pattern: '11111111', position: 1, has_secret: true },
    ]);
    expect(c.signs.map((s) => s.id)).toEqual(['a', 'b']);
    expect(c.byPattern.get('00000000')?.name).toBe('Oyekun Meji');
    expect(c.byId.get('a')?.hasSecret).toBe(true);
  });
});

describe('load metrics', () => {
  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('sums requests by route, latency by group, 503s and retries', () => {
    const m = new Metrics();
    m.attempt({ route: 'orishaAnswer', group: 'games', status: 200, ms: 10, retry: false });
    m.attempt({ route: 'orishaAnswer', group: 'games', status: 503, ms: 30, retry: false });
    m.attempt({ route: 'orishaAnswer', group: 'games', status: 200, ms: 20, retry: true });
    m.attempt({ route: 'me', group: 'auth', status: 0, ms: 60_000, retry: false });
    m.expected('orishaAnswer', 409, 'the same answer sent twice at once');
    m.expected('orishaAnswer', 409, 'the same answer sent twice at once');
    m.gaveUp('register');
    const s = m.summary(2);
    expect(s).toMatchObject({ attempts: 4, answered: 3, noAnswer: 1, perSecond: 2, tryAgain: 1, retries: 1 });
    expect(s.byRoute[0]).toEqual({ route: 'orishaAnswer', count: 3, statuses: { 200: 2, 503: 1 } });
    expect(s.latency).toEqual([{ group: 'games', count: 3, p50: 20, p95: 30, p99: 30, max: 30 }]);
    expect(s.expected).toEqual([{ kind: '409 POST /games/{sessionId}/answer: the same answer sent twice at once', count: 2 }]);
    expect(s.gaveUp).toEqual([{ route: 'register', count: 1 }]);
  });
});

describe('load checks', () => {
  it('fails on a 5xx other than 503, and on a request with no answer', () => {
    const m = new Metrics();
    m.attempt({ route: 'me', group: 'auth', status: 503, ms: 1, retry: false });
    expect(checkNoServerErrors(m.summary(1)).ok).toBe(true);
    m.serverError({ route: 'houseJoin', method: 'POST', path: '/api/social/house/join', status: 500, request: '{"code":"X"}', response: '{"detail":"Error interno"}', during: 'joining' });
    m.attempt({ route: 'me', group: 'auth', status: 0, ms: 1, retry: false });
    m.noAnswer({ route: 'me', method: 'GET', path: '/api/auth/me', status: 0, request: '', response: 'timed out', during: '' });
    const failed = checkNoServerErrors(m.summary(1));
    expect(failed.ok).toBe(false);
    expect(failed.problems).toEqual(['500 POST /api/social/house/join {"code":"X"} -> {"detail":"Error interno"} (joining)', 'no answer: GET /api/auth/me  (timed out)']);
  });

  it('holds every ledger to its balance', () => {
    const good = user('u1', { cowrie_shells: 42, experience_points: 300 }, [row('welcome', 50, 0), row('game_reward', 30, 300, 'g1'), row('secret_purchase', -100, 0, 'x'), row('referral_reward', 62, 0, 'u9')]);
    expect(checkLedgers([good]).ok).toBe(true);
    const bad = user('u2', { cowrie_shells: 80, experience_points: 300 }, [row('welcome', 50, 0), row('game_reward', 30, 150, 'g1')]);
    expect(checkLedgers([bad]).problems).toEqual(['user u2: ledger XP sum 150, experience_points 300']);
  });

  it('finds a reward paid twice even when the balance agrees with the ledger', () => {
    const twice = user('u1', { cowrie_shells: 110, experience_points: 200 }, [row('welcome', 50, 0), row('game_reward', 30, 100, 'g1'), row('game_reward', 30, 100, 'g1')]);
    expect(checkLedgers([twice]).ok).toBe(true);
    expect(checkPaidOnce([twice]).problems).toEqual(["user u1: 2 ledger entries 'game_reward g1'"]);
    const welcomeTwice = user('u2', { cowrie_shells: 100, experience_points: 0 }, [row('welcome', 50, 0), row('welcome', 50, 0)]);
    expect(checkPaidOnce([welcomeTwice]).ok).toBe(false);
  });

  it('pays a referral once, after the first completed game', () => {
    const o = new Observed();
    o.registered.set('ref', { index: 0, referrer: null, language: 'es' });
    o.registered.set('new', { index: 9, referrer: 'ref', language: 'es' });
    const newcomer = user('new', { cowrie_shells: 75, experience_points: 0 }, [row('welcome', 50, 0), row('referral_bonus', 25, 0, 'ref')]);
    const unpaid = new Map([['new', newcomer], ['ref', user('ref', { cowrie_shells: 50, experience_points: 0 }, [row('welcome', 50, 0)])]]);
    expect(checkReferrals(o, unpaid).ok).toBe(true);
    o.startGame({ id: 'g1', userId: 'new', game: 'orisha_matching', difficulty: 'beginner', timed: true, questions: 10, duelId: null }).results.push({
      correct_answers: 2,
      total_questions: 10,
      xp_earned: 20,
      cowries_earned: 0,
      disqualified: false,
      percentage: 20,
    });
    expect(checkReferrals(o, unpaid).problems).toEqual(['referrer ref of new: 0 referral rewards; new completed a game']);
    const paid = new Map([...unpaid, ['ref', user('ref', { cowrie_shells: 100, experience_points: 0 }, [row('welcome', 50, 0), row('referral_reward', 50, 0, 'new')])]]);
    expect(checkReferrals(o, paid).ok).toBe(true);
  });

  it('scores a game by its answers: an answer counted twice shows in the result and the pay', () => {
    const o = new Observed();
    const g = o.startGame({ id: 'g1', userId: 'u1', game: 'orisha_matching', difficulty: 'intermediate', timed: true, questions: 10, duelId: null });
    g.right = 7;
    g.wrong = 3;
    const fair = expectedScore(g, { correct_answers: 7, total_questions: 10, disqualified: false });
    expect(fair).toMatchObject({ xp: 140, cowries: 14 });
    g.results.push({ correct_answers: 7, total_questions: 10, xp_earned: 140, cowries_earned: 14, disqualified: false, percentage: 70 });
    const paid = new Map([['u1', user('u1', { cowrie_shells: 64, experience_points: 140 }, [row('welcome', 50, 0), row('game_reward', 14, 140, 'g1')])]]);
    expect(checkGames(o, paid).ok).toBe(true);

    g.results[0] = { correct_answers: 8, total_questions: 10, xp_earned: 160, cowries_earned: 16, disqualified: false, percentage: 80 };
    expect(checkGames(o, paid).problems).toEqual([
      'orisha_matching game g1 of u1: result counts 8 right answers, the answers said 7',
      'orisha_matching game g1 of u1: result 160 XP / 16 cowries, ledger 140 XP / 14 cowries',
    ]);
    // An answer of unknown fate may have counted.
    g.unsureAnswers = 1;
    g.results[0] = { correct_answers: 8, total_questions: 10, xp_earned: 160, cowries_earned: 16, disqualified: false, percentage: 80 };
    const paid8 = new Map([['u1', user('u1', { cowrie_shells: 66, experience_points: 160 }, [row('welcome', 50, 0), row('game_reward', 16, 160, 'g1')])]]);
    expect(checkGames(o, paid8).ok).toBe(true);
  });

  it('counts an untimed game at the beginner factor and a disqualified one at nothing', () => {
    expect(expectedScore({ difficulty: 'advanced', timed: false }, { correct_answers: 10, total_questions: 10, disqualified: false })).toMatchObject({ xp: 150, cowries: 15 });
    expect(expectedScore({ difficulty: 'expert', timed: true }, { correct_answers: 3, total_questions: 10, disqualified: true })).toMatchObject({ xp: 0, cowries: 0 });
  });

  it('holds progress to the games completed', () => {
    const o = new Observed();
    for (const id of ['g1', 'g2']) {
      const g = o.startGame({ id, userId: 'u1', game: 'ifa_signs', difficulty: 'beginner', timed: true, questions: 10, duelId: null });
      g.results.push({ correct_answers: 5, total_questions: 10, xp_earned: 50, cowries_earned: 5, disqualified: false, percentage: 50 });
    }
    o.startGame({ id: 'g3', userId: 'u1', game: 'ifa_signs', difficulty: 'beginner', timed: true, questions: 10, duelId: null });
    expect(checkProgress(o, [user('u1', { cowrie_shells: 0, experience_points: 0 }, [], { played: { ifa_signs: 2 } })]).ok).toBe(true);
    expect(checkProgress(o, [user('u1', { cowrie_shells: 0, experience_points: 0 }, [], { played: { ifa_signs: 3 } })]).problems).toEqual([
      'user u1: ifa_signs total_games_played 3, games completed 2',
    ]);
  });

  it('pays a review session for its right cards once', () => {
    const o = new Observed();
    o.reviews.set('r1', { id: 'r1', userId: 'u1', lastVerdict: new Map([['q1', true], ['q2', false], ['q3', true]]), unsureAnswers: 0, results: [{ answered: 3, correct: 2, total: 3, xp_earned: 10 }], unsureCompletion: false, assignment: null });
    const once = new Map([['u1', user('u1', { cowrie_shells: 0, experience_points: 10 }, [row('review_reward', 0, 10, 'r1')])]]);
    expect(checkReviews(o, once).ok).toBe(true);
    const none = new Map([['u1', user('u1', { cowrie_shells: 0, experience_points: 0 }, [])]]);
    expect(checkReviews(o, none).ok).toBe(false);
  });

  it('charges each purchase once', () => {
    const o = new Observed();
    o.purchasesOf('u1').secrets.set('baba-ejiogbe', 1);
    o.purchasesOf('u1').freezes = 1;
    const charged = user('u1', { cowrie_shells: 0, experience_points: 0, purchased_secrets: new Set(['baba-ejiogbe']) }, [row('secret_purchase', -100, 0, 'baba-ejiogbe'), row('streak_freeze', -50, 0)]);
    expect(checkPurchases(o, new Map([['u1', charged]])).ok).toBe(true);
    const twice = user('u1', { cowrie_shells: 0, experience_points: 0, purchased_secrets: new Set(['baba-ejiogbe']) }, [row('secret_purchase', -100, 0, 'baba-ejiogbe'), row('secret_purchase', -100, 0, 'baba-ejiogbe'), row('streak_freeze', -50, 0)]);
    expect(checkPurchases(o, new Map([['u1', twice]])).problems).toEqual(['user u1: 2 secret charges in the ledger, 1 purchases answered', 'user u1: owns 1 secrets, charged for 2']);
  });

  it('holds the admin counters to what the load saw, with room for writes of unknown fate', () => {
    const o = new Observed();
    o.registered.set('u1', { index: 0, referrer: null, language: 'es' });
    o.registered.set('u2', { index: 1, referrer: null, language: 'es' });
    const g = o.startGame({ id: 'g1', userId: 'u1', game: 'orisha_matching', difficulty: 'beginner', timed: true, questions: 10, duelId: null });
    g.results.push({ correct_answers: 1, total_questions: 10, xp_earned: 10, cowries_earned: 0, disqualified: false, percentage: 10 });
    o.startGame({ id: 'g2', userId: 'u2', game: 'orisha_matching', difficulty: 'beginner', timed: true, questions: 10, duelId: null });
    const zero = { users: 1, games_started: 5, games_completed: 4 };
    const readings = (after: typeof zero) => ({ adminBefore: zero, adminAfter: after, itemsBefore: null, itemsAfter: null, weekBefore: null, weekAfter: null });
    expect(checkCounters(o, readings({ users: 3, games_started: 7, games_completed: 5 })).ok).toBe(true);
    expect(checkCounters(o, readings({ users: 3, games_started: 9, games_completed: 5 })).problems).toEqual(['GET /admin/stats games_started moved by 4; the load saw 2']);
    o.unsureStarts = 2;
    expect(checkCounters(o, readings({ users: 3, games_started: 9, games_completed: 5 })).ok).toBe(true);
    expect(checkCounters(o, readings({ users: 3, games_started: 6, games_completed: 5 })).ok).toBe(false);
  });

  it('allows a counter short only by the increments the stack logged as lost, never over', () => {
    const o = new Observed();
    o.registered.set('u1', { index: 0, referrer: null, language: 'es' });
    o.registered.set('u2', { index: 1, referrer: null, language: 'es' });
    const log = [
      JSON.stringify({ level: 'WARN', message: 'statistics not counted', global: { users: 1, lang_es: 1 }, error: 'TimeoutError' }),
      JSON.stringify({ level: 'WARN', message: 'dependency unavailable' }),
    ];
    const lost = lostIncrements(log);
    expect(lost).toEqual({ users: 1, games_started: 0, games_completed: 0, lang_es: 1 });
    const zero = { users: 0, games_started: 0, games_completed: 0 };
    const readings = (users: number) => ({ adminBefore: zero, adminAfter: { ...zero, users }, itemsBefore: null, itemsAfter: null, weekBefore: null, weekAfter: null });
    expect(checkCounters(o, readings(1)).ok).toBe(false);
    expect(checkCounters(o, readings(1), lost).ok).toBe(true);
    expect(checkCounters(o, readings(1), lost).summary).toContain('logged as lost to a failed write (allowed, DESIGN.md 3b): users 1');
    expect(checkCounters(o, readings(0), lost).ok).toBe(false);
    expect(checkCounters(o, readings(3), lost).ok).toBe(false);
  });

  it('holds the users per language to the registrations in each', () => {
    const o = new Observed();
    o.registered.set('u1', { index: 0, referrer: null, language: 'es' });
    o.registered.set('u2', { index: 1, referrer: null, language: 'fr' });
    const none = { users: 0, games_started: 0, games_completed: 0 };
    expect(checkLanguages(o, { es: 1, en: 0, fr: 0 }, { es: 2, en: 0, fr: 1 }, none).ok).toBe(true);
    expect(checkLanguages(o, { es: 1, en: 0, fr: 0 }, { es: 3, en: 0, fr: 0 }, none).problems).toEqual([
      'GET /admin/stats languages.es moved by 2; 1 registered in it',
      'GET /admin/stats languages.fr moved by 0; 1 registered in it',
    ]);
    expect(checkLanguages(o, { es: 1, en: 0, fr: 0 }, { es: 2, en: 0, fr: 0 }, { ...none, lang_fr: 1 }).ok).toBe(true);
  });

  it('wants crossing friend requests to end as exactly one friendship, nothing pending', () => {
    const o = new Observed();
    o.pairs.push({ a: 'a', b: 'b', crossing: true, settled: true, note: '' });
    const friends = new Map([
      ['a', user('a', { cowrie_shells: 0, experience_points: 0 }, [], { friends: new Set(['b']) })],
      ['b', user('b', { cowrie_shells: 0, experience_points: 0 }, [], { friends: new Set(['a']) })],
    ]);
    expect(checkFriendships(o, friends).ok).toBe(true);
    const pendingBothWays = new Map([
      ['a', user('a', { cowrie_shells: 0, experience_points: 0 }, [], { requestsIn: new Set(['b']), requestsOut: new Set(['b']) })],
      ['b', user('b', { cowrie_shells: 0, experience_points: 0 }, [], { requestsIn: new Set(['a']), requestsOut: new Set(['a']) })],
    ]);
    expect(checkFriendships(o, pendingBothWays).problems).toEqual(['crossing requests a <-> b: friends false/false, pending a-in true a-out true b-in true b-out true']);
  });

  it('wants a house to hold each member once and their done marks', () => {
    const o = new Observed();
    o.houses.set('h1', { id: 'h1', headId: 'head', members: new Set(['m1', 'm2']), unsureJoins: 0, done: new Map([['as1', new Set(['m1'])]]), assignments: ['as1'], practised: 1 });
    const snap = (members: Array<[string, string[]]>, count: number): Map<string, HouseSnapshot> =>
      new Map([['h1', { id: 'h1', members: new Map(members.map(([m, done]) => [m, new Set(done)])), record: { member_count: count } }]]);
    expect(checkHouses(o, snap([['head', []], ['m1', ['as1']], ['m2', []]], 3), new Map()).ok).toBe(true);
    expect(checkHouses(o, snap([['head', []], ['m1', []], ['m2', []]], 4), new Map()).problems).toEqual([
      'house h1: member_count 4, 3 member items',
      'house h1: m1 completed assignment as1, not marked done',
    ]);
  });

  it('wants one of two identical answers sent at once to count, the other refused', () => {
    const o = new Observed();
    o.duplicates.push({ kind: 'answer', ref: 'g1 q1', statuses: [200, 409] });
    o.duplicates.push({ kind: 'game completion', ref: 'g1', statuses: [200, 200] });
    o.duplicates.push({ kind: 'secret purchase', ref: 'u1 x', statuses: [200, 400] });
    o.duplicates.push({ kind: 'answer', ref: 'g2 q1', statuses: [200, 503] });
    expect(checkDuplicates(o).ok).toBe(true);
    o.duplicates.push({ kind: 'answer', ref: 'g3 q4', statuses: [200, 200] });
    o.duplicates.push({ kind: 'join', ref: 'u1 into h1', statuses: [200, 409] });
    expect(checkDuplicates(o).problems).toEqual(['answer g3 q4: answered 200 and 200', 'join u1 into h1: answered 200 and 409']);
  });

  it('allows a write of unknown fate to have counted, or not', () => {
    expect(within(5, 5)).toBe(true);
    expect(within(6, 5)).toBe(false);
    expect(within(6, 5, 1)).toBe(true);
    expect(within(4, 5, 1)).toBe(false);
  });
});

describe('load report', () => {
  it('groups the stack log by message, route and cause', () => {
    const line = (message: string) =>
      JSON.stringify({ level: 'ERROR', message: 'unhandled error', routeKey: 'POST /api/social/house/join', error: { name: 'TransactionCanceledException', message, stack: `Error\n    at joinHouse (/work/main/functions/src/services/house.ts:80:11)` } });
    const lines = [line('[TransactionConflict]'), line('[TransactionConflict]'), JSON.stringify({ level: 'INFO', message: 'fine' }), 'not json'];
    expect(summarizeServerLog(lines)).toEqual(['    2 x ERROR unhandled error [POST /api/social/house/join] TransactionCanceledException: [TransactionConflict] at functions/src/services/house.ts:80:11']);
  });

  it('ends with one line that says whether every check held', () => {
    const m = new Metrics();
    m.attempt({ route: 'me', group: 'auth', status: 200, ms: 3, retry: false });
    const pass = [{ name: 'a', ok: true, summary: '', problems: [] }];
    expect(verdict(pass, m.summary(1))).toBe('LOAD PASSED: all 1 checks hold; 1 requests at 1.0 req/s, 0 x 503, 0 other 5xx');
    const fail = [...pass, { name: 'ledgers', ok: false, summary: '', problems: ['user u1: ...'] }];
    const report = renderReport({
      seed: 3,
      setup: ['Stack: local'],
      plannedSeconds: 60,
      concurrency: 32,
      maxRequests: 1000,
      stoppedBy: null,
      metrics: m.summary(1),
      server: { calls: 10, transactions: 4, conflicts: 2, conflictsBy: { TransactWriteItems: 2 }, conditionFailures: 1 },
      happened: { learners: 2, registered: 2, houses: 1, gamesStarted: 1, gamesCompleted: 1, duelGames: 0, duels: 0, referred: 0, assignmentsPractised: 0, answersRight: 5, answersWrong: 5, reviews: 0, secrets: 0, freezes: 0, friendPairs: 1, crossingPairs: 1, duplicates: 0 },
      checks: fail,
      serverLog: [],
    });
    expect(report).toContain('FAIL  ledgers');
    expect(report).toContain('2 cancelled by TransactionConflict (TransactWriteItems 2)');
    expect(report.split('\n').at(-1)).toBe('LOAD FAILED: 1 of 2 checks failed (ledgers); 1 requests at 1.0 req/s, 0 x 503, 0 other 5xx');
  });
});
