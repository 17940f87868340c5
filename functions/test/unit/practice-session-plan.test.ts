import { describe, expect, it } from 'vitest';
import type { CardKind } from '@ifa/shared';
import { orderSession, planAskedCards } from '../../src/domain/practice/daily-plan.js';

const card = (subject_id: string, kind: CardKind, reps: number | null) => ({ subject_id, kind, state: reps === null ? null : { reps } });
const names = (cards: ReadonlyArray<{ subject_id: string; kind: CardKind }>) => cards.map((c) => `${c.kind} ${c.subject_id}`);

describe('one planner: sessions asked for by subject (focus, deities, house tasks)', () => {
  it('introduces a sign new on both sides by its read card; the build card waits for the next day', () => {
    const plan = planAskedCards([card('odi-meji', 'read', null), card('odi-meji', 'build', null), card('ika-meji', 'read', 0), card('ika-meji', 'build', 0)]);
    expect(names(plan.serve)).toEqual(['read odi-meji', 'read ika-meji']);
    expect(names(plan.bury)).toEqual(['build odi-meji', 'build ika-meji']);
  });

  it('serves both cards of a sign already met, the build card first and the two apart', () => {
    const plan = planAskedCards([
      card('odi-meji', 'read', 3),
      card('odi-meji', 'build', 2),
      card('ika-meji', 'read', 1),
      card('ika-meji', 'build', 1),
      card('oshun.colors', 'fact', 0),
    ]);
    expect(plan.bury).toEqual([]);
    expect(names(plan.serve)).toEqual(['build odi-meji', 'build ika-meji', 'fact oshun.colors', 'read odi-meji', 'read ika-meji']);
  });

  it('a new build card whose read card is known is served (the sign was met)', () => {
    const plan = planAskedCards([card('odi-meji', 'read', 4), card('odi-meji', 'build', 0)]);
    expect(names(plan.serve)).toEqual(['build odi-meji', 'read odi-meji']);
  });

  it('a house task of three signs never serves a build card after its read card', () => {
    for (const reps of [null, 0, 1, 5]) {
      const signs = ['odi-meji', 'ika-meji', 'ogbe-di'];
      const plan = planAskedCards(signs.flatMap((s) => [card(s, 'read', reps), card(s, 'build', reps)]));
      for (const s of signs) {
        const read = plan.serve.findIndex((c) => c.subject_id === s && c.kind === 'read');
        const build = plan.serve.findIndex((c) => c.subject_id === s && c.kind === 'build');
        if (read >= 0 && build >= 0) expect(build, `${s} at reps ${reps}`).toBeLessThan(read);
      }
    }
  });
});

describe('one planner: the order of any session', () => {
  it('keeps the due order of unpaired cards and moves a pair apart', () => {
    const ordered = orderSession([
      { subject_id: 'a', kind: 'read' as const },
      { subject_id: 'b', kind: 'build' as const },
      { subject_id: 'a', kind: 'build' as const },
      { subject_id: 'c', kind: 'read' as const },
    ]);
    expect(names(ordered)).toEqual(['build a', 'build b', 'read c', 'read a']);
  });
});
