import { describe, expect, it } from 'vitest';
import { ORISHA_GUIDE_TOPICS, OrishaGuideResponse } from '@ifa/shared';
import { ORISHAS, topicValues } from '../../src/content/orishas.js';
import { useApi } from '../support/api.js';

/**
 * GET /games/orisha-matching/guide (issue 11): the orisha knowledge base the game asks from, to
 * study, in the learner's language or the one asked for, every fact with its provenance.
 */
const api = useApi();

describe('the orisha guide', () => {
  it("answers in the learner's language by default, with every orisha and every fact sourced", async () => {
    const { access_token: token } = await api.registerUser({ language: 'es' });
    const res = await api.call('GET', '/games/orisha-matching/guide', { token });
    expect(res.status).toBe(200);
    const guide = OrishaGuideResponse.parse(res.body);
    expect(guide.language).toBe('es');
    expect(guide.orishas.map((o) => o.id).sort()).toEqual(ORISHAS.map((o) => o.id).sort());
    for (const orisha of guide.orishas) {
      expect(orisha.facts.map((f) => f.topic)).toEqual([...ORISHA_GUIDE_TOPICS]);
      for (const fact of orisha.facts) {
        expect(fact.provenance.sources.length, `${orisha.id} ${fact.topic}`).toBeGreaterThan(0);
        expect(fact.provenance.reviewed === null || typeof fact.provenance.reviewed.by === 'string').toBe(true);
      }
    }
    // The values are the quiz's own: the guide and the game read the same data.
    const chango = guide.orishas.find((o) => o.id === 'chango')!;
    const source = ORISHAS.find((o) => o.id === 'chango')!;
    expect(chango.facts.find((f) => f.topic === 'colors')!.values).toEqual([...topicValues(source, 'colors', 'es')]);
    expect(chango.yoruba).toBe('Ṣàngó');
  });

  it('answers in another language when asked, and refuses one it does not know with a clear 400', async () => {
    const { access_token: token } = await api.registerUser({ language: 'es' });
    const en = await api.call('GET', '/games/orisha-matching/guide?language=en', { token });
    expect(en.status).toBe(200);
    const chango = OrishaGuideResponse.parse(en.body).orishas.find((o) => o.id === 'chango')!;
    expect(chango.facts.find((f) => f.topic === 'colors')!.values).toContain('red');

    const bad = await api.call('GET', '/games/orisha-matching/guide?language=yo', { token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.detail)).toMatch(/language/);
  });

  it('is for signed-in learners only', async () => {
    const res = await api.call('GET', '/games/orisha-matching/guide');
    expect(res.status).toBe(401);
  });
});
