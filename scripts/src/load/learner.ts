import { ECONOMY, HOUSE, type Difficulty, type ResponseBody } from '@ifa/shared';
import { endpoints, type EndpointName } from '@ifa/shared/endpoints';
import { NoAnswer, Stopped, pathOf, type Caller, type CallInput, type LoadClient } from './http.js';
import type { Metrics } from './metrics.js';
import type { DuplicateSeen, GameSeen, HouseSeen, Observed, ReviewSeen } from './observed.js';
import { chooseActivity, pick, seeded, type Activity, type CohortPlan, type LearnerPlan, type Rng } from './plan.js';
import type { Questions, TableReader } from './table.js';

/**
 * A simulated learner, request by request as the web app sends them: registers, settles into
 * their cohort (the head is promoted and founds the house, the others join it and befriend each
 * other, crossing requests included), then until the time is up plays Orisha and Signs games,
 * daily reviews, duels with housemates, the house's assignments, buys secrets and streak
 * freezes, and browses. Some requests are sent twice at the same moment on purpose. Everything
 * answered is noted in `Observed` for the checks.
 */

/** Shares of the deliberate duplicates (sent twice at the same moment). */
export const TWICE = { answer: 0.06, completion: 0.12, purchase: 0.3, duelPlay: 0.25 } as const;

export interface Sign {
  id: string;
  name: string;
  pattern: string;
  hasSecret: boolean;
}

export interface Catalogue {
  signs: Sign[];
  byId: Map<string, Sign>;
  byPattern: Map<string, Sign>;
}

export function catalogueOf(odduns: Array<{ id: string; name?: string | undefined; binary_pattern?: string | undefined; has_secret?: boolean | undefined; position?: number | undefined }>): Catalogue {
  const signs = [...odduns]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((o) => ({ id: o.id, name: o.name ?? o.id, pattern: o.binary_pattern ?? '', hasSecret: o.has_secret === true }));
  return { signs, byId: new Map(signs.map((s) => [s.id, s])), byPattern: new Map(signs.map((s) => [s.pattern, s])) };
}

class Deferred<T> {
  resolve!: (value: T) => void;
  readonly promise = new Promise<T>((r) => (this.resolve = r));
}

export interface Learner {
  plan: LearnerPlan;
  email: string;
  username: string;
  password: string;
  caller: Caller;
  id: string | null;
  referralCode: string | null;
  registered: Deferred<boolean>;
  /** The house this learner belongs to (head or member), once joined. */
  house: HouseSeen | null;
  /** Learners this one became friends with during the setup. */
  friends: Set<Learner>;
  rng: Rng;
  owned: Set<string>;
  /** Cowries as last known (the registration's, the last balance read, plus what games paid since). */
  cowries: number;
}

export interface World {
  client: LoadClient;
  metrics: Metrics;
  observed: Observed;
  table: TableReader;
  catalogue: Catalogue;
  learners: Learner[];
  admin: Caller;
  /** Whether a learner may start another activity. */
  going(): boolean;
}

export function newLearner(plan: LearnerPlan, seed: number): Learner {
  return {
    plan,
    email: `learner${plan.index}@load.example.com`,
    username: `learner_${plan.index}`,
    password: `load-password-${plan.index}`,
    caller: { address: plan.address },
    id: null,
    referralCode: null,
    registered: new Deferred<boolean>(),
    house: null,
    friends: new Set(),
    rng: seeded((seed ^ Math.imul(plan.index + 1, 0x9e3779b1)) >>> 0),
    owned: new Set(),
    cowries: 0,
  };
}

type Outcome = 'ok' | 'expected' | 'unsure' | 'failed';
interface Answer<T> {
  status: number;
  body: T;
  outcome: Outcome;
}

/**
 * One request, classified: 2xx ok; a status the flow expects here (`expect`: status -> what it
 * means) counted by kind; a 503 after every retry or no answer at all 'unsure' (it may have
 * taken effect); anything else failed (and recorded, with what reproduces it).
 */
