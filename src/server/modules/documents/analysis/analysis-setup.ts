// Set-up shared by analysis.test.ts and analysis-ai.test.ts: importing this module registers the
// beforeAll that writes every fixture to a temp directory and analyses it, and the afterAll removing them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import {
  EXPECTED_FIGURES,
  writeBusinessPlanDocx,
  writeBusinessPlanPdf,
  writeCsv,
  writeFinancialModelXlsx,
  writePitchDeckPdf,
} from '../../../../../tests/fixtures/documents/generate.ts';
import { analyseDocument } from './index.ts';
import type { AnalysisResult } from './types.ts';

export const PDF = 'application/pdf';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export let dir: string;
export const files: Record<keyof typeof EXPECTED_FIGURES, { path: string; mediaType: string }> = {} as never;
export const results = {} as Record<keyof typeof EXPECTED_FIGURES, AnalysisResult>;

export async function analyse(path: string, mediaType: string, options: Parameters<typeof analyseDocument>[1] = {}) {
  return analyseDocument({ path, filename: basename(path), mediaType }, options);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cr-docs-'));
  files.businessPlanEn = { path: await writeBusinessPlanPdf(dir, 'en'), mediaType: PDF };
  files.businessPlanIt = { path: await writeBusinessPlanPdf(dir, 'it'), mediaType: PDF };
  files.businessPlanDocxIt = { path: await writeBusinessPlanDocx(dir, 'it'), mediaType: DOCX };
  files.financialModel = { path: await writeFinancialModelXlsx(dir), mediaType: XLSX };
  files.csv = { path: writeCsv(dir), mediaType: 'text/csv' };
  files.pitchDeck = { path: await writePitchDeckPdf(dir), mediaType: PDF };
  for (const [name, f] of Object.entries(files)) results[name as keyof typeof files] = await analyse(f.path, f.mediaType);
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

export const FIXTURES = Object.keys(EXPECTED_FIGURES) as (keyof typeof EXPECTED_FIGURES)[];
