// `npm run bench -- documents`: the document analyser (issue 12), each figure against a baseline
// measured in the same run on the same file.
//  1. A 100-page PDF: pages per second of the whole analysis vs pdf.js text extraction alone (the
//     baseline: what any analysis must pay before a single rule runs). Ratio = analysis / baseline.
//  2. A 5,000-row XLSX: rows per second of the whole analysis vs exceljs loading the workbook alone.
//  3. A 40-page business plan (the English fixture padded with appendix pages): wall time of the
//     whole analysis, target < 10 s, printed with its ratio to 10 s.
//  4. The sentence reader on the evaluation sets of real texts (issue 28; documents-sentences.ts):
//     recall, precision and periods right on the development and held-out sets, per language and key.
// The upload-memory figure of the Speed paragraph belongs to the upload route (docs-ingest).
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { writeBusinessPlanPdf, writeLargeXlsx, writeLongPdf } from '../tests/fixtures/documents/generate.ts';
import { analyseDocument } from '../src/server/modules/documents/analysis/index.ts';
import { extractPdf } from '../src/server/modules/documents/analysis/extract-pdf.ts';
import { extractXlsx } from '../src/server/modules/documents/analysis/extract-sheets.ts';
import { printModelEvaluation, printSentenceEvaluation } from './documents-sentences.ts';

const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const RUNS = 5;

async function medianMs(fn: () => Promise<unknown>): Promise<number> {
  await fn(); // warm-up: module loading and JIT are not the analyser's speed
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

const dir = mkdtempSync(join(tmpdir(), 'cr-bench-docs-'));
try {
  const longPdf = await writeLongPdf(dir, 100);
  const baselinePdf = await medianMs(async () => extractPdf(longPdf, new Uint8Array(await readFile(longPdf))));
  const fullPdf = await medianMs(() => analyseDocument({ path: longPdf, filename: basename(longPdf), mediaType: PDF }, {}));
  const pps = (ms: number) => (100 / ms) * 1000;
  console.log(
    `100-page PDF: analysis ${pps(fullPdf).toFixed(0)} pages/s (${fullPdf.toFixed(0)} ms), text extraction alone ${pps(baselinePdf).toFixed(0)} pages/s; ratio ${(baselinePdf / fullPdf).toFixed(2)} (1 = the rules cost nothing)`,
  );

  const xlsx = await writeLargeXlsx(dir, 5000);
  const baselineXlsx = await medianMs(async () => extractXlsx(new Uint8Array(await readFile(xlsx))));
  const fullXlsx = await medianMs(() => analyseDocument({ path: xlsx, filename: basename(xlsx), mediaType: XLSX }, {}));
  const rps = (ms: number) => (5000 / ms) * 1000;
  console.log(
    `5,000-row XLSX: analysis ${rps(fullXlsx).toFixed(0)} rows/s (${fullXlsx.toFixed(0)} ms), workbook loading alone ${rps(baselineXlsx).toFixed(0)} rows/s; ratio ${(baselineXlsx / fullXlsx).toFixed(2)}`,
  );

  const plan = await writeBusinessPlanPdf(dir, 'en', { pages: 40, name: 'plan-40.pdf' });
  const t0 = performance.now();
  const result = await analyseDocument({ path: plan, filename: 'plan-40.pdf', mediaType: PDF }, {});
  const wall = performance.now() - t0; // cold: the first analysis of this file, as a job would run it
  const met = wall < 10_000 && result.pages === 40;
  console.log(
    `40-page business plan: ${wall.toFixed(0)} ms cold (${result.figures.length} figures), ${(wall / 10_000).toFixed(3)} of the 10 s target: ${met ? 'target met' : 'target NOT met'}`,
  );
  if (!met) process.exitCode = 1;
  printSentenceEvaluation();
  await printModelEvaluation();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