async function req<N extends EndpointName>(w: World, as: Caller, name: N, input: CallInput, expect: Record<number, string> = {}): Promise<Answer<ResponseBody<N>>> {
  let reply;
  try {
    reply = await w.client.call(as, name, input);
  } catch (error) {
    if (error instanceof NoAnswer) return { status: 0, body: undefined as ResponseBody<N>, outcome: 'unsure' };
    throw error;
  }
  const { status } = reply;
  if (status >= 200 && status < 300) return { status, body: reply.body, outcome: 'ok' };
  if (expect[status]) {
    w.metrics.expected(name, status, expect[status]);
    return { status, body: reply.body, outcome: 'expected' };
  }
  if (status === 503) return { status, body: reply.body, outcome: 'unsure' };
  if (status < 500) {
    const request = input.body === undefined ? '' : JSON.stringify(input.body, (key, value) => (/password/i.test(key) ? '***' : value));
    w.metrics.unexpectedStatus({ route: name, method: endpoints[name].method, path: pathOf(name, input.params, input.query), status, request, response: reply.text.slice(0, 400), during: input.during ?? '' });
  }
  return { status, body: reply.body, outcome: 'failed' };
}

/**
 * Waits for every promise, so nothing goes on behind the run's back once it is over, then throws
 * the first failure (the run stopping: the hard cap, or the time).
 */
async function all<T>(promises: Array<Promise<T>>): Promise<T[]> {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
}

/**
 * Sends the same request once, or twice at the same moment; answers the replies of the copies
 * sent (one, when the run stopped before the second left: the first's effect is still real).
 */
async function maybeTwice<T>(twice: boolean, send: () => Promise<Answer<T>>): Promise<Array<Answer<T>>> {
  if (!twice) return [await send()];
  const settled = await Promise.allSettled([send(), send()]);
  const sent = settled.filter((s): s is PromiseFulfilledResult<Answer<T>> => s.status === 'fulfilled').map((s) => s.value);
  if (!sent.length) throw (settled[0] as PromiseRejectedResult).reason;
  return sent;
}

const noteTwice = (w: World, twice: boolean, kind: DuplicateSeen['kind'], ref: string, answers: Array<{ status: number }>) => {
  if (twice && answers.length > 1) w.observed.duplicates.push({ kind, ref, statuses: answers.map((a) => a.status) });
};

const ok = <T>(answers: Array<Answer<T>>) => answers.find((a) => a.outcome === 'ok');
const unsure = <T>(answers: Array<Answer<T>>) => answers.some((a) => a.outcome === 'unsure');

// ---------------------------------------------------------------- registration and the cohort

export async function register(w: World, l: Learner) {
  const referrer = l.plan.referrer === null ? null : w.learners[l.plan.referrer]!;
  if (referrer) await referrer.registered.promise;
  const body = {
    email: l.email,
    username: l.username,
    full_name: `Aprendiz ${l.plan.index}`,
    password: l.password,
    language: pick(l.rng, ['es', 'es', 'es', 'en', 'fr'] as const),
    ...(referrer?.referralCode ? { referred_by: referrer.referralCode } : {}),
  };
  const a = await req(w, l.caller, 'register', { body, during: `learner ${l.plan.index} registering` });
  if (a.outcome === 'ok') {
    l.id = a.body.user.id;
    l.caller.token = a.body.access_token;
    l.referralCode = a.body.user.referral_code;
    l.cowries = a.body.user.cowrie_shells;
    w.observed.registered.set(l.id, { index: l.plan.index, referrer: referrer?.referralCode ? referrer.id : null, language: body.language });
  } else if (a.outcome === 'unsure') w.observed.unsureRegistrations += 1;
  l.registered.resolve(a.outcome === 'ok');
}

const befriend = (a: Learner, b: Learner) => {
  a.friends.add(b);
  b.friends.add(a);
};

const todayPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The cohort's social setup: the head promoted to babalawo by the admin (then signs in again:
 * a role change may end earlier sessions) founds the house; the members join it (one sends the
 * join twice at once); pairs of members send each other a friend request at the same moment; the
 * last member asks the head, who accepts twice at once; the head assigns a first practice.
 */
