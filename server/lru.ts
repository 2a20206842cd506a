/**
 * A bounded map that forgets the least recently used entry first: at most `maxEntries` entries and,
 * when `sizeOf` is given, at most `maxSize` in total (an entry larger than that is not kept at all).
 */
export class Lru<K, V> {
  readonly #map = new Map<K, V>();
  #size = 0;

  constructor(
    readonly maxEntries: number,
    readonly sizeOf: (value: V) => number = () => 0,
    readonly maxSize = Infinity,
  ) {}

  get size(): number {
    return this.#map.size;
  }

  /** The total of `sizeOf` over the entries kept. */
  get totalSize(): number {
    return this.#size;
  }

  get(key: K): V | undefined {
    const value = this.#map.get(key);
    if (value === undefined) return undefined;
    // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
    this.#map.delete(key);
    this.#map.set(key, value);
    return value;
  }

  /** The entry, without making it the most recently used. */
  peek(key: K): V | undefined {
    return this.#map.get(key);
  }

  /** The least recently used entry (the next to go), if any. */
  oldest(): [K, V] | undefined {
    return this.#map.entries().next().value;
  }

  /** Whether one more entry of this size would make the map forget another. */
  wouldEvict(size: number): boolean {
    return this.#map.size + 1 > this.maxEntries || this.#size + size > this.maxSize;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const size = this.sizeOf(value);
    if (size > this.maxSize) return;
    this.#map.set(key, value);
    this.#size += size;
    while (this.#map.size > this.maxEntries || this.#size > this.maxSize) {
      this.delete(this.#map.keys().next().value as K);
    }
  }

  delete(key: K): void {
    const value = this.#map.get(key);
    if (value === undefined) return;
    this.#map.delete(key);
    this.#size -= this.sizeOf(value);
  }

  clear(): void {
    this.#map.clear();
    this.#size = 0;
  }
}
