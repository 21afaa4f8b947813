import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as fx from '../../../tests/fixtures/documents.ts';
import { asBuffer, WorkerPool } from '../lib/worker-pool.ts';
import { createZip } from '../lib/zip.ts';
import { invoicesXlsx } from '../modules/billing/export-xlsx.ts';
import { analyseDocument } from '../modules/documents/analysis/index.ts';
import { parseAndHash } from '../modules/funding/catalogue/import-service.ts';
import { FUNDING_FILES } from '../test/shared-data.ts';

// The work moved off the event loop (ADR 0033, second round) against the same functions called on this
// thread, as the server ran them before: the oracle is the main-thread result (deep equality, or the
// bytes' SHA-256 where the bytes are deterministic).
const pool = new WorkerPool(new URL('./cpu.worker.ts', import.meta.url), 1);
const dir = mkdtempSync(join(tmpdir(), 'cr-bg-jobs-'));
afterAll(async () => {
  await pool.close();
  rmSync(dir, { recursive: true, force: true });
});
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('the CPU worker gives what the event loop gave', () => {
  it('document analysis: the same result for a PDF, a DOCX, an XLSX and a CSV', async () => {
    const files = [
      { name: 'plan.pdf', mediaType: 'application/pdf', bytes: fx.pdf('Revenue 2025: EUR 1.2m. Revenue 2026: EUR 2.5m') },
      { name: 'plan.docx', mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes: fx.docx() },
      {
        name: 'plan.xlsx',
        mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        bytes: await invoicesXlsx(['Item', 2025, 2026] as unknown as string[], [['Revenue', 1_200_000, 2_500_000]]),
      },
      { name: 'plan.csv', mediaType: 'text/csv', bytes: Buffer.from('Voce;2025;2026\nRicavi;1.200.000;2.500.000\n') },
    ];
    for (const f of files) {
      const path = join(dir, f.name);
      writeFileSync(path, f.bytes);
      const input = { path, filename: f.name, mediaType: f.mediaType };
      const options = { ai: null, industry: 'software', ocr: false };
      const here = await analyseDocument(input, options);
      const there = await pool.run('documents.analyse', { input, options }, { owner: 'u1' });
      expect(there, f.name).toEqual(here);
      expect(here.text.length, f.name).toBeGreaterThan(0);
    }
  });

  it('the privacy archive: the same ZIP bytes (same entries, same date)', async () => {
    const now = new Date(Date.UTC(2030, 0, 2, 3, 4, 6));
    const entries = [
      { name: 'README.txt', data: 'Capital Readiness: export\n' },
      {
        name: 'projects/p.json',
        data: `${JSON.stringify({ title: 'Caffè Più', rows: Array.from({ length: 500 }, (_, i) => i) }, null, 2)}\n`,
      },
    ];
    const here = createZip(entries, now);
    const there = asBuffer((await pool.run<{ bytes: Uint8Array }>('privacy.zip', { entries, now }, { owner: 'u1' })).bytes);
    expect(sha(there)).toBe(sha(here));
  });

  it("the funding importer's parse: the same 369 records and hashes as in this thread (incentivi.gov.it file)", async () => {
    const text = readFileSync(FUNDING_FILES.incentivi, 'utf8');
    const here = parseAndHash('incentivi', text);
    const there = await pool.run('funding.parse', { source: 'incentivi', text }, { owner: 'admin' });
    expect(there).toEqual(here);
    expect(here.ok && here.records.length).toBe(369);
  });

  it("the accountant's XLSX: the same rows read back", async () => {
    const ExcelJS = (await import('exceljs')).default;
    const columns = ['number', 'net_eur'];
    const rows = [
      ['2030/1', 100.5],
      ['2030/2', -20],
    ];
    const there = asBuffer((await pool.run<{ bytes: Uint8Array }>('billing.invoicesXlsx', { columns, rows }, { owner: 'a' })).bytes);
    const read = async (b: Buffer) => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(b as unknown as ArrayBuffer);
      return wb.getWorksheet('invoices')!.getSheetValues();
    };
    expect(await read(there)).toEqual(await read(await invoicesXlsx(columns, rows)));
  });
});