export async function setUpCohort(w: World, cohort: CohortPlan) {
  const everyone = cohort.learners.map((i) => w.learners[i]!);
  const registered = await Promise.all(everyone.map((l) => l.registered.promise));
  const ready = everyone.filter((_, k) => registered[k]);
  const head = w.learners[cohort.head]!;
  const during = `cohort ${cohort.index} setup`;
  let house: HouseSeen | null = null;
  if (head.id) {
    const promoted = await req(w, w.admin, 'adminSetRole', { params: { id: head.id }, body: { new_role: 'babalawo' }, during });
    const login = promoted.outcome === 'ok' ? await req(w, head.caller, 'login', { body: { email: head.email, password: head.password }, during }) : null;
    if (login?.outcome === 'ok') head.caller.token = login.body.access_token;
    const founded = login?.outcome === 'ok' ? await req(w, head.caller, 'houseFound', { body: { name: `Ilé de la carga ${cohort.index}` }, during }) : null;
    if (founded?.outcome === 'ok') {
      house = { id: founded.body.house.id, headId: head.id, members: new Set(), unsureJoins: 0, done: new Map(), assignments: [], practised: 0 };
      w.observed.houses.set(house.id, house);
      head.house = house;
      const code = founded.body.house.invite_code!;
      await all(
        ready.filter((l) => l !== head).map(async (l) => {
          const twice = l.plan.index === cohort.doubleJoiner;
          const answers = await maybeTwice(twice, () => req(w, l.caller, 'houseJoin', { body: { code }, during }));
          noteTwice(w, twice, 'join', `${l.id} into ${house!.id}`, answers);
          if (ok(answers)) {
            house!.members.add(l.id!);
            l.house = house;
          } else if (unsure(answers)) house!.unsureJoins += 1;
        }),
      );
    }
  }
  const byIndex = (i: number) => w.learners[i]!;
  await all([
    ...cohort.crossing.map(async ([i, j]) => {
      const [a, b] = [byIndex(i), byIndex(j)];
      if (!a.id || !b.id) return;
      const answers = await all([
        req(w, a.caller, 'friendRequest', { body: { username: b.username }, during: `${during}: crossing friend requests` }),
        req(w, b.caller, 'friendRequest', { body: { username: a.username }, during: `${during}: crossing friend requests` }),
      ]);
      noteTwice(w, true, 'crossing friend requests', `${a.id} <-> ${b.id}`, answers);
      // Both answered: one friendship is due. One refused or of unknown fate: nothing to hold them to.
      if (answers.every((x) => x.outcome === 'ok')) {
        befriend(a, b);
        w.observed.pairs.push({ a: a.id, b: b.id, crossing: true, settled: true, note: `answered ${answers.map((x) => `${x.status} ${x.body.status}`).join(' and ')}` });
      }
    }),
    ...cohort.asked.map(async ([i, j]) => {
      const [a, b] = [byIndex(i), byIndex(j)];
      if (!a.id || !b.id) return;
      const asked = await req(w, a.caller, 'friendRequest', { body: { username: b.username }, during });
      if (asked.outcome !== 'ok') return;
      const answers = await maybeTwice(true, () => req(w, b.caller, 'friendAccept', { params: { userId: a.id! }, during }));
      noteTwice(w, true, 'accept', `${b.id} accepts ${a.id}`, answers);
      if (ok(answers)) {
        befriend(a, b);
        w.observed.pairs.push({ a: a.id, b: b.id, crossing: false, settled: answers.every((x) => x.outcome === 'ok'), note: '' });
      }
    }),
  ]);
  if (house && head.id) await assign(w, head, house);
}

// ---------------------------------------------------------------- the activities

const questionsRight = (truth: Questions | undefined) => truth?.correct_answers ?? [];
const wrongOption = (options: readonly string[] | undefined, right: readonly string[], rng: Rng) => {
  const wrong = (options ?? []).filter((o) => !right.includes(o));
  return wrong.length ? pick(rng, wrong) : 'ninguna de estas';
};

const resultOf = (r: { correct_answers: number; total_questions: number; xp_earned: number; cowries_earned: number; disqualified: boolean; percentage: number }) => ({
  correct_answers: r.correct_answers,
  total_questions: r.total_questions,
  xp_earned: r.xp_earned,
  cowries_earned: r.cowries_earned,
  disqualified: r.disqualified,
  percentage: r.percentage,
});

