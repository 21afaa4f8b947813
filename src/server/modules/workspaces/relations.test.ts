import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { RELATIONS, runRelationMatrix } from '../../test/relation-matrix.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('project access on PostgreSQL', () => {
  it(`answers every project-scoped route as the domain rule says, for ${RELATIONS.length} relations`, async () => {
    const { failures, cases } = await runRelationMatrix(t);
    console.log(`relation matrix (PostgreSQL): ${cases} cases`);
    expect(failures).toEqual([]);
  }, 120_000);
});
