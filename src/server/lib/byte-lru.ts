/**
 * A least-recently-used map bounded by bytes (the read cache's store, ADR 0045). Each entry is charged
 * its key (two bytes a UTF-16 unit), its value's own size as the caller tells it, and a fixed overhead
 * for the map's bookkeeping; past the bound the least recently used entries go first. An entry larger
 * than an eighth of the bound is not kept at all (it would push out many small ones).
 */
export class ByteLru<V> {
  static readonly OVERHEAD = 160;
  #map = new Map<string, { value: V; bytes: number }>();
  #bytes = 0;
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = Math.max(0, maxBytes);
  }

  get bytes(): number {
    return this.#bytes;
  }
  get size(): number {
    return this.#map.size;
  }

  /** The value, marked most recently used. */
  get(key: string): V | undefined {
    const e = this.#map.get(key);
    if (!e) return undefined;
    this.#map.delete(key);
    this.#map.set(key, e);
    return e.value;
  }

  delete(key: string): void {
    const e = this.#map.get(key);
    if (!e) return;
    this.#map.delete(key);
    this.#bytes -= e.bytes;
  }

  /** Keeps the value (replacing any under the key); false when it is too large to keep. */
  set(key: string, value: V, valueBytes: number): boolean {
    this.delete(key);
    const bytes = key.length * 2 + valueBytes + ByteLru.OVERHEAD;
    if (bytes > this.maxBytes / 8) return false;
    this.#map.set(key, { value, bytes });
    this.#bytes += bytes;
    while (this.#bytes > this.maxBytes) {
      const oldest = this.#map.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    return true;
  }

  clear(): void {
    this.#map.clear();
    this.#bytes = 0;
  }
}