/** An Orisha game's answers (right as often as this learner is), then its completion. */
async function playOrisha(w: World, l: Learner, game: GameSeen, questions: ResponseBody<'orishaStart'>['questions']) {
  const truth = await w.table.gameQuestions(game.id);
  const during = `learner ${l.plan.index} playing Orisha game ${game.id}`;
  for (const q of questions) {
    const right = questionsRight(truth.get(q.id));
    const answer = l.rng() < l.plan.accuracy && right.length ? right : [wrongOption(q.options, right, l.rng)];
    const body = { question_id: q.id, answer: answer[0]!, ...(q.is_multiple_answer ? { answers: answer } : {}) };
    const twice = l.rng() < TWICE.answer;
    const answers = await maybeTwice(twice, () => req(w, l.caller, 'orishaAnswer', { params: { sessionId: game.id }, body, during }, twice ? { 409: 'the same answer sent twice at once' } : {}));
    noteTwice(w, twice, 'answer', `${game.id} ${q.id}`, answers);
    const accepted = ok(answers);
    if (!accepted) {
      if (unsure(answers)) game.unsureAnswers += 1;
      break;
    }
    if (accepted.body.is_correct) game.right += 1;
    else game.wrong += 1;
    if (accepted.body.disqualified) break;
  }
  const twice = l.rng() < TWICE.completion;
  const answers = await maybeTwice(twice, () => req(w, l.caller, 'orishaComplete', { params: { sessionId: game.id }, during }));
  noteTwice(w, twice, 'game completion', game.id, answers);
  for (const a of answers) if (a.outcome === 'ok') game.results.push(resultOf(a.body));
  if (!ok(answers) && unsure(answers)) game.unsureCompletion = true;
  l.cowries += game.results[0]?.cowries_earned ?? 0;
}

/** A Signs game's answers; the last one answers the result (the game completes with it). */
async function playSigns(w: World, l: Learner, game: GameSeen, questions: ResponseBody<'signsStart'>['questions']) {
  const truth = await w.table.gameQuestions(game.id);
  const during = `learner ${l.plan.index} playing Signs game ${game.id}`;
  for (const q of questions) {
    const right = questionsRight(truth.get(q.id));
    const chosen = l.rng() < l.plan.accuracy && right.length ? right : [wrongOption(q.options, right, l.rng)];
    const body = { session_id: game.id, question_id: q.id, answer: q.is_multiple_answer ? chosen : chosen[0]! };
    const twice = l.rng() < TWICE.answer;
    const answers = await maybeTwice(twice, () => req(w, l.caller, 'signsAnswer', { body, during }, twice ? { 409: 'the same answer sent twice at once' } : {}));
    noteTwice(w, twice, 'answer', `${game.id} ${q.id}`, answers);
    const accepted = ok(answers);
    if (!accepted) {
      if (unsure(answers)) {
        game.unsureAnswers += 1;
        game.unsureCompletion = true;
      }
      return;
    }
    if (accepted.body.correct) game.right += 1;
    else game.wrong += 1;
    if (accepted.body.game_results) {
      game.results.push(resultOf(accepted.body.game_results));
      l.cowries += accepted.body.game_results.cowries_earned;
      return;
    }
    if (accepted.body.disqualified) {
      w.observed.failures.push(`${during}: disqualified, yet no game_results in the answer`);
      return;
    }
  }
  if (!game.results.length) w.observed.failures.push(`${during}: every question answered, yet no game_results`);
}

async function orishaGame(w: World, l: Learner) {
  const difficulty = pick(l.rng, ['beginner', 'beginner', 'intermediate', 'advanced'] as const);
  const timed = l.rng() < 0.8;
  const topics = pick(l.rng, ['random', 'colors,days', 'plants,animals,symbols', 'attributes,colors']);
  const a = await req(w, l.caller, 'orishaStart', { query: { difficulty, topics, mode: 'multiple_choice', timed: String(timed) }, during: `learner ${l.plan.index} starting an Orisha game` });
  if (a.outcome === 'unsure') w.observed.unsureStarts += 1;
  if (a.outcome !== 'ok') return;
  const game = w.observed.startGame({ id: a.body.session_id, userId: l.id!, game: 'orisha_matching', difficulty, timed, questions: a.body.questions.length, duelId: null });
  await playOrisha(w, l, game, a.body.questions);
}

async function signsGame(w: World, l: Learner) {
  const difficulty = pick(l.rng, ['beginner', 'beginner', 'intermediate'] as const);
  const timed = l.rng() < 0.8;
  const body = {
    difficulty,
    topics: pick(l.rng, [['recognition'], ['recognition', 'binary_patterns']] as const).slice(),
    question_count: 10,
    game_mode: pick(l.rng, ['multiple_choice', 'multiple_choice', 'true_false'] as const),
    timed,
  };
  const a = await req(w, l.caller, 'signsStart', { body, during: `learner ${l.plan.index} starting a Signs game` });
  if (a.outcome === 'unsure') w.observed.unsureStarts += 1;
  if (a.outcome !== 'ok') return;
  const game = w.observed.startGame({ id: a.body.session_id, userId: l.id!, game: 'ifa_signs', difficulty, timed, questions: a.body.questions.length, duelId: null });
  await playSigns(w, l, game, a.body.questions);
}

