import { ECONOMY, PRACTICE, type GameId } from '@ifa/shared';
import { scoreGame } from '../../../functions/src/domain/economy.js';
import type { MetricsSummary } from './metrics.js';
import type { GameSeen, Observed } from './observed.js';
import type { HouseSnapshot, LedgerRow, UserSnapshot } from './table.js';

/**
 * What `npm run load` fails on (DESIGN.md 3b, 8: 0 5xx, 0 lost or doubled writes): every check
 * holds the table and the admin counters to what the load saw answered. Pure: the run feeds it
 * the metrics, what it observed and what it read back; unit tests feed it made-up ones.
 */

export interface CheckResult {
  name: string;
  ok: boolean;
  /** What was checked, in figures. */
  summary: string;
  /** Each thing found wrong, precise enough to look up (ids, figures). */
  problems: string[];
}

const paidRows = (rows: LedgerRow[]) => (rows.length ? rows.map((r) => `${r.xp} XP / ${r.cowries} cowries`).join(' + ') : 'nothing');
const result = (name: string, checked: string, problems: string[]): CheckResult => ({ name, ok: problems.length === 0, summary: checked, problems });

/** Within [expected, expected + unsure]: a write of unknown fate may or may not have counted. */
export const within = (actual: number, expected: number, unsure = 0) => actual >= expected && actual <= expected + unsure;
const range = (expected: number, unsure: number) => (unsure ? `${expected}..${expected + unsure}` : String(expected));

export function checkNoServerErrors(metrics: MetricsSummary): CheckResult {
  const problems = metrics.serverErrors.map((e) => `${e.status} ${e.method} ${e.path} ${e.request} -> ${e.response}${e.during ? ` (${e.during})` : ''}`);
  for (const u of metrics.unanswered) problems.push(`no answer: ${u.method} ${u.path} ${u.request} (${u.response})${u.during ? ` (${u.during})` : ''}`);
  if (metrics.noAnswer > metrics.unanswered.length) problems.push(`${metrics.noAnswer - metrics.unanswered.length} more request(s) got no answer at all`);
  return result('no 5xx (503 try-again allowed) and every request answered', `${metrics.attempts} requests, ${metrics.tryAgain} answered 503`, problems);
}

export function checkExpectedAnswers(metrics: MetricsSummary, observed: Observed): CheckResult {
  const problems = [
    ...metrics.unexpected.map((e) => `${e.status} ${e.method} ${e.path} ${e.request} -> ${e.response}${e.during ? ` (${e.during})` : ''}`),
    ...observed.failures,
  ];
  return result('every other answer as the flow expects', `${metrics.unexpected.length} unexpected answer(s), ${observed.failures.length} flow failure(s)`, problems);
}

const sum = (rows: LedgerRow[], key: 'cowries' | 'xp') => rows.reduce((s, r) => s + r.cowries * (key === 'cowries' ? 1 : 0) + r.xp * (key === 'xp' ? 1 : 0), 0);

/** Each learner's ledger sums to the balance on their user item (cowries and XP). */
export function checkLedgers(users: UserSnapshot[]): CheckResult {
  const problems: string[] = [];
  let entries = 0;
  for (const u of users) {
    if (!u.profile) {
      problems.push(`user ${u.id}: no PROFILE item`);
      continue;
    }
    entries += u.ledger.length;
    const cowries = Number(u.profile.cowrie_shells ?? 0);
    const xp = Number(u.profile.experience_points ?? 0);
    if (sum(u.ledger, 'cowries') !== cowries) problems.push(`user ${u.id}: ledger cowries sum ${sum(u.ledger, 'cowries')}, balance ${cowries}`);
    if (sum(u.ledger, 'xp') !== xp) problems.push(`user ${u.id}: ledger XP sum ${sum(u.ledger, 'xp')}, experience_points ${xp}`);
  }
  return result('every ledger sums to its balance', `${users.length} learners, ${entries} ledger entries`, problems);
}

/** Reasons paid at most once per (learner, ref): a second one is a doubled write. */
const ONCE_PER_REF = ['game_reward', 'review_reward', 'duel_bonus', 'referral_reward', 'secret_purchase'];
const ONCE_PER_USER = ['welcome', 'referral_bonus'];

