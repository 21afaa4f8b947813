import type { ParseResult } from './record.ts';
import { parseIncentivi } from './import-incentivi.ts';
import { parsePnrr } from './import-pnrr.ts';
import { parsePadigitale } from './import-padigitale.ts';

export const IMPORT_SOURCES = ['incentivi', 'pnrr', 'padigitale'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** The parser of an importable source. */
export function parseSource(source: ImportSource, text: string): ParseResult {
  if (source === 'incentivi') return parseIncentivi(text);
  if (source === 'pnrr') return parsePnrr(text);
  return parsePadigitale(text);
}
