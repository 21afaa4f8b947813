import { describe, expect, it } from 'vitest';
import { cachedBody } from './read-cache.ts';

// What a read-cache hit writes. Oracle: JSON.parse (the platform's) reads the kept answer back to the same
// value as the answer sent on the miss, and Buffer.from(…, 'utf8') for the bytes of a non-JSON answer.
const JSON_TYPE = 'application/json; charset=utf-8';

describe('read cache: the kept body', () => {
  it('keeps an ASCII answer as the very string', () => {
    const payload = JSON.stringify({ id: 'a1', title: 'Scan project', score: 15.2 });
    expect(cachedBody(payload, JSON_TYPE)).toBe(payload);
  });

  it('keeps a JSON answer with text past ASCII as pure ASCII that parses to the same value', () => {
    const value = {
      title: 'Bando “Impresa più” – 250.000 € per l’innovazione',
      note: 'città, perché, Æ, ß, 😀, \u2028 line separator',
      nested: [{ q: 'già' }],
    };
    const payload = JSON.stringify(value);
    const kept = cachedBody(payload, JSON_TYPE);
    expect(typeof kept).toBe('string');
    expect([...(kept as string)].every((c) => c.charCodeAt(0) < 0x80)).toBe(true);
    expect(JSON.parse(kept as string)).toEqual(value);
    expect((kept as string).length).toBeGreaterThan(payload.length); // escapes, not dropped characters
  });

  it('treats vendor JSON types as JSON and anything else as UTF-8 bytes', () => {
    const payload = JSON.stringify({ t: '€' });
    expect(JSON.parse(cachedBody(payload, 'application/problem+json') as string)).toEqual({ t: '€' });
    const csv = 'titolo;importo\nBando più;250.000 €\n';
    const kept = cachedBody(csv, 'text/csv; charset=utf-8');
    expect(Buffer.isBuffer(kept)).toBe(true);
    expect((kept as Buffer).equals(Buffer.from(csv, 'utf8'))).toBe(true);
  });
});