export function checkPaidOnce(users: UserSnapshot[]): CheckResult {
  const problems: string[] = [];
  for (const u of users) {
    const seen = new Map<string, number>();
    for (const row of u.ledger) {
      const key = ONCE_PER_USER.includes(row.reason) ? row.reason : ONCE_PER_REF.includes(row.reason) ? `${row.reason} ${row.ref}` : null;
      if (key) seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    for (const [key, n] of seen) if (n > 1) problems.push(`user ${u.id}: ${n} ledger entries '${key}'`);
  }
  return result('nothing paid or charged twice', `${users.length} ledgers`, problems);
}

/**
 * A learner who registered with a referral code got the bonus once; their referrer got the reward
 * once after their first completed game (none before, none past the referrer's twentieth).
 */
export function checkReferrals(observed: Observed, users: Map<string, UserSnapshot>): CheckResult {
  const problems: string[] = [];
  let referred = 0;
  for (const [id, { referrer }] of observed.registered) {
    if (!referrer) continue;
    referred += 1;
    const bonus = users.get(id)?.ledger.filter((r) => r.reason === 'referral_bonus') ?? [];
    if (bonus.length !== 1 || bonus[0]!.cowries !== ECONOMY.referredBonusCowries) problems.push(`user ${id}, referred by ${referrer}: referral bonus ${paidRows(bonus)}`);
    const games = [...observed.games.values()].filter((g) => g.userId === id);
    const completed = games.some((g) => g.results.length);
    const unsure = games.some((g) => !g.results.length && (g.unsureCompletion || g.unsureAnswers));
    const ledger = users.get(referrer)?.ledger ?? [];
    const rewards = ledger.filter((r) => r.reason === 'referral_reward' && r.ref === id);
    const capped = ledger.filter((r) => r.reason === 'referral_reward').length >= ECONOMY.maxRewardedReferrals;
    const expected = completed && !capped ? 1 : 0;
    if (!within(rewards.length, expected, unsure || (completed && capped) ? 1 : 0)) {
      problems.push(`referrer ${referrer} of ${id}: ${rewards.length} referral rewards; ${id} completed ${completed ? 'a game' : 'no game'}`);
    }
    if (rewards.some((r) => r.cowries !== ECONOMY.referrerRewardCowries)) problems.push(`referrer ${referrer} of ${id}: reward ${paidRows(rewards)}`);
  }
  return result('referrals paid once, when due', `${referred} learners referred`, problems);
}

/** The XP and cowries a game's result must pay, by the economy's own rule, for its answers. */
export function expectedScore(g: Pick<GameSeen, 'difficulty' | 'timed'>, r: { correct_answers: number; total_questions: number; disqualified: boolean }) {
  return scoreGame({ correct: r.correct_answers, total: r.total_questions, difficulty: g.difficulty, disqualified: r.disqualified, timed: g.timed, hintsUsed: 0 });
}

/**
 * Each completed game: every result answered for it the same; its right answers those the
 * answers said were right (none counted twice); its XP and cowries what the rule pays for them;
 * one ledger entry for it, with those amounts.
 */
export function checkGames(observed: Observed, users: Map<string, UserSnapshot>): CheckResult {
  const problems: string[] = [];
  let completed = 0;
  for (const g of observed.games.values()) {
    if (!g.results.length) continue;
    completed += 1;
    const first = g.results[0]!;
    const label = `${g.game} ${g.duelId ? `duel ${g.duelId} ` : ''}game ${g.id} of ${g.userId}`;
    if (g.results.some((r) => JSON.stringify(r) !== JSON.stringify(first))) problems.push(`${label}: completions answered different results ${JSON.stringify(g.results)}`);
    if (!within(first.correct_answers, g.right, g.unsureAnswers)) {
      problems.push(`${label}: result counts ${first.correct_answers} right answers, the answers said ${range(g.right, g.unsureAnswers)}`);
    }
    if (first.total_questions !== g.questions) problems.push(`${label}: result has ${first.total_questions} questions, the game started with ${g.questions}`);
    const score = expectedScore(g, first);
    if (first.xp_earned !== score.xp || first.cowries_earned !== score.cowries) {
      problems.push(`${label}: paid ${first.xp_earned} XP and ${first.cowries_earned} cowries for ${first.correct_answers}/${first.total_questions} right (${g.difficulty}, ${g.timed ? 'timed' : 'untimed'}${first.disqualified ? ', disqualified' : ''}); the rule pays ${score.xp} XP and ${score.cowries}`);
    }
    const rows = users.get(g.userId)?.ledger.filter((r) => r.reason === 'game_reward' && r.ref === g.id) ?? [];
    const paid = first.xp_earned > 0 || first.cowries_earned > 0;
    if (paid && (rows.length !== 1 || rows[0]!.xp !== first.xp_earned || rows[0]!.cowries !== first.cowries_earned)) {
      problems.push(`${label}: result ${first.xp_earned} XP / ${first.cowries_earned} cowries, ledger ${paidRows(rows)}`);
    }
    if (!paid && rows.length) problems.push(`${label}: paid nothing, yet the ledger has ${paidRows(rows)}`);
  }
  return result('every game scored by its answers, each answer counted once', `${completed} games completed`, problems);
}

/** Progress counts each completed game once: total_games_played equals the games the load completed. */
export function checkProgress(observed: Observed, users: UserSnapshot[]): CheckResult {
  const problems: string[] = [];
  for (const u of users) {
    for (const game of ['orisha_matching', 'ifa_signs'] as GameId[]) {
      const { done, unsure } = observed.completedBy(u.id, game);
      const played = u.played[game] ?? 0;
      if (!within(played, done, unsure)) problems.push(`user ${u.id}: ${game} total_games_played ${played}, games completed ${range(done, unsure)}`);
    }
  }
  return result('progress counts every completed game once', `${users.length} learners x 2 games`, problems);
}

/** Each completed review session: results alike, XP for its right cards, one ledger entry. */
export function checkReviews(observed: Observed, users: Map<string, UserSnapshot>): CheckResult {
  const problems: string[] = [];
  let completed = 0;
  for (const s of observed.reviews.values()) {
    if (!s.results.length) continue;
    completed += 1;
    const first = s.results[0]!;
    const label = `review ${s.id} of ${s.userId}`;
    if (s.results.some((r) => JSON.stringify(r) !== JSON.stringify(first))) problems.push(`${label}: completions answered different results ${JSON.stringify(s.results)}`);
    const right = [...s.lastVerdict.values()].filter(Boolean).length;
    if (!within(first.correct, right, s.unsureAnswers)) problems.push(`${label}: result counts ${first.correct} right cards, the answers said ${range(right, s.unsureAnswers)}`);
    if (first.xp_earned !== first.correct * PRACTICE.xpPerReviewAnswer) problems.push(`${label}: ${first.xp_earned} XP for ${first.correct} right cards`);
    const rows = users.get(s.userId)?.ledger.filter((r) => r.reason === 'review_reward' && r.ref === s.id) ?? [];
    if (first.xp_earned > 0 ? rows.length !== 1 || rows[0]!.xp !== first.xp_earned : rows.length > 0) {
      problems.push(`${label}: result ${first.xp_earned} XP, ledger ${paidRows(rows)}`);
    }
  }
  return result('every review session paid for its right cards, once', `${completed} sessions completed`, problems);
}

/** Secrets and streak freezes: one charge per purchase that answered, whatever was sent twice. */
export function checkPurchases(observed: Observed, users: Map<string, UserSnapshot>): CheckResult {
  const problems: string[] = [];
  let secrets = 0;
  let freezes = 0;
  for (const [userId, p] of observed.purchases) {
    const ledger = users.get(userId)?.ledger ?? [];
    const charged = ledger.filter((r) => r.reason === 'secret_purchase');
    const bought = [...p.secrets.values()].reduce((s, n) => s + n, 0);
    secrets += bought;
    for (const [oddun, n] of p.secrets) if (n > 1) problems.push(`user ${userId}: secret ${oddun} answered as bought (not already owned) ${n} times`);
    if (!within(charged.length, bought, p.unsure)) problems.push(`user ${userId}: ${charged.length} secret charges in the ledger, ${range(bought, p.unsure)} purchases answered`);
    const owned = users.get(userId)?.profile?.purchased_secrets;
    const ownedCount = owned instanceof Set ? owned.size : Array.isArray(owned) ? owned.length : 0;
    if (ownedCount !== charged.length) problems.push(`user ${userId}: owns ${ownedCount} secrets, charged for ${charged.length}`);
    const frozen = ledger.filter((r) => r.reason === 'streak_freeze').length;
    freezes += p.freezes;
    if (!within(frozen, p.freezes, p.unsure)) problems.push(`user ${userId}: ${frozen} streak-freeze charges, ${range(p.freezes, p.unsure)} purchases answered`);
  }
  return result('every purchase charged once', `${secrets} secrets and ${freezes} streak freezes bought`, problems);
}

export interface CounterFigures {
  users: number;
  games_started: number;
  games_completed: number;
}

export interface CounterReadings {
  /** GET /admin/stats totals, before the load and after it. */
  adminBefore: CounterFigures;
  adminAfter: CounterFigures;
  /** The statistics items summed (every shard), before and after; null when none was found. */
  itemsBefore: CounterFigures | null;
  itemsAfter: CounterFigures | null;
  /** The admin tiles' last 7 days (today's day items), before and after; null when the UTC day changed meanwhile. */
  weekBefore: CounterFigures | null;
  weekAfter: CounterFigures | null;
}

/** What the counters must have moved by: users registered, games started and completed, each as answered. */
export function countersExpected(observed: Observed) {
  let completed = 0;
  let unsureCompleted = 0;
  for (const g of observed.games.values()) {
    if (g.results.length) completed += 1;
    else if (g.unsureCompletion || g.unsureAnswers) unsureCompleted += 1;
  }
  return {
    users: { expected: observed.registered.size, unsure: observed.unsureRegistrations },
    games_started: { expected: observed.games.size, unsure: observed.unsureStarts },
    games_completed: { expected: completed, unsure: unsureCompleted },
  };
}

/** The message the product logs when a counter's write failed after the learner's own succeeded. */
export const STATS_LOST_MESSAGE = 'statistics not counted';

/**
 * Increments the stack logged as lost (DESIGN.md 3b: 'an increment lost to a failure is
 * acceptable where a learner's failed request is not'), by counter, from its JSON log lines.
 */
export function lostIncrements(lines: string[]): Lost {
  const lost: Lost = { users: 0, games_started: 0, games_completed: 0 };
  for (const line of lines) {
    let entry: { message?: unknown; global?: Record<string, unknown> };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    if (entry.message !== STATS_LOST_MESSAGE) continue;
    for (const [key, by] of Object.entries(entry.global ?? {})) lost[key] = (lost[key] ?? 0) + Math.max(0, Number(by) || 0);
  }
  return lost;
}

/** Increments logged as lost, by counter (`users`, `games_started`, `lang_es`...). */
export type Lost = CounterFigures & Record<string, number>;

/** The users per interface language (the admin's demographics tile) moved by the learners registered in each. */
export function checkLanguages(observed: Observed, before: Record<string, number>, after: Record<string, number>, lost: Lost): CheckResult {
  const problems: string[] = [];
  const registered = new Map<string, number>();
  for (const r of observed.registered.values()) registered.set(r.language, (registered.get(r.language) ?? 0) + 1);
  const languages = [...new Set([...Object.keys(after), ...registered.keys()])].sort();
  for (const language of languages) {
    const moved = (after[language] ?? 0) - (before[language] ?? 0);
    const expected = registered.get(language) ?? 0;
    const short = lost[`lang_${language}`] ?? 0;
    if (!within(moved, expected - short, observed.unsureRegistrations + short)) problems.push(`GET /admin/stats languages.${language} moved by ${moved}; ${range(expected, observed.unsureRegistrations)} registered in it`);
  }
  return result('users per language equal the registrations', languages.map((l) => `${l} +${registered.get(l) ?? 0}`).join(', '), problems);
}

export function checkCounters(observed: Observed, readings: CounterReadings, lost: Lost = { users: 0, games_started: 0, games_completed: 0 }): CheckResult {
  const problems: string[] = [];
  const expected = countersExpected(observed);
  const compared: string[] = [];
  const compare = (source: string, before: CounterFigures | null, after: CounterFigures | null) => {
    if (!before || !after) return;
    compared.push(source);
    for (const key of ['users', 'games_started', 'games_completed'] as const) {
      const moved = after[key] - before[key];
      const { expected: e, unsure } = expected[key];
      // Never more than happened; less only by what the stack logged as lost.
      if (!within(moved, e - lost[key], unsure + lost[key])) {
        problems.push(`${source} ${key} moved by ${moved}; the load saw ${range(e, unsure)}${lost[key] ? ` (${lost[key]} logged as lost)` : ''}`);
      }
    }
  };
  compare('GET /admin/stats', readings.adminBefore, readings.adminAfter);
  compare('GET /admin/stats last_7_days', readings.weekBefore, readings.weekAfter);
  compare('STATS items (all shards)', readings.itemsBefore, readings.itemsAfter);
  const e = expected;
  return result(
    'admin counters equal what happened',
    `users +${range(e.users.expected, e.users.unsure)}, games started +${range(e.games_started.expected, e.games_started.unsure)}, completed +${range(e.games_completed.expected, e.games_completed.unsure)}; compared with ${compared.join(', ')}${
      lost.users + lost.games_started + lost.games_completed
        ? `; increments the stack logged as lost to a failed write (allowed, DESIGN.md 3b): users ${lost.users}, games started ${lost.games_started}, completed ${lost.games_completed}`
        : ''
    }`,
    problems,
  );
}

/** Every friendship asked (crossing requests included) ends as exactly one friendship, nothing pending. */
export function checkFriendships(observed: Observed, users: Map<string, UserSnapshot>): CheckResult {
  const problems: string[] = [];
  let crossing = 0;
  for (const pair of observed.pairs) {
    if (pair.crossing) crossing += 1;
    const a = users.get(pair.a);
    const b = users.get(pair.b);
    if (!a || !b) continue;
    const label = `${pair.crossing ? 'crossing requests' : 'request and accept'} ${pair.a} <-> ${pair.b}`;
    const friends = a.friends.has(pair.b) && b.friends.has(pair.a);
    const pending = [a.requestsIn.has(pair.b), a.requestsOut.has(pair.b), b.requestsIn.has(pair.a), b.requestsOut.has(pair.a)];
    if (!friends || pending.some(Boolean)) {
      const state = `friends ${a.friends.has(pair.b)}/${b.friends.has(pair.a)}, pending a-in ${pending[0]} a-out ${pending[1]} b-in ${pending[2]} b-out ${pending[3]}`;
      problems.push(`${label}: ${state}${pair.note ? ` (${pair.note})` : ''}`);
    }
  }
  return result('friend requests (crossing ones too) make exactly one friendship', `${observed.pairs.length} pairs, ${crossing} crossing`, problems);
}

/** Each house holds its head and every member whose join answered, once; their done marks hold. */
export function checkHouses(observed: Observed, houses: Map<string, HouseSnapshot>, users: Map<string, UserSnapshot>): CheckResult {
  const problems: string[] = [];
  for (const seen of observed.houses.values()) {
    const snap = houses.get(seen.id);
    if (!snap) {
      problems.push(`house ${seen.id}: not read back`);
      continue;
    }
    const expected = new Set([seen.headId, ...seen.members]);
    const extra = [...snap.members.keys()].filter((m) => !expected.has(m));
    const missing = [...expected].filter((m) => !snap.members.has(m));
    if (missing.length || extra.length > seen.unsureJoins) problems.push(`house ${seen.id}: members missing ${JSON.stringify(missing)}, unexpected ${JSON.stringify(extra)}`);
    const count = snap.record?.member_count;
    if (typeof count === 'number' && count !== snap.members.size) problems.push(`house ${seen.id}: member_count ${count}, ${snap.members.size} member items`);
    for (const m of expected) {
      const house = users.get(m)?.house;
      if (house !== undefined && house !== seen.id) problems.push(`house ${seen.id}: member ${m}'s membership item names ${house}`);
    }
    for (const [assignment, doneBy] of seen.done) {
      for (const m of doneBy) if (!snap.members.get(m)?.has(assignment)) problems.push(`house ${seen.id}: ${m} completed assignment ${assignment}, not marked done`);
    }
  }
  return result('houses hold each member once', `${observed.houses.size} houses`, problems);
}

/** Requests sent twice at once: an answer counts once (one 2xx, one 409); the others answer alike. */
export function checkDuplicates(observed: Observed): CheckResult {
  const problems: string[] = [];
  const ok = (s: number) => s >= 200 && s < 300;
  for (const d of observed.duplicates) {
    // A copy that got no answer, or only 503s, may or may not have counted: nothing to hold it to.
    if (d.statuses.some((s) => s === 0 || s === 503)) continue;
    const wins = d.statuses.filter(ok).length;
    const bad =
      d.kind === 'answer' || d.kind === 'duel play'
        ? wins !== 1 || d.statuses.some((s) => !ok(s) && s !== 409)
        : d.kind === 'secret purchase' || d.kind === 'streak freeze'
          ? d.statuses.some((s) => !ok(s) && s !== 400)
          : wins !== d.statuses.length;
    if (bad) problems.push(`${d.kind} ${d.ref}: answered ${d.statuses.join(' and ')}`);
  }
  const kinds = [...new Set(observed.duplicates.map((d) => d.kind))].map((k) => `${observed.duplicates.filter((d) => d.kind === k).length} ${k}`);
  return result('duplicates sent at once count once', kinds.join(', ') || 'none sent', problems);
}
