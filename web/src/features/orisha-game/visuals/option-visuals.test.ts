import { LANGUAGES } from '@ifa/shared';
import { describe, expect, it } from 'vitest';
// The server's knowledge base: every colour and day it can send must be drawable.
import { ORISHAS } from '../../../../../functions/src/content/orishas';
import { visualFor } from './option-visuals';

describe('image match visuals', () => {
  it('draws a swatch for every colour the knowledge base has, in es, en and fr', () => {
    const missing = ORISHAS.flatMap((o) => LANGUAGES.flatMap((l) => o.colors[l])).filter((c) => visualFor('colors', c).kind !== 'swatch');
    expect(missing).toEqual([]);
  });

  it('places every weekday of the knowledge base on the week strip', () => {
    for (const o of ORISHAS) {
      const days = LANGUAGES.map((l) => o.days[l].map((d) => visualFor('days', d)));
      expect(days[0]!.every((v) => v.kind === 'week')).toBe(true);
      // The same day in the three languages.
      expect(days[1]).toEqual(days[0]);
      expect(days[2]).toEqual(days[0]);
    }
    expect(visualFor('days', 'Sábado')).toEqual({ kind: 'week', day: 5 });
    expect(visualFor('days', 'monday')).toEqual({ kind: 'week', day: 0 });
  });

  it('picks an icon that fits the animal or the plant, with a neutral one otherwise', () => {
    expect(visualFor('animals', 'gallo')).toEqual({ kind: 'icon', icon: 'bird' });
    expect(visualFor('animals', 'guinea fowl')).toEqual({ kind: 'icon', icon: 'bird' });
    expect(visualFor('animals', 'perro')).toEqual({ kind: 'icon', icon: 'dog' });
    expect(visualFor('animals', 'tortue d’eau douce (jicotea)')).toEqual({ kind: 'icon', icon: 'turtle' });
    expect(visualFor('animals', 'carnero')).toEqual({ kind: 'icon', icon: 'paw' });
    expect(visualFor('plants', 'palmier')).toEqual({ kind: 'icon', icon: 'palm' });
    expect(visualFor('plants', 'maíz')).toEqual({ kind: 'icon', icon: 'wheat' });
    expect(visualFor('plants', 'albahaca')).toEqual({ kind: 'icon', icon: 'leaf' });
  });

  it('draws nothing for offerings and domains', () => {
    expect(visualFor('symbols', 'miel')).toEqual({ kind: 'none' });
    expect(visualFor('attributes', 'el mar')).toEqual({ kind: 'none' });
  });
});
