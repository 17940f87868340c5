import { describe, expect, it } from 'vitest';
import { BoundedMap } from '../../src/lib/bounded-map.js';

// Kept from the removed verified-tokens test: the map still bounds the game questions a
// container keeps (data/game-sessions.ts).
describe('a bounded map', () => {
  it('drops the least recently used entry, a read counting as a use', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1); // 'b' is now the oldest
    map.set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c'), map.size]).toEqual([1, undefined, 3, 2]);
    map.set('c', 4); // writing a kept key replaces it, nothing dropped
    expect([map.get('a'), map.get('c'), map.size]).toEqual([1, 4, 2]);
    expect(() => new BoundedMap(0)).toThrow();
  });
});
