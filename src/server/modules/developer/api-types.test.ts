import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesSource } from '../../lib/api-types.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the typed client (issue 24)', () => {
  it('the committed src/contract/api-types.d.ts is what openapi-typescript makes of the live document (else: npm run api:types)', async () => {
    const live = (await t.call({ method: 'GET', url: '/api/openapi.json' })).json();
    const expected = await apiTypesSource(live);
    const committed = await readFile(API_TYPES_FILE, 'utf8');
    // Compared line by line first, so a failure names the first line that differs rather than dumping 800 kB.
    const [a, b] = [committed.split('\n'), expected.split('\n')];
    const first = a.findIndex((line, i) => line !== b[i]);
    expect(first === -1 ? null : { line: first + 1, committed: a[first], live: b[first] }, 'run `npm run api:types`').toBeNull();
    expect(a.length).toBe(b.length);
    expect(expected).toContain("'/api/developer/keys'");
  }, 120_000);
});
