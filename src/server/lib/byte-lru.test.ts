import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru.ts';

// Oracle: the byte count recomputed by hand from what is still in the store (key × 2 + value + overhead).
describe('ByteLru', () => {
  const charge = (key: string, valueBytes: number) => key.length * 2 + valueBytes + ByteLru.OVERHEAD;

  it('stays within its bound, dropping the least recently used first', () => {
    const lru = new ByteLru<string>(10_000);
    for (let i = 0; i < 100; i += 1) lru.set(`k${i}`, 'v', 500);
    expect(lru.bytes).toBeLessThanOrEqual(10_000);
    const per = charge('k99', 500);
    expect(lru.size).toBe(Math.floor(10_000 / per));
    expect(lru.bytes).toBe(lru.size * per);
    expect(lru.get('k0')).toBeUndefined();
    expect(lru.get('k99')).toBe('v');
  });

  it('a read makes an entry the most recent: it outlives entries written after it', () => {
    const lru = new ByteLru<number>(8 * charge('a', 100));
    for (const [i, k] of [...'abcdefgh'].entries()) lru.set(k, i, 100);
    expect(lru.size).toBe(8);
    expect(lru.get('a')).toBe(0);
    lru.set('i', 8, 100);
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('c'), lru.get('i')]).toEqual([0, 2, 8]);
    expect(lru.size).toBe(8);
  });

  it('replacing or deleting an entry gives its bytes back; an entry over an eighth of the bound is not kept', () => {
    const lru = new ByteLru<string>(80_000);
    lru.set('x', 'one', 1_000);
    lru.set('x', 'two', 2_000);
    expect(lru.bytes).toBe(charge('x', 2_000));
    lru.delete('x');
    expect(lru.bytes).toBe(0);
    expect(lru.set('big', 'too big', 10_001)).toBe(false);
    expect(lru.size).toBe(0);
    expect(new ByteLru(0).set('a', 1, 1)).toBe(false);
  });
});
