import { describe, expect, it } from 'vitest';
import { AdminStatsResponse, DATA_SOURCE_EXAMPLES, OddunUpsertRequest, OddunUpdateRequest, MSG } from '@ifa/shared';
import { adminStatsOf, percentChange, statsWindows, type DayCounts } from '../../src/domain/admin-stats.js';
import { analyzeSources } from '../../src/domain/data-sources.js';
import { slugify } from '../../src/content/slug.js';
import { applyContribution, changedFields, editableOf } from '../../src/domain/oddun-edit.js';
import { oddunMatcher, type Searchable } from '../../src/domain/oddun-search.js';

const days = (entries: Record<string, Partial<DayCounts>>) =>
  new Map(Object.entries(entries).map(([d, c]) => [d, { users: 0, games_started: 0, games_completed: 0, ...c }]));
const totals = { users: 100, games_started: 40, games_completed: 30, languages: { es: 80, en: 15, fr: 5 } };

describe('admin stats: the 7-day change', () => {
  const now = new Date('2025-03-14T18:30:00Z');

  it('compares the last 7 UTC days (today included) with the 7 before', () => {
    expect(statsWindows(now)).toEqual({
      current: { from: '2025-03-08', to: '2025-03-14' },
      previous: { from: '2025-03-01', to: '2025-03-07' },
    });
  });

  it('gives percent changes of the counts and a point change of the completion rate', () => {
    const stats = adminStatsOf(
      totals,
      days({
        '2025-03-01': { users: 4, games_started: 10, games_completed: 5 },
        '2025-03-07': { users: 6, games_started: 10, games_completed: 5 },
        '2025-03-08': { users: 9, games_started: 15, games_completed: 12 },
        '2025-03-14': { users: 3, games_started: 15, games_completed: 12 },
        '2025-02-28': { users: 1000 }, // before both windows: ignored
      }),
      now,
    );
    expect(AdminStatsResponse.parse(stats)).toEqual(stats);
    expect(stats).toMatchObject({ total_users: 100, total_games_started: 40, total_games_completed: 30, completion_rate: 75 });
    expect(stats.last_7_days).toMatchObject({ users: 12, games_started: 30, games_completed: 24, completion_rate: 80 });
    expect(stats.previous_7_days).toMatchObject({ users: 10, games_started: 20, games_completed: 10, completion_rate: 50 });
    expect(stats.changes).toEqual({ total_users: 20, total_games_started: 50, total_games_completed: 140, completion_rate: 30 });
  });

  it('has no change when the earlier week has no data, or nothing to divide by', () => {
    const fresh = adminStatsOf(totals, days({ '2025-03-14': { users: 5, games_started: 2 } }), now);
    expect(fresh.previous_7_days).toBeNull();
    expect(fresh.changes).toEqual({ total_users: null, total_games_started: null, total_games_completed: null, completion_rate: null });

    const quiet = adminStatsOf(totals, days({ '2025-03-03': { users: 2 }, '2025-03-10': { users: 3, games_started: 4, games_completed: 1 } }), now);
    expect(quiet.changes).toEqual({ total_users: 50, total_games_started: null, total_games_completed: null, completion_rate: null });
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 4)).toBe(-100);
  });

  it('says 0% completion when no game started at all', () => {
    expect(adminStatsOf({ ...totals, games_started: 0, games_completed: 0 }, new Map(), now).completion_rate).toBe(0);
  });
});

const sign = (o: Partial<Searchable> & { position: number }): Searchable => ({ id: `s${o.position}`, name: `S${o.position}`, ...o });

describe('admin sign filters', () => {
  const signs = [
    sign({ position: 1, name: 'Baba Ejiogbe', alternative_names: ['Eji Ogbe', 'Ogbe Meji'], is_meji: true, has_data: true }),
    sign({ position: 2, name: 'Oyekun Meji', yoruba_name: 'Oyeku Meji', is_meji: true, has_data: false }),
    sign({ position: 17, name: 'Ogbe Yeku', is_meji: false, has_data: false }),
    sign({ position: 33, name: 'Okana Sode', traditional_name: 'Òkànràn Òsé', is_meji: false, has_data: true }),
  ];
  const pick = (f: Parameters<typeof oddunMatcher>[0]) => signs.filter(oddunMatcher(f)).map((s) => s.position);

  it('searches the name and every alias with accents, case and spaces ignored', () => {
    expect(pick({ search: 'ejiogbe' })).toEqual([1]);
    expect(pick({ search: 'OGBE MEJI' })).toEqual([1]);
    expect(pick({ search: 'okanran' })).toEqual([33]);
    expect(pick({ search: 'oyeku' })).toEqual([2]);
    expect(pick({ search: 'ogbe' })).toEqual([1, 17]);
    expect(pick({ search: '17' })).toEqual([17]);
    expect(pick({ search: 'nada' })).toEqual([]);
  });

  it('combines the filters', () => {
    expect(pick({ is_meji: true })).toEqual([1, 2]);
    expect(pick({ is_meji: true, has_data: true })).toEqual([1]);
    expect(pick({ has_data: false, search: 'ogbe' })).toEqual([17]);
    expect(pick({ position: 2, is_meji: false })).toEqual([]);
    expect(pick({ position: 33, has_data: true, search: 'sode' })).toEqual([33]);
  });
});