/** The right answer of a review question: the sign's name or drawing, or the fact's value. */
function reviewAnswer(
  w: World,
  q: ResponseBody<'reviewStart'>['questions'][number],
  item: { subject_id: string; kind: string; answer?: string } | undefined,
  right: boolean,
  rng: Rng,
): string {
  const sign = item ? w.catalogue.byId.get(item.subject_id) : q.pattern ? w.catalogue.byPattern.get(q.pattern) : undefined;
  if (q.kind === 'build') {
    const pattern = sign?.pattern ?? '11111111';
    return right ? pattern : `${pattern[0] === '1' ? '0' : '1'}${pattern.slice(1)}`;
  }
  const truth = q.kind === 'fact' ? item?.answer : sign?.name;
  const options = q.options ?? [];
  const match = truth ? options.find((o) => o === truth) ?? options.find((o) => o.toLowerCase().startsWith(truth.toLowerCase())) : undefined;
  if (right && match) return match;
  return wrongOption(options, match ? [match] : [], rng);
}

/** A review session (the daily one, or a house assignment's focus session) answered and completed. */
async function review(w: World, l: Learner, assignment: { houseId: string; id: string } | null = null) {
  const during = `learner ${l.plan.index} ${assignment ? `practising assignment ${assignment.id}` : 'reviewing'}`;
  // The head may have deleted the assignment since the house was read (past ten, the oldest goes).
  const started = await req(w, l.caller, 'reviewStart', { body: assignment ? { mode: 'focus', assignment: assignment.id } : { mode: 'review' }, during }, assignment ? { 404: 'an assignment deleted meanwhile' } : {});
  if (started.outcome !== 'ok' || !started.body.questions.length) return;
  const session: ReviewSeen = { id: started.body.session_id, userId: l.id!, lastVerdict: new Map(), unsureAnswers: 0, results: [], unsureCompletion: false, assignment };
  w.observed.reviews.set(session.id, session);
  const items = await w.table.reviewQuestions(session.id);
  const queue = [...started.body.questions];
  for (let asked = 0; queue.length && asked < started.body.questions.length * 3; asked++) {
    const q = queue.shift()!;
    const item = items.get(q.id) ?? items.get(q.id.split('.')[0]!);
    const answer = reviewAnswer(w, q, item, l.rng() < l.plan.accuracy, l.rng);
    const a = await req(w, l.caller, 'reviewAnswer', { body: { session_id: session.id, question_id: q.id, answer, elapsed_ms: 2500 + Math.floor(l.rng() * 4000) }, during });
    if (a.outcome !== 'ok') {
      if (a.outcome === 'unsure') session.unsureAnswers += 1;
      break;
    }
    session.lastVerdict.set(q.id.split('.')[0]!, a.body.correct);
    if (a.body.again) queue.push(a.body.again);
  }
  const twice = l.rng() < TWICE.completion;
  const answers = await maybeTwice(twice, () => req(w, l.caller, 'reviewComplete', { body: { session_id: session.id }, during }));
  noteTwice(w, twice, 'review completion', session.id, answers);
  for (const a of answers) if (a.outcome === 'ok') session.results.push({ answered: a.body.answered, correct: a.body.correct, total: a.body.total, xp_earned: a.body.xp_earned });
  if (!ok(answers) && unsure(answers)) session.unsureCompletion = true;
  const result = session.results[0];
  const house = assignment ? w.observed.houses.get(assignment.houseId) : undefined;
  if (assignment && house?.assignments.includes(assignment.id) && result && !session.unsureAnswers && result.answered >= result.total) {
    house.practised += 1;
    house.done.set(assignment.id, new Set([...(house.done.get(assignment.id) ?? []), l.id!]));
  }
}

/** The learner's housemates who are signed in: a duel's possible opponents beside their friends. */
const housemates = (w: World, l: Learner) => (l.house ? w.learners.filter((o) => o !== l && o.id && o.caller.token && o.house === l.house) : []);

