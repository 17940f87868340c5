import { endpoints, routes, type RouteName } from '@ifa/shared';
import type { useApi } from '../api.js';
import { userWithRole } from '../admin.js';
import type { RouteRequest } from './samples.js';
import { urlOf } from './samples.js';

type Api = ReturnType<typeof useApi>;

/**
 * Learning together's authorization matrix (issue 28 point 6, DESIGN.md 5c): who, by their
 * relation to another learner (the owner), may act on that learner or their things. The role
 * matrix (matrix.ts) proves anonymous/student/admin per route; this one proves the relations,
 * for every route of the social group and the few elsewhere that touch another learner.
 */
export const RELATION_CALLERS = ['stranger', 'friend', 'blocked', 'member', 'head', 'admin'] as const;
export type RelationCaller = (typeof RELATION_CALLERS)[number];

/** The owner's world, set up through the API: a house with its head and another member, a friend, a blocked learner, a stranger, an admin. */
export interface RelationFixture {
  owner: Person;
  callers: Record<RelationCaller, Person>;
  /** A duel the friend challenged the owner to. */
  duelId: string;
  houseCode: string;
}
interface Person {
  id: string;
  token: string;
  username: string;
  email: string;
}

/**
 * - own: the request names no other learner (its path and body carry no id, username or code of
 *   one), so it can only act on the caller's own data; its reads must show nothing of the owner's
 *   but what a rule of `reads` allows.
 * - target: the request names the owner (or their duel); only `allowed` get through (2xx), every
 *   other caller is refused with 404 or 409 (never a hint that 403 would give).
 * - open: any learner may use it on anyone by design (blocking; an invite link is a capability):
 *   it changes only the caller's own relation or membership.
 */
export type RelationRule =
  | { kind: 'own' }
  | { kind: 'target'; request: (rx: RelationFixture) => RouteRequest; allowed: readonly RelationCaller[] }
  | { kind: 'open'; why: string };

const everyoneBut = (...refused: RelationCaller[]) => RELATION_CALLERS.filter((c) => !refused.includes(c));

/** The routes this matrix covers: the social group, a duel's play, and my deities. */
export type RelationRoute = { [N in RouteName]: (typeof endpoints)[N]['group'] extends 'social' ? N : never }[RouteName] | 'duelPlay' | 'myDeities' | 'updateMyDeities';

/** Every one of them has a rule: a new social route is a compile error here until it has one. */
export const RELATION_RULES: { [N in RelationRoute]: RelationRule } = {
  friends: { kind: 'own' },
  // A blocked learner finds nobody (404); a friend is told they are friends already.
  friendRequest: { kind: 'target', request: (rx) => ({ body: { username: rx.owner.username } }), allowed: everyoneBut('blocked') },
  // Only the one asked may accept or decline: the owner asked none of these callers (a friend's
  // accept answers the friendship that stands).
  friendAccept: { kind: 'target', request: (rx) => ({ params: { userId: rx.owner.id } }), allowed: ['friend'] },
  friendDecline: { kind: 'target', request: (rx) => ({ params: { userId: rx.owner.id } }), allowed: [] },
  friendRemove: { kind: 'open', why: "ends only the caller's own friendship, answered alike whether there was one" },
  block: { kind: 'open', why: 'anyone may block anyone; it hides the pair both ways' },
  unblock: { kind: 'open', why: 'lifts only a block the caller made' },
  friendVisibility: { kind: 'own' },
  inbox: { kind: 'own' },
  inboxUnread: { kind: 'own' },
  inboxRead: { kind: 'own' },
  duels: { kind: 'own' },
  duelCreate: {
    kind: 'target',
    request: (rx) => ({ body: { opponent_id: rx.owner.id, game: 'orisha_matching', difficulty: 'beginner', topics: ['colors'] } }),
    allowed: ['friend', 'member', 'head'],
  },
  duel: { kind: 'target', request: (rx) => ({ params: { duelId: rx.duelId } }), allowed: ['friend'] },
  // Only the one challenged declines: the friend challenged, so nobody here may.
  duelDecline: { kind: 'target', request: (rx) => ({ params: { duelId: rx.duelId } }), allowed: [] },
  // Whom the caller may challenge: the relation test checks it names the owner exactly for duelCreate's allowed callers.
  duelRivals: { kind: 'own' },
  duelPlay: { kind: 'target', request: (rx) => ({ params: { duelId: rx.duelId } }), allowed: ['friend'] },
  house: { kind: 'own' },
  houseInvitation: { kind: 'open', why: 'the invite link is the capability: whoever holds the code may see the house' },
  houseJoin: { kind: 'open', why: 'whoever holds the code may join; it writes only their own membership' },
  houseRanking: { kind: 'own' },
  houseRenewInvite: { kind: 'own' },
  houseAssign: { kind: 'own' },
  houseUnassign: { kind: 'own' },
  houseRemoveMember: { kind: 'target', request: (rx) => ({ params: { userId: rx.owner.id } }), allowed: ['head'] },
  houseLeave: { kind: 'own' },
  houseDissolve: { kind: 'own' },
  houseFound: { kind: 'own' },
  myDeities: { kind: 'own' },
  updateMyDeities: { kind: 'own' },
};

