import type { ImportError, ImportPreview } from '../../../contract/portfolio.ts';
import {
  applicableMapping,
  guessMapping,
  headerSignature,
  IMPORT_FIELDS,
  validateRows,
  type ColumnMapping,
  type ImportedHolding,
} from '../../../domain/portfolio/index.ts';
import { cellMessage } from './messages.ts';
import { readSheet, type FileFormat } from './reader.ts';

/** What the CPU worker is given to read an import: the file's bytes and everything the choice of mapping needs. */
export interface PrepareInput {
  bytes: Uint8Array;
  /** The mapping the caller gave, if any. */
  mapping?: ColumnMapping | undefined;
  /** The caller's remembered mappings by header signature (a handful of rows: one per file layout). */
  remembered: Record<string, Record<string, string | null>>;
  exclude?: number[] | undefined;
  lang: 'en' | 'it';
  /** A preview needs 20 sample rows; a commit needs the valid holdings. */
  mode: 'preview' | 'commit';
}

/** Plain data back from the worker: what the preview shows, or what the commit stores. */
export interface Prepared {
  format: FileFormat;
  headers: string[];
  signature: string;
  mapping: Record<string, string | null>;
  mappingSource: ImportPreview['mappingSource'];
  rows: number;
  /** The data rows' spreadsheet numbers that the exclusions name and the file holds, ascending. */
  excluded: number[];
  sample: ImportPreview['sample'];
  errors: ImportError[];
  badRows: number[];
  valid: number;
  /**
   * A commit's valid holdings as one JSON array whose keys are portfolio_holdings' columns (a
   * string crosses threads as one copy, and the database reads it with jsonb_to_recordset: no
   * 25-parameter row for the event loop to build, ADR 0033); '[]' for a preview.
   */
  holdingsJson: string;
}

const cleanMapping = (m: ColumnMapping): Record<string, string | null> => Object.fromEntries(IMPORT_FIELDS.map((f) => [f, m[f] ?? null]));
/** A holding as the row repository.insertImportedHoldings reads (column names of portfolio_holdings). */
const asColumns = (h: ImportedHolding) => ({
  source_row: h.row,
  name: h.projectName,
  industry_code: h.industryCode,
  region: h.region,
  invested: h.amount,
  committed: h.committed,
  invested_on: h.date,
  stage: h.stage,
  revenue: h.revenue,
  ebitda: h.ebitda,
  cash: h.cash,
  monthly_burn: h.monthlyBurn,
  npv: h.npv,
  irr: h.irr,
  cr_score: h.crScore,
  previous_cr_score: h.previousCrScore,
  milestone_due: h.milestoneDue,
});
const asText = (c: unknown) => (c === null || c === undefined ? '' : String(c));

/**
 * Reads the file (CSV or the first XLSX sheet), chooses the mapping (given, remembered for this
 * header signature, or guessed) and validates every row: the CPU part of an import, pure, run in a
 * worker thread (ADR 0033). Throws AppError IMPORT_UNREADABLE / PAYLOAD_TOO_LARGE as readSheet does.
 */
export async function prepareImport(input: PrepareInput): Promise<Prepared> {
  const { format, sheet } = await readSheet(Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength));
  const signature = headerSignature(sheet.headers);
  let mapping: ColumnMapping;
  let mappingSource: ImportPreview['mappingSource'];
  const remembered = input.remembered[signature];
  if (input.mapping) [mapping, mappingSource] = [input.mapping, 'given'];
  else if (remembered) [mapping, mappingSource] = [applicableMapping(remembered, sheet.headers), 'remembered'];
  else [mapping, mappingSource] = [guessMapping(sheet.headers), 'guessed'];
  const exclude = new Set(input.exclude ?? []);
  const result = validateRows(sheet, mapping, input.lang === 'it' ? 'comma' : 'point', exclude);
  const present = new Set(sheet.rows.map((r) => r.row));
  return {
    format,
    headers: [...sheet.headers],
    signature,
    mapping: cleanMapping(mapping),
    mappingSource,
    rows: sheet.rows.length,
    excluded: [...exclude].filter((r) => present.has(r)).sort((a, b) => a - b),
    sample:
      input.mode === 'preview'
        ? sheet.rows.slice(0, 20).map((r) => ({ row: r.row, cells: sheet.headers.map((_, i) => asText(r.cells[i])) }))
        : [],
    errors: result.errors.map((e) => ({
      row: e.row,
      column: e.column,
      field: e.field,
      code: e.code,
      message: cellMessage(e.code, e.field, input.lang),
    })),
    badRows: [...result.badRows],
    valid: result.holdings.length,
    holdingsJson: input.mode === 'commit' ? JSON.stringify(result.holdings.map(asColumns)) : '[]',
  };
}
