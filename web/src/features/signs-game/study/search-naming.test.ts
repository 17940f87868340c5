import { describe, expect, it } from 'vitest';
// The real catalogue as the server seeds it (test only: app code never imports server code).
import { buildCatalogue } from '../../../../../functions/src/content/build-odduns';
import { searchSigns } from './search';

const signs = buildCatalogue('2026-01-01T00:00:00.000Z');
const first = (query: string) => searchSigns(signs, query)[0]?.id;

describe('encyclopedia search in both naming traditions (issue 11)', () => {
  it('finds a Meji by its Lucumí name, its Yorùbá name with or without tone marks, and its aliases', () => {
    for (const query of ['Baba Ejiogbe', 'Eji Ogbe', 'Èjì Ogbè', 'eji ogbe', 'Ejiogbe', 'Ogbe Meji', 'Ogbè Méjì']) expect(first(query), query).toBe('baba-ejiogbe');
    for (const query of ['Oyekun Meji', 'Oyeku Meji', 'Ọ̀yẹ̀kú Méjì', 'ỌYẸKU MEJI']) expect(first(query), query).toBe('oyekun-meji');
    for (const query of ['Ọ̀wọ́nrín Méjì', 'Owonrin Meji', 'Ojuani Meji']) expect(first(query), query).toBe('ojuani-meji');
  });

  it("finds a combination by its composed Yorùbá name (right leg first), toned or not", () => {
    expect(signs.find((s) => s.id === 'ogbe-yeku')!.yoruba_name).toBe('Ogbè Ọ̀yẹ̀kú');
    for (const query of ['Ogbè Ọ̀yẹ̀kú', 'Ogbe Oyeku', 'Ogbe Yeku']) expect(first(query), query).toBe('ogbe-yeku');
    // The legs swapped are another sign.
    expect(first('Ọ̀yẹ̀kú Ogbè')).toBe('oyekun-nilogbe');
  });

  it("does not take 'Ogun Meji' (the orisha's name) for Ogunda Meji", () => {
    expect(searchSigns(signs, 'Ogun Meji')).toEqual([]);
    expect(first('Ògúndá Méjì')).toBe('ogunda-meji');
  });
});
