import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type RouteName } from '@ifa/shared';
import { useApi } from '../../support/api.js';
import {
  RELATION_CALLERS,
  RELATION_RULES,
  TARGET_ORDER,
  buildRelationFixture,
  observeRelations,
  ownRulesNamingOthers,
  relationViolations,
  requestFields,
  type RelationFixture,
  type RelationObservation,
} from '../../support/security/relations.js';

/**
 * Learning together's authorization matrix (issue 28 point 6): every social route, a duel's play
 * and my deities, for a stranger, a friend, a blocked learner, a member and the head of the
 * owner's house, and an admin, over real HTTP against DynamoDB Local.
 */
const api = useApi();
let rx: RelationFixture;
let observations: RelationObservation[];
/** What each caller's own reads answered before any target rule changed a relation: the owner's deities unshared, then shared with the head. */
const reads = new Map<string, string>();
const sharedReads = new Map<string, string>();
const OWN_READS = ['/social/friends', '/social/inbox', '/social/duels', '/social/rivals', '/social/house', '/user/deities'];

beforeAll(async () => {
  rx = await buildRelationFixture(api);
  for (const caller of RELATION_CALLERS) {
    for (const path of OWN_READS) reads.set(`${caller} ${path}`, (await api.call('GET', path, { token: rx.callers[caller].token })).text);
  }
  await api.call('PUT', '/user/deities', { token: rx.owner.token, body: { received: ['yewa', 'osain'], guardian: 'yewa', share_with_house_head: true } });
  for (const caller of RELATION_CALLERS) {
    for (const path of OWN_READS) sharedReads.set(`${caller} ${path}`, (await api.call('GET', path, { token: rx.callers[caller].token })).text);
  }
  observations = await observeRelations(api, rx);
}, 180_000);

describe('the relation matrix (stranger, friend, blocked, member, head, admin)', () => {
  it('has a rule for every social route, a duel play and my deities, and sends every target rule', () => {
    const social = Object.entries(endpoints).filter(([, e]) => e.group === 'social').map(([n]) => n);
    expect(Object.keys(RELATION_RULES).sort()).toEqual([...social, 'duelPlay', 'myDeities', 'updateMyDeities'].sort());
    const targets = Object.entries(RELATION_RULES).filter(([, r]) => r.kind === 'target').map(([n]) => n);
    expect([...TARGET_ORDER].sort()).toEqual(targets.sort());
    expect(new Set(observations.map((o) => `${o.route} ${o.caller}`)).size).toBe(targets.length * RELATION_CALLERS.length);
  });

  it('answers each caller as its relation to the owner allows, and refuses the rest with 404 or 409', () => {
    expect(relationViolations(RELATION_RULES, observations)).toEqual([]);
  });

  it("'own' routes name no other learner: they can only act on the caller's own data", () => {
    expect(ownRulesNamingOthers(RELATION_RULES)).toEqual([]);
    // The check reads real schemas: the target routes do name the owner.
    expect(requestFields('duelCreate' as RouteName)).toContain('opponent_id');
    expect(requestFields('houseRemoveMember' as RouteName)).toContain('userId');
  });

  it('lists the owner among the rivals of exactly the callers a challenge of the owner lets through (issue 34)', () => {
    const rule = RELATION_RULES.duelCreate;
    if (rule.kind !== 'target') throw new Error('duelCreate is a target rule');
    for (const caller of RELATION_CALLERS) {
      const rivals = (JSON.parse(reads.get(`${caller} /social/rivals`)!) as { rivals: Array<{ user_id: string }> }).rivals.map((r) => r.user_id);
      expect(rivals.includes(rx.owner.id), caller).toBe(rule.allowed.includes(caller));
    }
  });

  it("never shows a caller the owner's email or unshared deities; only the head sees them once shared", () => {
    for (const [key, text] of reads) {
      expect(text, key).not.toContain(rx.owner.email);
      expect(text, key).not.toContain('osain');
    }
    for (const [key, text] of sharedReads) {
      expect(text, key).not.toContain(rx.owner.email);
      if (key === 'head /social/house') expect(text).toContain('"received":["yewa","osain"]');
      else expect(text, key).not.toContain('osain');
    }
  });
});

describe('the relation checker', () => {
  const weakened = (route: string, caller: string, status: number) => observations.map((o) => (o.route === route && o.caller === caller ? { ...o, status } : o));

  it('reports a stranger who reads a duel, a blocked learner who challenges, a member who removes, an admin acting as head', () => {
    expect(relationViolations(RELATION_RULES, weakened('duel', 'stranger', 200))).toEqual(['duel stranger: refused by the rules, got 200']);
    expect(relationViolations(RELATION_RULES, weakened('duelCreate', 'blocked', 201))).toEqual(['duelCreate blocked: refused by the rules, got 201']);
    expect(relationViolations(RELATION_RULES, weakened('houseRemoveMember', 'member', 200))).toEqual(['houseRemoveMember member: refused by the rules, got 200']);
    expect(relationViolations(RELATION_RULES, weakened('houseRemoveMember', 'admin', 200))).toEqual(['houseRemoveMember admin: refused by the rules, got 200']);
  });

  it('reports a friend refused what friendship allows, a refusal that says 403, and a pair never sent', () => {
    expect(relationViolations(RELATION_RULES, weakened('duel', 'friend', 404))).toEqual(['duel friend: allowed, got 404']);
    expect(relationViolations(RELATION_RULES, weakened('friendAccept', 'head', 403))).toEqual(['friendAccept head: refused by the rules, got 403']);
    const missing = observations.filter((o) => !(o.route === 'duelPlay' && o.caller === 'member'));
    expect(relationViolations(RELATION_RULES, missing)).toEqual(['duelPlay member: not exercised']);
  });

  it("reports an 'own' rule on a route whose request names another learner", () => {
    expect(ownRulesNamingOthers({ ...RELATION_RULES, duel: { kind: 'own' } })).toEqual(['duel.duelId']);
  });
});
