import { findRegion, isCountryCode, NUTS_PREFIX, type CountryCode } from '../geo/index.ts';
import { findIndustry } from '../industries/index.ts';
import { cellText, parseDate, parseNumber, type Cell, type DecimalHint } from './parse.ts';

/** The fields an imported holding may carry; the first six are the issue's, the rest optional figures. */
export const IMPORT_FIELDS = [
  'projectName',
  'industryCode',
  'region',
  'amount',
  'date',
  'stage',
  'committed',
  'revenue',
  'ebitda',
  'cash',
  'monthlyBurn',
  'npv',
  'irr',
  'crScore',
  'previousCrScore',
  'milestoneDue',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const REQUIRED_FIELDS: readonly ImportField[] = ['projectName', 'industryCode', 'region', 'amount', 'date'];
export const HOLDING_STAGES = ['idea', 'validation', 'early_revenue', 'growth', 'expansion'] as const;
export type HoldingStage = (typeof HOLDING_STAGES)[number];

/** Source header (as in the file) per field, or null when the file has no such column. */
export type ColumnMapping = Partial<Record<ImportField, string | null>>;

/** Why a cell was refused; translated by the server and the web app (namespace portfolio, `import.error.*`). */
export const CELL_ERRORS = [
  'required',
  'notANumber',
  'negative',
  'notADate',
  'unknownIndustry',
  'unknownRegion',
  'unknownStage',
  'scoreRange',
  'tooLong',
  'unmappedRequired',
] as const;
export type CellErrorCode = (typeof CELL_ERRORS)[number];

export interface CellError {
  /** 1-based row as the spreadsheet shows it (the header is row 1). */
  readonly row: number;
  /** The user's header name (for an unmapped required field: the field's name). */
  readonly column: string;
  readonly field: ImportField;
  readonly code: CellErrorCode;
}

export interface ImportedHolding {
  readonly row: number;
  readonly projectName: string;
  readonly industryCode: string;
  readonly region: string;
  readonly amount: number;
  readonly date: string;
  readonly stage: HoldingStage | null;
  readonly committed: number | null;
  readonly revenue: number | null;
  readonly ebitda: number | null;
  readonly cash: number | null;
  readonly monthlyBurn: number | null;
  readonly npv: number | null;
  readonly irr: number | null;
  readonly crScore: number | null;
  readonly previousCrScore: number | null;
  readonly milestoneDue: string | null;
}

export interface SheetRows {
  readonly headers: readonly string[];
  /** Data rows with their spreadsheet row number. */
  readonly rows: ReadonlyArray<{ readonly row: number; readonly cells: readonly Cell[] }>;
}

/** Header text folded for matching: lower case, no accents, letters and digits only. */
export function foldHeader(h: string): string {
  return h
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The header signature a remembered mapping is keyed by: the folded headers, sorted, joined. */
export function headerSignature(headers: readonly string[]): string {
  return [...new Set(headers.map(foldHeader).filter(Boolean))].sort().join('|');
}

const SYNONYMS: Record<ImportField, readonly string[]> = {
  projectName: [
    'projectname',
    'project',
    'name',
    'company',
    'companyname',
    'holding',
    'progetto',
    'nomeprogetto',
    'nome',
    'societa',
    'azienda',
    'impresa',
  ],
  industryCode: ['industrycode', 'industry', 'nace', 'nacecode', 'ateco', 'codiceateco', 'settore', 'codicesettore', 'sector'],
  region: ['region', 'nuts', 'nuts2', 'regione', 'area', 'location', 'localita'],
  amount: ['amount', 'invested', 'investment', 'amountinvested', 'importo', 'investito', 'importoinvestito', 'investimento'],
  date: ['date', 'investmentdate', 'data', 'datainvestimento', 'dataoperazione'],
  stage: ['stage', 'fase', 'stadio'],
  committed: ['committed', 'commitment', 'impegnato', 'impegno', 'deliberato'],
  revenue: ['revenue', 'revenues', 'sales', 'ricavi', 'fatturato'],
  ebitda: ['ebitda', 'mol', 'margineoperativolordo'],
  cash: ['cash', 'liquidity', 'cassa', 'liquidita', 'disponibilitaliquide'],
  monthlyBurn: ['monthlyburn', 'burn', 'burnrate', 'consumomensile', 'bruciomensile', 'burnmensile'],
  npv: ['npv', 'van', 'netpresentvalue', 'valoreattualenetto'],
  irr: ['irr', 'tir', 'internalrateofreturn', 'tassointernodirendimento'],
  crScore: ['crscore', 'score', 'punteggiocr', 'punteggio'],
  previousCrScore: ['previouscrscore', 'previousscore', 'punteggioprecedente', 'crscoreprecedente'],
  milestoneDue: ['milestonedue', 'milestone', 'nextmilestone', 'scadenzamilestone', 'prossimamilestone', 'scadenza'],
};

/** A mapping guessed from header names in English or Italian; each header used at most once. */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const used = new Set<string>();
  for (const field of IMPORT_FIELDS) {
    const hit = headers.find((h) => !used.has(h) && SYNONYMS[field].includes(foldHeader(h)));
    mapping[field] = hit ?? null;
    if (hit) used.add(hit);
  }
  return mapping;
}

/** A remembered mapping applies only where its headers are present in this file. */
export function applicableMapping(remembered: ColumnMapping, headers: readonly string[]): ColumnMapping {
  const present = new Set(headers);
  const out: ColumnMapping = {};
  for (const f of IMPORT_FIELDS) out[f] = remembered[f] && present.has(remembered[f]!) ? remembered[f]! : null;
  return out;
}

const STAGE_WORDS: Record<string, HoldingStage> = {
  idea: 'idea',
  idee: 'idea',
  validation: 'validation',
  validazione: 'validation',
  earlyrevenue: 'early_revenue',
  primiricavi: 'early_revenue',
  growth: 'growth',
  crescita: 'growth',
  expansion: 'expansion',
  espansione: 'expansion',
};

/** NUTS 2 code of a known region (e.g. ITC4, EL30) or an ISO country code; normalised upper case. */
export function checkRegion(text: string): string | null {
  const code = text.trim().toUpperCase();
  if (code.length === 2) return isCountryCode(code) ? code : null;
  if (code.length !== 4) return null;
  const prefix = code.slice(0, 2);
  const country = (Object.keys(NUTS_PREFIX) as CountryCode[]).find((c) => NUTS_PREFIX[c] === prefix);
  return country && findRegion(country, code) ? code : null;
}

export const NAME_MAX = 200;

export interface ValidationResult {
  readonly holdings: readonly ImportedHolding[];
  readonly errors: readonly CellError[];
  /** Rows with at least one error (spreadsheet numbers), ascending. */
  readonly badRows: readonly number[];
}

/**
 * Validates every row against the mapping, naming each bad cell; rows listed in `exclude` are
 * skipped unread. A required field without a column is one error on row 1 (the header row).
 */
export function validateRows(
  sheet: SheetRows,
  mapping: ColumnMapping,
  hint: DecimalHint,
  exclude: ReadonlySet<number> = new Set(),
): ValidationResult {
  const index = new Map<ImportField, number>();
  const errors: CellError[] = [];
  for (const f of IMPORT_FIELDS) {
    const header = mapping[f];
    const i = header ? sheet.headers.indexOf(header) : -1;
    if (i >= 0) index.set(f, i);
    else if (REQUIRED_FIELDS.includes(f)) errors.push({ row: 1, column: f, field: f, code: 'unmappedRequired' });
  }
  if (errors.length) return { holdings: [], errors, badRows: [1] };

  const holdings: ImportedHolding[] = [];
  const bad = new Set<number>();
  for (const { row, cells } of sheet.rows) {
    if (exclude.has(row)) continue;
    const rowErrors: CellError[] = [];
    const cellOf = (f: ImportField): Cell => {
      const i = index.get(f);
      return i === undefined ? null : (cells[i] ?? null);
    };
    const fail = (f: ImportField, code: CellErrorCode) => rowErrors.push({ row, column: mapping[f]!, field: f, code });
    const text = (f: ImportField): string | null => cellText(cellOf(f));
    const num = (f: ImportField, opts: { required?: boolean; min?: number; max?: number; percent?: boolean } = {}): number | null => {
      const raw = cellOf(f);
      if (cellText(raw) === null) {
        if (opts.required) fail(f, 'required');
        return null;
      }
      const percent = opts.percent && typeof raw === 'string' && raw.trim().endsWith('%');
      let n = parseNumber(raw, hint);
      if (n === null) return (fail(f, 'notANumber'), null);
      if (percent) n /= 100;
      if (opts.min !== undefined && n < opts.min)
        return (fail(f, opts.min === 0 && opts.max === undefined ? 'negative' : 'scoreRange'), null);
      if (opts.max !== undefined && n > opts.max) return (fail(f, 'scoreRange'), null);
      return n;
    };
    const date = (f: ImportField, required: boolean): string | null => {
      const raw = cellOf(f);
      if (cellText(raw) === null) return (required && fail(f, 'required'), null);
      const d = parseDate(raw);
      if (d === null) fail(f, 'notADate');
      return d;
    };

    const projectName = text('projectName');
    if (projectName === null) fail('projectName', 'required');
    else if (projectName.length > NAME_MAX) fail('projectName', 'tooLong');
    const industryText = text('industryCode');
    const industry = industryText === null ? null : findIndustry(industryText);
    if (industryText === null) fail('industryCode', 'required');
    else if (!industry) fail('industryCode', 'unknownIndustry');
    const regionText = text('region');
    const region = regionText === null ? null : checkRegion(regionText);
    if (regionText === null) fail('region', 'required');
    else if (!region) fail('region', 'unknownRegion');
    const amount = num('amount', { required: true, min: 0 });
    const when = date('date', true);
    const stageText = text('stage');
    const stage = stageText === null ? null : (STAGE_WORDS[foldHeader(stageText)] ?? null);
    if (stageText !== null && stage === null) fail('stage', 'unknownStage');
    const figures = {
      committed: num('committed', { min: 0 }),
      revenue: num('revenue'),
      ebitda: num('ebitda'),
      cash: num('cash'),
      monthlyBurn: num('monthlyBurn'),
      npv: num('npv'),
      irr: num('irr', { percent: true }),
      crScore: num('crScore', { min: 0, max: 100 }),
      previousCrScore: num('previousCrScore', { min: 0, max: 100 }),
      milestoneDue: date('milestoneDue', false),
    };
    if (rowErrors.length) {
      bad.add(row);
      errors.push(...rowErrors);
      continue;
    }
    holdings.push({
      row,
      projectName: projectName!,
      industryCode: industry!.code,
      region: region!,
      amount: amount!,
      date: when!,
      stage,
      ...figures,
    });
  }
  return { holdings, errors, badRows: [...bad].sort((a, b) => a - b) };
}