/** The order the target rules run in: the ones that end a relation last. */
export const TARGET_ORDER: RelationRoute[] = ['duel', 'duelDecline', 'duelCreate', 'friendAccept', 'friendDecline', 'friendRequest', 'duelPlay', 'houseRemoveMember'];

/** Field names that name another learner or their things. An 'own' route's request has none. */
const NAMING_FIELDS = ['userId', 'opponent_id', 'duelId', 'username', 'code', 'houseId', 'user_id', 'email'];

/** The fields a route's request declares (path, query and body), from its schemas. */
export function requestFields(name: RouteName): string[] {
  const spec = routes[name] as unknown as Record<string, { _zod?: { def?: { shape?: Record<string, unknown>; in?: { _zod?: { def?: { shape?: Record<string, unknown> } } } } } } | undefined>;
  return ['params', 'query', 'body'].flatMap((part) => {
    const def = spec[part]?._zod?.def;
    const shape = def?.shape ?? def?.in?._zod?.def?.shape;
    return shape ? Object.keys(shape) : [];
  });
}

/** 'own' routes whose request names another learner after all: the rule would be a lie. */
export function ownRulesNamingOthers(rules: typeof RELATION_RULES): string[] {
  return Object.entries(rules)
    .filter(([, rule]) => rule.kind === 'own')
    .flatMap(([name]) => requestFields(name as RouteName).filter((f) => NAMING_FIELDS.includes(f)).map((f) => `${name}.${f}`));
}

export interface RelationObservation {
  route: RelationRoute;
  caller: RelationCaller;
  status: number;
}

/** What the rules promise against what was seen: allowed callers get a 2xx; every other one 404 or 409. */
export function relationViolations(rules: typeof RELATION_RULES, observations: readonly RelationObservation[]): string[] {
  const seen = new Map(observations.map((o) => [`${o.route} ${o.caller}`, o.status]));
  const violations: string[] = [];
  for (const [name, rule] of Object.entries(rules) as Array<[RelationRoute, RelationRule]>) {
    if (rule.kind !== 'target') continue;
    for (const caller of RELATION_CALLERS) {
      const status = seen.get(`${name} ${caller}`);
      const allowed = rule.allowed.includes(caller);
      if (status === undefined) violations.push(`${name} ${caller}: not exercised`);
      else if (allowed && (status < 200 || status >= 300)) violations.push(`${name} ${caller}: allowed, got ${status}`);
      else if (!allowed && status !== 404 && status !== 409) violations.push(`${name} ${caller}: refused by the rules, got ${status}`);
    }
  }
  return violations;
}

/** The owner's world, built through the API only. */
export async function buildRelationFixture(api: Api): Promise<RelationFixture> {
  const person = async (role: Parameters<typeof userWithRole>[1]): Promise<Person> => {
    const u = await userWithRole(api, role);
    return { id: u.id, token: u.token, username: u.user.username, email: u.user.email };
  };
  const [owner, stranger, friend, blocked, member, head, admin] = await Promise.all([
    person('student'),
    person('student'),
    person('student'),
    person('student'),
    person('student'),
    person('babalawo'),
    person('admin'),
  ]);
  const call = async (who: Person, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
    const res = await api.call(method, path, { token: who.token, ...(body === undefined ? {} : { body }) });
    if (res.status >= 300) throw new Error(`relation fixture: ${method} ${path} answered ${res.status} ${res.text.slice(0, 200)}`);
    return res.body;
  };
  const founded = await call(head, 'POST', '/social/house', { name: 'Casa de la prueba' });
  const houseCode = founded.house.invite_code as string;
  await Promise.all([owner, member].map((p) => call(p, 'POST', '/social/house/join', { code: houseCode })));
  await call(friend, 'POST', '/social/friends/requests', { username: owner.username });
  await call(owner, 'POST', `/social/friends/requests/${friend.id}/accept`);
  await call(owner, 'POST', `/social/blocks/${blocked.id}`);
  await call(owner, 'PUT', '/user/deities', { received: ['yewa', 'osain'], guardian: 'yewa', share_with_house_head: false });
  const duel = await call(friend, 'POST', '/social/duels', { opponent_id: owner.id, game: 'orisha_matching', difficulty: 'beginner', topics: ['colors'] });
  return { owner, callers: { stranger, friend, blocked, member, head, admin }, duelId: duel.duel.id as string, houseCode };
}

/** Sends each target rule's request as each caller (the callers of one route in parallel), routes in TARGET_ORDER. */
export async function observeRelations(api: Api, rx: RelationFixture): Promise<RelationObservation[]> {
  const observations: RelationObservation[] = [];
  for (const name of TARGET_ORDER) {
    const rule = RELATION_RULES[name];
    if (rule.kind !== 'target') continue;
    const route = { ...endpoints[name], name };
    const results = await Promise.all(
      RELATION_CALLERS.map(async (caller) => {
        const request = rule.request(rx);
        const res = await api.call(route.method, urlOf(route, request), { token: rx.callers[caller].token, body: request.body });
        return { route: name, caller, status: res.status };
      }),
    );
    observations.push(...results);
  }
  return observations;
}
