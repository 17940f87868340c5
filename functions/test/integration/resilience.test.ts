import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@ifa/shared';
import { localClient } from '../../../scripts/src/local/dynamodb-local.js';
import { ensureTable } from '../../../scripts/src/local/table.js';
import { useApi, type ApiResponse } from '../support/api.js';
import { startControlledDatabase, type ControlledDatabase } from '../support/resilience/database.js';
import { halfWrites, readWholeTable } from '../support/resilience/invariants.js';

/**
 * Issue 10, point 4: with the database stopped, and with it frozen (SIGSTOP), every request
 * answers 503 with the Spanish detail instead of hanging or saying 500; nothing is half-written;
 * and the same gateway recovers by itself when the database returns.
 *
 * This file runs its own DynamoDB Local (on disk, so a restart keeps the data) instead of the
 * run's shared one: stopping or freezing the shared one would break every other test file.
 * The handler modules read DDB_ENDPOINT once, at import; they load lazily on the first request,
 * after `beforeAll` has pointed the environment here.
 */

/**
 * A correctness bound on a hang, not a performance budget (those belong to the bench): the
 * client gives up after ≈ 2.05 s at worst (functions/src/lib/ddb.ts), so 3 s leaves room for a
 * loaded machine. A request that hung on the database would take the test's timeout.
 */
const HANG_BOUND_MS = 3000;

const api = useApi();
let db: ControlledDatabase;
let table: string;

interface Learner {
  token: string;
  email: string;
  password: string;
}
interface Game {
  sessionId: string;
  questions: Array<{ id: string; options: string[] }>;
}
let learner: Learner;
const games: Game[] = [];
let registered = 0;
/** The sign whose detail is read, and the three whose secrets are bought (one per phase). */
const SIGNS = ['odi-meji', 'baba-ejiogbe', 'oyekun-meji', 'iwori-meji'];

beforeAll(async () => {
  db = await startControlledDatabase();
  // Named like every test table: the roles in force are read for test-<uuid> (setup/dynamodb-local.ts).
  table = `test-${randomUUID()}`;
  process.env.DDB_ENDPOINT = db.endpoint;
  process.env.TABLE_NAME = table;
  // The bound above is about the database. Registration's password hash is CPU work that takes
  // over a second at the production cost on this shared 2-core machine; a cheaper cost keeps
  // the measurement about the database (the hash is self-describing: login still verifies it).
  process.env.SCRYPT_LOG_N = '14';
  // The production bound on a DynamoDB attempt (lib/ddb.ts), not the test stacks' generous one.
  delete process.env.DDB_ATTEMPT_TIMEOUT_MS;
  const client = localClient(db.endpoint);
  await ensureTable(client, table);
  client.destroy();
  // Only the signs this file reads and buys: the whole catalogue would only slow the start.
  const { buildSeeds } = await import('../../src/content/build-odduns.js');
  const { seedOddun } = await import('../../src/data/odduns.js');
  const now = new Date().toISOString();
  for (const s of buildSeeds().filter((seed) => SIGNS.includes(seed.id))) await seedOddun(s.id, s.fields, s.secret, now);

  const password = 'secreto123';
  const signup = await register(password);
  expect(signup.status, signup.text).toBe(201);
  learner = { token: signup.body.access_token, email: signup.body.user.email, password };
  // Enough cowries for the three secrets bought below (through the app's own ledgered path).
  const { adjustBalance } = await import('../../src/data/wallet.js');
  await adjustBalance(signup.body.user.id, { cowries: 500 }, 'admin_adjustment', 'resilience test');
  // Two untimed games: one answered while the database is away, one answered after it returns
  // (so a late write of the first can never race the second's answer).
  for (let i = 0; i < 2; i++) {
    const start = await api.call('POST', '/games/orisha-matching/start?difficulty=beginner&topics=colors&timed=false', { token: learner.token });
    expect(start.status, start.text).toBe(200);
    games.push({ sessionId: start.body.session_id, questions: start.body.questions });
  }
}, 120_000);

afterAll(async () => {
  // Thawed and stopped whatever happened above, so no Java process is left behind.
  await db?.dispose();
});

function freshEmail() {
  return `res-${Date.now().toString(36)}${(registered++).toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

function register(password = 'secreto123', email = freshEmail()) {
  const name = email.split('@')[0]!.replace(/-/g, '_');
  return api.call('POST', '/auth/register', { body: { email, username: name.slice(0, 30), full_name: `Resiliencia ${name}`, password, language: 'es' } });
}

/** The game's open question, read from the table (a write sent into a frozen database may land late). */
async function openQuestion(game: Game) {
  const items = await readWholeTable(db.endpoint, table);
  const session = items.find((i) => i.pk === `GAME#${game.sessionId}` && i.sk === 'SESSION')!;
  return game.questions[session.index as number]!;
}

/** What one phase asks of the API: every kind of route a learner uses, reads and writes. */
interface Phase {
  game: Game;
  /** The question to answer; when not given, the one open now (read from the table, so not while it is away). */
  question?: number;
  secret: string;
  /** The address the phase's registration uses (a new one on every retry when not given). */
  email?: string;
}