/** A challenge to a friend (or else a housemate); both play it at once (each from their own address), then the duel is read. */
async function duel(w: World, l: Learner) {
  const friends = [...l.friends].filter((o) => o.caller.token);
  const others = friends.length && l.rng() < 0.7 ? friends : housemates(w, l);
  if (!others.length) return orishaGame(w, l);
  const rival = pick(l.rng, others);
  const game = pick(l.rng, ['orisha_matching', 'ifa_signs'] as const);
  const during = `learner ${l.plan.index} duelling learner ${rival.plan.index}`;
  const created = await req(w, l.caller, 'duelCreate', {
    body: { opponent_id: rival.id!, game, difficulty: 'beginner', topics: game === 'orisha_matching' ? ['colors', 'days'] : ['recognition'], mode: 'multiple_choice' },
    during,
  });
  if (created.outcome !== 'ok') return;
  const duelId = created.body.duel.id;
  const sessions: string[] = [];
  w.observed.duels.set(duelId, { challenger: l.id!, opponent: rival.id!, sessions });
  await all(
    [l, rival].map(async (side) => {
      const twice = side.rng() < TWICE.duelPlay;
      const answers = await maybeTwice(twice, () => req(w, side.caller, 'duelPlay', { params: { duelId }, during }, twice ? { 409: 'a duel played twice at once' } : {}));
      noteTwice(w, twice, 'duel play', `duel ${duelId} played by ${side.id}`, answers);
      const playing = ok(answers);
      if (!playing) {
        if (unsure(answers)) w.observed.unsureStarts += 1;
        return;
      }
      const seen = w.observed.startGame({ id: playing.body.session_id, userId: side.id!, game: playing.body.game, difficulty: 'beginner' as Difficulty, timed: true, questions: playing.body.questions.length, duelId });
      sessions.push(seen.id);
      if (playing.body.game === 'orisha_matching') await playOrisha(w, side, seen, playing.body.questions);
      else await playSigns(w, side, seen, playing.body.questions);
    }),
  );
  const read = await req(w, l.caller, 'duel', { params: { duelId }, during });
  const bothDone = sessions.length === 2 && sessions.every((s) => w.observed.games.get(s)?.results.length);
  if (read.outcome === 'ok' && bothDone && read.body.status !== 'done') {
    w.observed.failures.push(`${during}: both sides completed duel ${duelId}, yet it reads status '${read.body.status}'`);
  }
}

/** A secret when the learner has 100 cowries, else now and then a streak freeze; some sent twice at once. */
async function purchase(w: World, l: Learner) {
  const during = `learner ${l.plan.index} buying`;
  const balance = await req(w, l.caller, 'cowrieBalance', { during });
  if (balance.outcome !== 'ok') return;
  l.cowries = balance.body.cowrie_shells;
  const bought = w.observed.purchasesOf(l.id!);
  const twice = l.rng() < TWICE.purchase;
  const secrets = w.catalogue.signs.filter((s) => s.hasSecret && !l.owned.has(s.id));
  // Now and then a learner short of cowries tries anyway: a refused purchase must charge nothing.
  if (secrets.length && (balance.body.cowrie_shells >= ECONOMY.secretPrice || l.rng() < 0.25)) {
    const sign = pick(l.rng, secrets);
    const answers = await maybeTwice(twice, () => req(w, l.caller, 'purchaseSecret', { body: { oddun_id: sign.id }, during }, { 400: 'not enough cowries' }));
    noteTwice(w, twice, 'secret purchase', `${l.id} ${sign.id}`, answers);
    for (const a of answers) {
      if (a.outcome !== 'ok') continue;
      l.owned.add(sign.id);
      if (!a.body.already_owned) bought.secrets.set(sign.id, (bought.secrets.get(sign.id) ?? 0) + 1);
    }
    if (unsure(answers)) bought.unsure += 1;
    if (ok(answers)) l.cowries -= ECONOMY.secretPrice;
    else l.cowries = Math.min(l.cowries, ECONOMY.secretPrice - 1);
    return;
  }
  // Freezes only now and then, so that cowries add up to a secret's 100 in a short run.
  if (balance.body.cowrie_shells < 50 || l.rng() < 0.7) return browse(w, l);
  const answers = await maybeTwice(twice, () => req(w, l.caller, 'buyStreakFreeze', { during }, { 400: 'no cowries left, or 2 freezes held' }));
  noteTwice(w, twice, 'streak freeze', `${l.id} freeze`, answers);
  bought.freezes += answers.filter((a) => a.outcome === 'ok').length;
  if (unsure(answers)) bought.unsure += 1;
}

