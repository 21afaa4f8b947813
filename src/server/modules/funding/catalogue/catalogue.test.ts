import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { fundingCallVersions, fundingCalls, fundingImports } from '../../../db/schema/index.ts';
import { FUNDING_FILES, repoRoot } from '../../../test/shared-data.ts';
import { getCall, runImport, searchCalls } from '../index.ts';
import { run, t, tmp, deps, count } from './catalogue-setup.ts';

describe('importers on the shared files', () => {
  it('incentivi.gov.it: 369 records, NaN tokens read as missing dates, JSON-encoded lists split', async () => {
    const text = readFileSync(FUNDING_FILES.incentivi, 'utf8');
    // Oracles: SOURCE.md says 369 unique ID_Incentivo and 130 bare NaN tokens / 130 records with no closing date;
    // counted here again by a regex over the raw text, not by the importer's parser.
    expect(text.match(/"ID_Incentivo":\s*\d+/g)).toHaveLength(369);
    expect(text.match(/:\s*NaN\b/g)).toHaveLength(130);
    const { ok, run: r } = await runImport(deps(), { source: 'incentivi', origin: FUNDING_FILES.incentivi, trigger: 'cli' });
    expect(ok).toBe(true);
    expect(r.report).toMatchObject({ imported: 369, updated: 0, unchanged: 0, skipped: [] });
    const [noClose] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(fundingCalls)
      .where(sql`${fundingCalls.source} = 'incentivi' and ${fundingCalls.closesAt} is null`);
    expect(noClose!.n).toBe(130);
    // Record 3730 (first in the file): "[\"Abruzzo\"]", sizes "[\"Microimpresa\",\"Media Impresa\",\"Piccola Impresa\"]", 36 ATECO codes.
    const [abruzzo] = await t.database.db.select().from(fundingCalls).where(eq(fundingCalls.sourceRecordId, '3730'));
    expect(abruzzo).toMatchObject({
      regions: ['ITF1'],
      sizes: ['medium', 'micro', 'small'],
      aidForm: 'grant',
      maxAmount: 47479,
      funder: 'Regione Abruzzo',
      closesAt: '2025-12-31',
    });
    expect(abruzzo!.sectors).toHaveLength(36);
    expect(abruzzo!.sectors).toContain('01.16');
  });

  it('a second import of the same file changes nothing', async () => {
    const { run: r } = await runImport(deps(), { source: 'incentivi', origin: FUNDING_FILES.incentivi, trigger: 'cli' });
    expect(r.report).toMatchObject({ imported: 0, updated: 0, unchanged: 369, missing: [] });
    const [v] = await t.database.db.select({ n: sql<number>`max(version)::int` }).from(fundingCalls);
    expect(v!.n).toBe(1);
  });

  it('a modified copy: changed records get version 2 with the changed fields; a dropped record is kept and reported', async () => {
    const data = JSON.parse(readFileSync(FUNDING_FILES.incentivi, 'utf8').replace(/\bNaN\b/g, 'null')) as Record<string, unknown>[];
    data[0]!.Titolo = 'Titolo modificato per la prova';
    data[1]!.Agevolazione_Concedibile_max = '123456';
    const dropped = String(data.pop()!.ID_Incentivo);
    const file = join(tmp, 'incentivi-modified.json');
    writeFileSync(file, JSON.stringify(data));
    const { run: r } = await runImport(deps(), { source: 'incentivi', origin: file, trigger: 'cli' });
    expect(r.report).toMatchObject({ imported: 0, updated: 2, unchanged: 366, missing: [dropped] });
    const [first] = await t.database.db
      .select()
      .from(fundingCalls)
      .where(eq(fundingCalls.sourceRecordId, String(data[0]!.ID_Incentivo)));
    expect(first!.version).toBe(2);
    const versions = await t.database.db.select().from(fundingCallVersions).where(eq(fundingCallVersions.callId, first!.id));
    expect(versions.map((v) => [v.version, v.changed])).toEqual(
      expect.arrayContaining([
        [1, ['created']],
        [2, ['title']],
      ]),
    );
    const detail = await getCall(t.database.db, first!.id, '2026-01-01');
    expect(detail!.versions[0]).toMatchObject({ version: 2, changed: ['title'] });
    const [gone] = await t.database.db.select().from(fundingCalls).where(eq(fundingCalls.sourceRecordId, dropped));
    expect(gone!.missingSince).not.toBeNull();
  });

  it('Italia Domani PNRR: 245 rows, tenders skipped with their reason, the rest national calls', async () => {
    const { run: r } = await runImport(deps(), { source: 'pnrr', origin: FUNDING_FILES.pnrr, trigger: 'cli' });
    // Oracle: SOURCE.md gives 245 records; Python's csv module counted 24 rows with a CIG (procurement) in this file.
    expect(r.report.imported + r.report.skipped.length).toBe(245);
    expect(r.report.skipped.filter((s) => s.reason.includes('CIG'))).toHaveLength(24);
    expect(r.report.skipped.every((s) => s.reason.includes('procurement tender'))).toBe(true);
    expect(await count('pnrr')).toBe(r.report.imported);
    const [italy5g] = await t.database.db
      .select()
      .from(fundingCalls)
      .where(sql`${fundingCalls.source} = 'pnrr' and ${fundingCalls.budget} = 68196721.31`);
    expect(italy5g ?? null).toBeNull(); // "Procedura negoziata…" with that amount is a tender, skipped
  });

  it('PA digitale 2026: 57 notices, all closed by the source', async () => {
    const { run: r } = await runImport(deps(), { source: 'padigitale', origin: FUNDING_FILES.padigitaleCsv, trigger: 'cli' });
    expect(r.report).toMatchObject({ imported: 57, skipped: [] });
    const again = await runImport(deps(), { source: 'padigitale', origin: FUNDING_FILES.padigitaleJson, trigger: 'cli' });
    expect(again.run.report).toMatchObject({ imported: 0, updated: 0, unchanged: 57 }); // the JSON form holds the same rows
    const res = await searchCalls(t.database.db, { source: 'padigitale', limit: 100 }, '2026-11-25');
    expect(res.total).toBe(57);
    expect(res.items.every((i) => i.status === 'closed')).toBe(true);
  });

  it('a malformed file imports nothing and is recorded as failed', async () => {
    const before = await count('pnrr');
    const bad = join(tmp, 'bad.csv');
    writeFileSync(bad, 'colonna;altra\n1;2\n');
    const out = await runImport(deps(), { source: 'pnrr', origin: bad, trigger: 'cli' });
    expect(out.ok).toBe(false);
    expect(out.run.error).toMatch(/missing columns/);
    expect(await count('pnrr')).toBe(before);
    const [row] = await t.database.db.select().from(fundingImports).where(eq(fundingImports.id, out.run.id));
    expect(row!.status).toBe('failed');
  });

  it('the command exits non-zero with the report on a malformed file and imports nothing', async () => {
    const bad = join(tmp, 'broken.json');
    writeFileSync(bad, '[{"ID_Incentivo": 1, "Titolo": "x"'); // truncated JSON
    const before = await count('incentivi');
    const err = await run(
      join(repoRoot, 'node_modules/node/bin/node'),
      ['src/server/cli/funding-import.ts', '--source', 'incentivi', bad],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: t.dbUrl },
      },
    ).catch((e: { code: number; stderr: string }) => e);
    expect('code' in err ? err.code : 0).toBe(1);
    expect(JSON.parse((err as { stderr: string }).stderr)).toMatchObject({ status: 'failed', imported: 0 });
    expect(await count('incentivi')).toBe(before);
  }, 60_000);
});
