// More CPU jobs for the worker (cpu.worker.ts, ADR 0033): document analysis, the privacy export's ZIP,
// the funding importers' parsing, billing's invoice PDF, the accountant's XLSX and the AI consulting session's PDF. Each module is
// imported on its job's first run, so the worker only holds what it has been asked to do.
import type { AdviceSession } from '../../contract/advice.ts';
import type { Lang } from '../../domain/advice/index.ts';
import type { ImportSource } from '../../domain/funding/index.ts';
import type { ZipEntry } from '../lib/zip.ts';
import type { AnalyseOptions, AnalysisInput } from '../modules/documents/analysis/types.ts';
import type { InvoiceRow } from '../modules/billing/repository.ts';
import type { Answer } from './document-jobs.ts';

/** Bytes in an ArrayBuffer of their own (a small Buffer may sit in Node's shared pool, which must not move). */
function bytesAnswer(bytes: Uint8Array): Answer {
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
  return { value: { bytes: own }, transfer: [own.buffer as ArrayBuffer] };
}

export const backgroundJobs = {
  /** Text extraction (PDF, DOCX, XLSX, CSV), the figure readers, checklist and risks: the analysis job's CPU. */
  async 'documents.analyse'(p: { input: AnalysisInput; options: AnalyseOptions }): Promise<Answer> {
    const { analyseDocument } = await import('../modules/documents/analysis/index.ts');
    return { value: await analyseDocument(p.input, p.options) };
  },
  /** The privacy export's archive: every file deflated into one ZIP. */
  async 'privacy.zip'(p: { entries: ZipEntry[]; now: Date }): Promise<Answer> {
    const { createZip } = await import('../lib/zip.ts');
    return bytesAnswer(createZip(p.entries, p.now));
  },
  /** A funding catalogue file parsed and its records hashed (up to 64 MB of text). */
  async 'funding.parse'(p: { source: ImportSource; text: string }): Promise<Answer> {
    const [{ parseSource }, { hashRecord }] = await Promise.all([
      import('../../domain/funding/index.ts'),
      import('../modules/funding/catalogue/hash.ts'),
    ]);
    const parsed = parseSource(p.source, p.text);
    return { value: parsed.ok ? { ...parsed, hashes: parsed.records.map(hashRecord) } : parsed };
  },
  async 'billing.invoicePdf'(p: { invoice: InvoiceRow }): Promise<Answer> {
    const { invoicePdf } = await import('../modules/billing/pdf.ts');
    return bytesAnswer(await invoicePdf(p.invoice));
  },
  async 'billing.invoicesXlsx'(p: { columns: string[]; rows: Array<Array<string | number>> }): Promise<Answer> {
    const { invoicesXlsx } = await import('../modules/billing/export-xlsx.ts');
    return bytesAnswer(await invoicesXlsx(p.columns, p.rows));
  },
  /** An AI consulting session as a PDF (issue 25): pdfkit's layout and font embedding off the event loop. */
  async 'advice.sessionPdf'(p: { session: AdviceSession; lang: Lang; creationDate: Date }): Promise<Answer> {
    const { sessionPdf } = await import('../modules/advice/pdf.ts');
    return bytesAnswer(await sessionPdf(p.session, p.lang, p.creationDate));
  },
};
