// The document jobs (run in the CPU worker, cpu.worker.ts): a report's PDF rendered and sealed, its
// preview, the self-issued sealing certificate, an import's reading and validation, XLSX exports.
// Plain data in; bytes out as their own ArrayBuffers, moved back to the event loop, not copied.
import type { KeyObject } from 'node:crypto';
import type { z } from 'zod';
import type { gapRow } from '../../contract/compliance.ts';
import type { PortfolioSummaryResponse } from '../../contract/portfolio.ts';
import type { ReportModel } from '../../domain/reports/index.ts';
import { gapsXlsx, type ExportLang } from '../modules/compliance/export.ts';
import { summaryXlsx } from '../modules/portfolio/export.ts';
import { prepareImport, type PrepareInput } from '../modules/portfolio/prepare.ts';
import { newSelfIssuedP12 } from '../modules/reports/keys-p12.ts';
import { renderReportPdf, type RenderOptions } from '../modules/reports/pdf.ts';
import { sealPdf } from '../modules/reports/seal.ts';
import { parseLedger, toXlsx, type Sheet } from '../modules/realization/sheets.ts';

export interface Answer {
  value: unknown;
  transfer?: ArrayBuffer[];
}

/** Bytes in an ArrayBuffer of their own (a small Buffer may sit in Node's shared pool, which must not move). */
function own(bytes: Uint8Array): Uint8Array {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer) return bytes;
  return new Uint8Array(bytes);
}
const bytesAnswer = (bytes: Uint8Array, extra: Record<string, unknown> = {}): Answer => {
  const b = own(bytes);
  return { value: { bytes: b, ...extra }, transfer: [b.buffer as ArrayBuffer] };
};

export interface SealPayload {
  model: ReportModel;
  render: RenderOptions;
  material: { p12: Uint8Array; p12Password: string; privateKey: KeyObject };
  meta: { issuer: string; contact: string; signingTime: Date };
}

export const documentJobs = {
  async 'report.seal'(p: SealPayload): Promise<Answer> {
    const pdf = await renderReportPdf(p.model, p.render);
    const sealed = await sealPdf(pdf, { ...p.material, p12: Buffer.from(p.material.p12) }, p.meta);
    return bytesAnswer(sealed.bytes, { sha256: sealed.sha256, signature: sealed.signature });
  },
  async 'report.render'(p: { model: ReportModel; render: RenderOptions }): Promise<Answer> {
    return bytesAnswer(await renderReportPdf(p.model, p.render));
  },
  'report.selfIssuedP12'(p: { issuer: string }): Answer {
    return { value: newSelfIssuedP12(p.issuer) };
  },
  async 'portfolio.prepareImport'(p: PrepareInput): Promise<Answer> {
    return { value: await prepareImport(p) };
  },
  async 'portfolio.summaryXlsx'(p: { summary: PortfolioSummaryResponse }): Promise<Answer> {
    return bytesAnswer(await summaryXlsx(p.summary));
  },
  async 'compliance.gapsXlsx'(p: { gaps: z.infer<typeof gapRow>[]; lang: ExportLang }): Promise<Answer> {
    return bytesAnswer(await gapsXlsx(p.gaps, p.lang));
  },
  async 'realization.xlsx'(p: { sheets: Sheet[] }): Promise<Answer> {
    return bytesAnswer(await toXlsx(p.sheets));
  },
  async 'realization.ledger'(p: { format: 'csv' | 'xlsx'; bytes: Uint8Array }): Promise<Answer> {
    return { value: await parseLedger(p) };
  },
};
