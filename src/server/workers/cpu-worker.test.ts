import { generateKeyPairSync, createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import type { ReportModel } from '../../domain/reports/index.ts';
import { asBuffer, WorkerPool } from '../lib/worker-pool.ts';
import { gapsXlsx } from '../modules/compliance/export.ts';
import { prepareImport, type Prepared } from '../modules/portfolio/prepare.ts';
import { newSelfIssuedP12 } from '../modules/reports/keys-p12.ts';
import { renderReportPdf, type RenderOptions } from '../modules/reports/pdf.ts';
import { sealPdf } from '../modules/reports/seal.ts';

// The moved work against the same functions called on this thread (the code as it ran before ADR 0033):
// the oracle is the main-thread result, compared byte for byte where the bytes are deterministic.
const pool = new WorkerPool(new URL('./cpu.worker.ts', import.meta.url), 1);
afterAll(async () => pool.close());

const model: ReportModel = {
  kind: 'evaluation',
  language: 'it',
  title: 'Rapporto di valutazione: Caffè Più',
  projectTitle: 'Caffè Più',
  issuer: 'Capital Readiness',
  meta: [['Progetto', 'Caffè Più']],
  sections: [
    { type: 'paragraph', text: 'Un paragrafo con € e −1.234,5 ×.' },
    {
      type: 'table',
      heading: 'Tabella',
      columns: ['Voce', 'Valore'],
      rows: [
        ['VAN', '€ 1.234'],
        ['TIR', '12,5%'],
      ],
    },
  ],
};
const render: RenderOptions = {
  verifyUrl: 'http://localhost:3000/verify/x',
  shortCode: 'ABCD-EFGH',
  issuedAt: '1 gennaio 2030',
  creationDate: new Date(Date.UTC(2030, 0, 1)),
};

describe('the CPU worker gives what the event loop gave', () => {
  it('renders the same PDF bytes as pdfkit on the main thread (same model, same fixed date)', async () => {
    const here = await renderReportPdf(model, render);
    const there = asBuffer((await pool.run<{ bytes: Uint8Array }>('report.render', { model, render })).bytes);
    expect(there.length).toBeGreaterThan(1000);
    expect(createHash('sha256').update(there).digest('hex')).toBe(createHash('sha256').update(here).digest('hex'));
  });

  it('seals in the worker: the bytes hash to the returned SHA-256, whose Ed25519 signature verifies, and are the very bytes of a seal made here', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const p12 = Buffer.from(newSelfIssuedP12('Test issuer'), 'base64');
    const meta = { issuer: 'Test issuer', contact: 'http://localhost:3000', signingTime: new Date(Date.UTC(2030, 0, 1)) };
    const out = await pool.run<{ bytes: Uint8Array; sha256: string; signature: string }>('report.seal', {
      model,
      render,
      material: { p12, p12Password: '', privateKey },
      meta,
    });
    const bytes = asBuffer(out.bytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(out.sha256);
    const { verify } = await import('node:crypto');
    expect(verify(null, Buffer.from(out.sha256, 'hex'), publicKey, Buffer.from(out.signature, 'base64'))).toBe(true);
    const here = await sealPdf(await renderReportPdf(model, render), { p12, p12Password: '', privateKey }, meta);
    // Fixed signing time, deterministic RSA PKCS#1 v1.5 in the CMS: the two seals are the same bytes.
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(createHash('sha256').update(here.bytes).digest('hex'));
  });

  it('reads and validates an import exactly as on the main thread (CSV, Italian decimals, one bad row)', async () => {
    const csv =
      'Progetto;ATECO;Regione;Importo;Data\nAlfa;35.11;ITC4;1.234,50;2025-03-15\nBeta;62.01;ITI4;molto;15/04/2025\nGamma;10.51;ITF3;200.000;2025-06-01\n';
    const bytes = new TextEncoder().encode(csv);
    for (const mode of ['preview', 'commit'] as const) {
      const input = { bytes, remembered: {}, lang: 'it' as const, mode, exclude: [3] };
      const here = await prepareImport(input);
      const there = await pool.run<Prepared>('portfolio.prepareImport', { ...input, bytes: bytes.slice() });
      expect(there).toEqual(here);
    }
    const preview = await prepareImport({ bytes, remembered: {}, lang: 'it', mode: 'commit' });
    // Hand-read: row 3 (Beta) has an amount that is not a number; 1.234,50 in Italian is 1234.5.
    expect(preview.errors.map((e) => [e.row, e.field, e.code])).toEqual([[3, 'amount', 'notANumber']]);
  });

  it('writes an XLSX export whose cells equal the main thread’s (the files differ only in their timestamps)', async () => {
    const gaps = [
      {
        itemId: 'ESRS-1',
        framework: 'esrs',
        title: 'Titolo',
        weight: 3,
        result: 'no',
        answer: null,
        reference: 'Rif',
        evidenceExpected: 'Doc',
        evidenceMissing: 'Doc',
        owner: null,
        dueDate: null,
      },
    ];
    const cellsOf = async (b: Buffer) => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(b as unknown as ArrayBuffer);
      const rows: unknown[] = [];
      wb.worksheets[0]!.eachRow((r) => rows.push(r.values));
      return rows;
    };
    const here = await gapsXlsx(gaps as never, 'it');
    const there = asBuffer((await pool.run<{ bytes: Uint8Array }>('compliance.gapsXlsx', { gaps, lang: 'it' })).bytes);
    expect(await cellsOf(there)).toEqual(await cellsOf(here));
    expect((await cellsOf(there))[0]).toContain('Requisito');
  });
});