describe('sign edits', () => {
  const fields = { position: 5, name: 'Ogbe Oyekun', binary_pattern: '10111011', refranes: ['Uno'], meaning: 'Antes', plantas: 'Albahaca' };

  it('applies a contribution: an addition appended, a correction replacing, refused for the secret', () => {
    expect(applyContribution(fields, 'refranes', 'addition', '  Dos ')!.refranes).toEqual(['Uno', 'Dos']);
    expect(applyContribution(fields, 'taboos', 'addition', 'No comer X')!.taboos).toEqual(['No comer X']);
    expect(applyContribution(fields, 'plantas', 'addition', 'Ruda')!.plantas).toEqual(['Albahaca', 'Ruda']);
    expect(applyContribution(fields, 'meaning', 'correction', 'Después')!.meaning).toBe('Después');
    expect(applyContribution(fields, 'meaning', 'addition', 'Después')!.meaning).toBe('Antes\n\nDespués');
    expect(applyContribution(fields, 'secret', 'addition', 'x')).toBeNull();
    expect(fields.refranes).toEqual(['Uno']);
  });

  it('names the changed fields and keeps only editable ones', () => {
    expect(changedFields(fields, { ...fields, meaning: 'Otro', refranes: ['Uno'] })).toEqual(['meaning']);
    expect(changedFields(null, fields)).toEqual(expect.arrayContaining(['position', 'name', 'binary_pattern']));
    expect(changedFields({ ...fields, secret_content: null }, { ...fields, secret_content: { a: 1 } })).toEqual(['secret_content']);
    expect(editableOf({ ...fields, id: 'x', has_data: true, version: 3, completion_percentage: 9, pk: 'ODDUN#x' })).toEqual(fields);
  });

  it('makes ids from names as the catalogue does', () => {
    expect(slugify('Baba Ejiogbe')).toBe('baba-ejiogbe');
    expect(slugify('  Òkànràn  Sá ')).toBe('okanran-sa');
  });

  it('requires position, name and pattern with the spec message, and a version on edits', () => {
    const missing = OddunUpsertRequest.safeParse({ name: 'X' });
    expect(missing.error?.issues.map((i) => i.message)).toEqual([MSG.oddunRequiredFields, MSG.oddunRequiredFields]);
    expect(OddunUpsertRequest.safeParse({ position: 3, name: ' ', binary_pattern: '11111111' }).error?.issues[0]?.message).toBe(MSG.oddunRequiredFields);
    expect(OddunUpsertRequest.safeParse({ position: 3, name: 'X', binary_pattern: '1111111' }).error?.issues[0]?.message).toBe(MSG.oddunPatternInvalid);
    expect(OddunUpsertRequest.safeParse({ position: 3, name: 'X', binary_pattern: '1111111a' }).success).toBe(false);
    expect(OddunUpdateRequest.safeParse({ position: 3, name: 'X', binary_pattern: '11111111' }).error?.issues[0]?.message).toBe(MSG.oddunVersionRequired);
  });
});

describe('data-sources analysis', () => {
  it('lists the first 10 signs of each source by position and counts the rest', () => {
    const rows = [
      ...Array.from({ length: 14 }, (_, i) => ({ id: `g${i}`, name: `G${i}`, position: 30 - i, data_source: 'generated', has_data: i < 4, completion_percentage: 50 })),
      { id: 'm1', name: 'M1', position: 1, data_source: 'manual', has_data: true, completion_percentage: 100 },
      { id: 'u1', name: 'U1', position: 2 },
    ];
    const out = analyzeSources(rows);
    expect(out.summary).toEqual({ total_odduns: 16, sources_count: 3, highest_quality_source: 'manual' });
    const generated = out.sources_breakdown.generated!;
    expect(generated).toMatchObject({ count: 14, with_data: 4, avg_completion: 50, more: 4 });
    expect(generated.odduns).toHaveLength(DATA_SOURCE_EXAMPLES);
    expect(generated.odduns[0]).toEqual({ id: 'g13', name: 'G13', position: 17 });
    expect(out.sources_breakdown.unknown).toMatchObject({ count: 1, more: 0 });
    expect(out.sources_breakdown.manual!.info.priority).toBeLessThan(generated.info.priority);
  });
});
