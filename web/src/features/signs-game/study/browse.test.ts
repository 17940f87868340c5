import { describe, expect, it } from 'vitest';
import { activeList, addsHistoryEntry, browse, currentSign, type BrowseState } from './browse';

const signs = [
  { id: 'baba-ejiogbe', position: 1, name: 'Baba Ejiogbe', alternative_names: ['Eji Ogbe'] },
  { id: 'oyekun-meji', position: 2, name: 'Oyekun Meji' },
  { id: 'ogbe-yeku', position: 17, name: 'Ogbe Yeku' },
  { id: 'oyekun-nilogbe', position: 18, name: 'Oyekun Nilogbe' },
];
const start: BrowseState = { query: '', currentId: undefined };
const run = (state: BrowseState, ...actions: Parameters<typeof browse>[2][]) => actions.reduce((s, a) => browse(signs, s, a), state);

describe('browsing the encyclopedia', () => {
  it('starts on the deep-linked sign, else the first', () => {
    expect(currentSign(signs, start)?.id).toBe('baba-ejiogbe');
    expect(currentSign(signs, { query: '', currentId: 'ogbe-yeku' })?.id).toBe('ogbe-yeku');
    expect(currentSign(signs, { query: '', currentId: 'no-such-sign' })?.id).toBe('baba-ejiogbe');
  });

  it('moves through all signs outside a search and stops at both ends', () => {
    const s = run(start, { type: 'step', delta: 1 }, { type: 'step', delta: 1 });
    expect(s.currentId).toBe('ogbe-yeku');
    expect(run(s, { type: 'step', delta: 1 }, { type: 'step', delta: 1 }).currentId).toBe('oyekun-nilogbe');
    expect(run(start, { type: 'step', delta: -1 })).toEqual(start);
  });

  it('shows the first result of a search and moves through the results only', () => {
    const s = run(start, { type: 'search', query: 'ogbe' });
    expect(activeList(signs, s).map((x) => x.id)).toEqual(['ogbe-yeku', 'baba-ejiogbe', 'oyekun-nilogbe']);
    expect(s.currentId).toBe('ogbe-yeku');
    expect(run(s, { type: 'step', delta: 1 }).currentId).toBe('baba-ejiogbe');
    expect(run(s, { type: 'step', delta: 1 }, { type: 'step', delta: 1 }, { type: 'step', delta: 1 }).currentId).toBe('oyekun-nilogbe');
  });

  it('keeps the sign on screen when nothing matches, and after clearing', () => {
    const s = run(start, { type: 'show', id: 'oyekun-meji' }, { type: 'search', query: 'zzz' });
    expect(s.currentId).toBe('oyekun-meji');
    expect(activeList(signs, s)).toEqual([]);
    expect(run(s, { type: 'step', delta: 1 }).currentId).toBe('oyekun-meji');
    const found = run(start, { type: 'search', query: '17' }, { type: 'clear' });
    expect(found).toEqual({ query: '', currentId: 'ogbe-yeku' });
    expect(run(found, { type: 'step', delta: 1 }).currentId).toBe('oyekun-nilogbe');
  });

  it('ignores an unknown sign to show', () => {
    expect(run(start, { type: 'show', id: 'nope' })).toEqual(start);
  });
});

describe("the browser's history", () => {
  it('keeps a place for each step, each chosen sign and each new search, not for each letter typed', () => {
    const searching = run(start, { type: 'search', query: 'Ogb' });
    expect(addsHistoryEntry({ type: 'step', delta: 1 }, start)).toBe(true);
    expect(addsHistoryEntry({ type: 'step', delta: -1 }, searching)).toBe(true);
    expect(addsHistoryEntry({ type: 'show', id: 'ogbe-yeku' }, searching)).toBe(true);
    expect(addsHistoryEntry({ type: 'search', query: 'O' }, start)).toBe(true);
    expect(addsHistoryEntry({ type: 'search', query: 'Ogbe' }, searching)).toBe(false);
  });
});