function everyRoute({ game, question, secret, email }: Phase): Record<string, () => Promise<ApiResponse>> {
  const token = learner.token;
  return {
    me: () => api.call('GET', '/auth/me', { token }),
    answer: async () => {
      const q = question === undefined ? await openQuestion(game) : game.questions[question]!;
      return api.call('POST', `/games/${game.sessionId}/answer`, { token, body: { question_id: q.id, answer: q.options[0] } });
    },
    signDetail: () => api.call('GET', '/ifa-signs/oddun/odi-meji', { token }),
    login: () => api.call('POST', '/auth/login', { body: { email: learner.email, password: learner.password } }),
    register: () => register(undefined, email),
    purchase: () => api.call('POST', '/ifa-signs/purchase-secret', { token, body: { oddun_id: secret } }),
    contribute: () =>
      api.call('POST', '/ifa-signs/contribute', { token, body: { oddun_id: 'odi-meji', section: 'refranes', type: 'addition', content: 'Un refrán de prueba' } }),
  };
}

/** Sends every route at once and keeps each answer with its own elapsed time. */
async function sendAll(phase: Phase) {
  return Promise.all(
    Object.entries(everyRoute(phase)).map(async ([name, send]) => {
      const started = performance.now();
      const res = await send();
      return { name, res, ms: Math.round(performance.now() - started) };
    }),
  );
}

function expectAllUnavailable(results: Awaited<ReturnType<typeof sendAll>>) {
  for (const { name, res, ms } of results) {
    expect(res.status, `${name}: ${res.text}`).toBe(503);
    // Exactly the Spanish detail: no stack trace, no SDK error name, no socket message.
    expect(res.body, name).toEqual({ detail: MSG.serviceUnavailable });
    expect(res.headers.get('retry-after'), name).toMatch(/^\d+$/);
    expect(ms, `${name} took ${ms} ms`).toBeLessThan(HANG_BOUND_MS);
  }
}

const SERVED: Record<string, number> = { me: 200, answer: 200, signDetail: 200, login: 200, register: 201, purchase: 200, contribute: 201 };
/** How long the database may take to be itself again: a restarted JVM on a busy machine is slow at first. */
const RECOVERY_MS = 60_000;

/**
 * Every route at once, each tried again (as a client honouring 503 would) until it succeeds,
 * through the SAME gateway and handler modules: nothing is restarted but the database. While
 * the database warms up the only acceptable failure is the 503; a 500, a 409 or a hang fails
 * the test. Retrying writes is safe here: each retry is the same kind of whole write (a
 * purchase of an owned secret answers 200 without charging, the answer goes to the question
 * that is open now, a registration uses a new address).
 */
async function untilAllServed(phase: Phase) {
  const deadline = performance.now() + RECOVERY_MS;
  return Promise.all(
    Object.entries(everyRoute({ ...phase, email: undefined })).map(async ([name, send]) => {
      for (let tries = 1; ; tries++) {
        const res = await send();
        if (res.status === SERVED[name]) return { name, tries };
        expect(res.status, `${name}: ${res.text}`).toBe(503);
        expect(performance.now(), `${name} still answers 503`).toBeLessThan(deadline);
        await new Promise((r) => setTimeout(r, 250));
      }
    }),
  );
}

async function expectNothingHalfWritten() {
  const items = await readWholeTable(db.endpoint, table);
  expect(halfWrites(items)).toEqual([]);
  return items;
}

describe('with the database stopped', () => {
  const outageEmail = freshEmail();

  it('answers 503 with the Spanish detail on every route, in parallel, without hanging', async () => {
    await db.stop();
    expectAllUnavailable(await sendAll({ game: games[0]!, question: 0, secret: 'baba-ejiogbe', email: outageEmail }));
  });

  it('recovers by itself once the database is back (same gateway), and nothing was half-written', async () => {
    await db.restart();
    await untilAllServed({ game: games[0]!, secret: 'baba-ejiogbe' });

    const items = await expectNothingHalfWritten();
    // A refused connection reaches nothing: the registration tried during the outage left no trace.
    expect(items.filter((i) => i.email === outageEmail || i.pk === `EMAIL#${outageEmail}`)).toEqual([]);
    const me = items.find((i) => i.type === 'User' && i.email === learner.email)!;
    expect([...me.purchased_secrets]).toEqual(['baba-ejiogbe']);
  });
});

describe('with the database frozen (SIGSTOP)', () => {
  it('answers 503 with the Spanish detail on every route, in parallel, within the bound', async () => {
    db.freeze();
    try {
      expectAllUnavailable(await sendAll({ game: games[0]!, question: 1, secret: 'oyekun-meji' }));
    } finally {
      db.thaw();
    }
  });

  it('recovers by itself after SIGCONT, and nothing is half-written', async () => {
    await untilAllServed({ game: games[1]!, secret: 'iwori-meji' });
    // The writes sent into the frozen database may be applied now that it runs again (a
    // timeout says nothing about whether the server got the request): each of them is whole
    // or absent, never part of it.
    const items = await expectNothingHalfWritten();
    const me = items.find((i) => i.type === 'User' && i.email === learner.email)!;
    expect([...me.purchased_secrets]).toEqual(expect.arrayContaining(['baba-ejiogbe', 'iwori-meji']));
  });
});