/** The head assigns three of the first sixteen signs, due in a week; past the limit, the oldest goes. */
async function assign(w: World, head: Learner, house: HouseSeen) {
  const during = `learner ${head.plan.index} assigning practice in house ${house.id}`;
  const list = house.assignments;
  if (list.length >= HOUSE.maxAssignments) {
    const oldest = list.shift()!;
    await req(w, head.caller, 'houseUnassign', { params: { assignmentId: oldest }, during });
    house.done.delete(oldest);
  }
  const first = w.catalogue.signs.slice(0, 16);
  const subjects = [...new Set([pick(head.rng, first), pick(head.rng, first), pick(head.rng, first)].map((s) => s.id))];
  const a = await req(w, head.caller, 'houseAssign', { body: { kind: 'signs', subjects, due: todayPlus(7) }, during }, { 409: 'ten assignments already' });
  if (a.outcome === 'ok' && !list.includes(a.body.assignment.id)) list.push(a.body.assignment.id);
}

/** The head assigns or reads the house; a member practises an assignment not done yet. */
async function houseTask(w: World, l: Learner) {
  const house = l.house;
  if (!house) return review(w, l);
  if (house.headId === l.id) {
    if (l.rng() < 0.35) return assign(w, l, house);
    await req(w, l.caller, 'house', { during: `learner ${l.plan.index} reading their house` });
    return;
  }
  const read = await req(w, l.caller, 'house', { during: `learner ${l.plan.index} reading their house` });
  if (read.outcome !== 'ok' || !read.body.house) return;
  const open = read.body.house.assignments.filter((a) => !a.done);
  if (!open.length) return review(w, l);
  await review(w, l, { houseId: house.id, id: pick(l.rng, open).id });
}

/** What a learner looks at between activities. */
async function browse(w: World, l: Learner) {
  const during = `learner ${l.plan.index} browsing`;
  const choice = Math.floor(l.rng() * 9);
  if (choice === 0) await req(w, l.caller, 'me', { during });
  else if (choice === 1) await req(w, l.caller, 'practiceSummary', { during });
  else if (choice === 2) await req(w, l.caller, 'inboxUnread', { during });
  else if (choice === 3) await req(w, l.caller, 'friends', { during });
  else if (choice === 4) await req(w, l.caller, 'duels', { during });
  else if (choice === 5) await req(w, l.caller, 'progress', { params: { game: pick(l.rng, ['orisha_matching', 'ifa_signs']) }, during });
  else if (choice === 6) await req(w, l.caller, 'oddunDetail', { params: { id: pick(l.rng, w.catalogue.signs).id }, during });
  else if (choice === 7) await req(w, l.caller, 'inbox', { during });
  else await req(w, l.caller, 'signOfDay', { during });
}

const RUN: Record<Activity, (w: World, l: Learner) => Promise<unknown>> = {
  orisha: orishaGame,
  signs: signsGame,
  review: (w, l) => review(w, l),
  duel,
  purchase,
  house: houseTask,
  browse,
};

/** A learner's whole run: register, settle into the cohort, then activities until told to stop. */
export async function live(w: World, l: Learner, cohortReady: Promise<void>) {
  try {
    await register(w, l);
    if (!l.id) return;
    await cohortReady;
    while (w.going()) {
      // A learner who can afford a secret goes shopping next: in a short run few get there.
      const shopping = l.cowries >= ECONOMY.secretPrice && l.owned.size < 3 && w.catalogue.signs.some((sign) => sign.hasSecret && !l.owned.has(sign.id));
      const activity = shopping ? 'purchase' : chooseActivity(l.rng);
      try {
        await RUN[activity](w, l);
      } catch (error) {
        if (error instanceof Stopped) throw error;
        // A reply the flow could not read (a changed contract) or a bug of the load itself.
        w.observed.failures.push(`learner ${l.plan.index} ${activity}: ${(error as Error).stack ?? String(error)}`);
      }
    }
  } catch (error) {
    if (!(error instanceof Stopped)) w.observed.failures.push(`learner ${l.plan.index}: ${(error as Error).stack ?? String(error)}`);
  }
}
