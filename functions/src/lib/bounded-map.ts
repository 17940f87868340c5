/**
 * A Map that keeps at most `capacity` entries and drops the least recently used first: a
 * container's memory of what it has already read (data/game-sessions.ts, the questions of the
 * games it serves). A Map keeps its keys in insertion order, so a key read or written
 * is moved to the end and the first key is the oldest. Written here, not taken from lru-cache:
 * it is these few lines, and every Lambda bundle would carry and initialise the library
 * (DESIGN.md 8, module init).
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly capacity: number) {
    if (!(capacity >= 1)) throw new Error('a bounded map keeps at least one entry');
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
