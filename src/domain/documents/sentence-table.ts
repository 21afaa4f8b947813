import type { NumberLanguage } from './numbers.ts';
import { parseNumberToken } from './numbers.ts';
import { findMentions } from './sentence-mentions.ts';
import type { Mention } from './sentence-mentions.ts';
import { findPeriods, periodEnd } from './sentence-periods.ts';
import type { SentenceDocument, SentenceFigure } from './sentence-figure.ts';
import { UNIT, currencyOfSymbol, headCell, scaleOf, tableHead } from './sentence-table-header.ts';
import type { TableHead } from './sentence-table-header.ts';
import type { FigureKey } from './types.ts';
import { flowAtDay } from './sentence-period-calendar.ts';
import { cellsOf } from './sentence-table-cells.ts';
import { tableScale } from './sentence-table-scale.ts';
import type { Cell } from './sentence-table-cells.ts';

/**
 * Rows of a results table flattened into text (issue 28): a label cell ("GAAP net revenue ($B)",
 * "Net revenues", "Total Revenue and Other Income", "Net debt2") followed by one amount per column of
 * the head above it (sentence-table-header.ts), cells parted by "|" or line breaks ("Net revenues | $ |
 * 180,556 | $ | 120,129 | …"). A row is read only when its label is one key figure and nothing else
 * and its amounts fill the head's columns one to one (change columns may be left out); its scale is
 * the label's ("($B)"), the head's ("(in thousands, …)", "£m"), or the same amount written in the
 * text's prose ("$41.5 million"); amounts with thousands separators and no scale are units. Pure.
 */
const KEYS: ReadonlySet<FigureKey> = new Set(['revenue', 'ebitda', 'net_income', 'capex', 'cash', 'debt']);
export const STOCKS: ReadonlySet<FigureKey> = new Set(['cash', 'debt']);
const CUR = String.raw`(?:US\$|A\$|C\$|\$|£|€)`;
const CURRENCY_CELL = new RegExp(`^${CUR}$`, 'u');
const VALUE_CELL = new RegExp(
  String.raw`^${CUR}?\s?\(?\s?${CUR}?\s?[-−–]?\d[\d.,]*\s?\)?$|^${CUR}\s?\(?[-−–]?\d[\d.,]*\)?(?:m|bn|\s(?:million|billion))$`,
  'u',
);
const DASH_CELL = /^[—–-]$/u;
const CHANGE_CELL = /%\s*\)?$|^\(?[-+]?[\d.,]+\)?\s?%|^nm$|^n\/?a$|pts$|^\(?[-+]?[\d.,]+\)?\s?pts$/iu;
/** Words a label may carry before its key: "GAAP net revenue", "Total revenues", "Adjusted non-GAAP net income". */
const LABEL_BEFORE = /^(?:(?:total|gaap|reported|consolidated|group|adjusted|underlying|statutory|ifrs)\s+)*$/iu;
const LABEL_AFTER =
  /^\s*(?:and other (?:operating )?income|\(loss\)|\(perdita\))?(?:\s*as (?:reported|adjusted))?(?:\s*from continuing operations)?(?:\s*(?:degli azionisti|di gruppo|del gruppo|di pertinenza del gruppo|escluse quote (?:di )?terzi|attributable to (?:shareholders|owners|equity holders)(?: of the (?:parent|company))?))?\s*:?$/iu;
type ValueKind = 'currency' | 'value' | 'dash' | 'change';
function valueKind(t: string): ValueKind | null {
  if (CURRENCY_CELL.test(t)) return 'currency';
  if (DASH_CELL.test(t)) return 'dash';
  if (CHANGE_CELL.test(t)) return 'change';
  if (VALUE_CELL.test(t)) return 'value';
  return null;
}

/** The key a label names and nothing else, or null. */
function labelKey(label: string): Mention | null {
  const clean = label
    .replace(new RegExp(UNIT.source, 'giu'), ' ')
    .replace(/\((?:note\s+)?\d\)|[*¹²³]|(?<=\p{L})\d$/giu, '')
    .replace(/\(\s*\)/gu, '') // (what a footnote's star leaves: "Underlying EBITDA(*)(£m)")
    .replace(/\s+/gu, ' ')
    .trim();
  if (clean.length === 0 || clean.length > 50) return null;
  const mentions = findMentions(clean);
  if (mentions.length !== 1) return null;
  const m = mentions[0] as Mention;
  if (m.key === null || !KEYS.has(m.key) || m.loose) return null;
  if (!LABEL_BEFORE.test(clean.slice(0, m.start)) || !LABEL_AFTER.test(clean.slice(m.end))) return null;
  return m;
}

function amountOf(t: string, lang: NumberLanguage): { value: number; token: string; scale?: number } | null {
  // "£911.1m", "$3.2bn", "$652.689 million": the cell's own scale
  const own = /(?<=\d\)?)(m|bn|\smillion|\sbillion)$/u.exec(t);
  if (own) {
    const a = amountOf(t.slice(0, own.index), lang);
    return a && { ...a, scale: /m/u.test(own[1] as string) ? 1e6 : 1e9 };
  }
  const token = t.replace(new RegExp(CUR, 'gu'), '').replace(/\s/gu, '');
  const negative = token.startsWith('(') || /^[-−–]/u.test(token);
  const digits = token.replace(/[()]/gu, '').replace(/^[-−–]/u, '');
  const n = parseNumberToken(digits, lang);
  return n === null ? null : { value: negative ? -n : n, token: digits };
}

interface Row {
  readonly label: Cell;
  readonly cells: readonly Cell[];
  readonly head: TableHead;
}

/** A key figure's row of a table with a known scale: read (its figures are the table's) or not (its columns cannot be told). */
export interface TableRowSpan {
  readonly from: number;
  readonly to: number;
  readonly read: boolean;
}

export function tableFigures(
  text: string,
  lang: NumberLanguage,
  doc: SentenceDocument,
): { figures: SentenceFigure[]; rows: TableRowSpan[] } {
  const cells = cellsOf(text);
  const rows: Row[] = [];
  let pending: string[] = [];
  let head: TableHead | null = null;
  let afterRow = false;
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i] as Cell;
    // a bare year outside a row is a column's ("2023 | 2022"), not an amount
    const inHead = headCell(c.text);
    // "2024 | 2023 | $ | %" over "520,837 | 470,284 | 50,553 | 10.7 %": a currency cell after the head's periods heads the change in money
    const inHeadZone = !afterRow && pending.some((p) => headCell(p) === 'period');
    if (inHeadZone && valueKind(c.text) === 'currency') pending.push('Change');
    // ("2012 | 2011 | Growth" over "£m | £m | %": a per cent sign after the periods' units is the change column's unit, no column)
    else if (inHeadZone && inHead === 'change' && /^%$/u.test(c.text) && headCell(cells[i - 1]?.text ?? '') !== 'unit')
      pending.push(c.text);
    if (valueKind(c.text) && inHead !== 'period') continue;
    if (inHead) {
      if (afterRow) pending = [];
      afterRow = false;
      pending.push(c.text);
      continue;
    }
    if (c.text.length > 120) {
      head = null;
      pending = [];
      continue;
    }
    // "Fatturato | €m | 812,4 | 790,0": a unit cell between a row's label and its amounts is the label's
    const unit = cells[i + 1];
    const label =
      unit &&
      headCell(unit.text) === 'unit' &&
      valueKind(cells[i + 2]?.text ?? '') === 'value' &&
      headCell(cells[i + 2]?.text ?? '') !== 'period'
        ? { text: `${c.text} ${unit.text}`, start: c.start, end: unit.end }
        : c;
    if (label !== c) i++;
    const row: Cell[] = [];
    for (let j = i + 1; j < cells.length && valueKind((cells[j] as Cell).text); j++) row.push(cells[j] as Cell);
    // "Change 2024/2023 | 2024 | 2023 | $ | %": a cell over head cells only is the head's, not a row's label
    if (row.every((x) => headCell(x.text) === 'period' || valueKind(x.text) === 'currency' || valueKind(x.text) === 'change')) {
      // ("Second Quarter ($ in millions, except EPS) | Q2 FY14 | Q2 FY15": a caption over the columns gives the head its unit)
      if (UNIT.test(c.text) && !findMentions(c.text).some((m) => m.key !== null)) pending.push(c.text);
      // (a line of prose between a dateline and the table, "Le svalutazioni degli impianti pesano sul risultato del gruppo nel
      // corso dell'anno", parts them: the dateline's day is no column of the table's head)
      else if (c.text.split(/\s+/u).length >= 8) pending = [];
      // ("Balance Sheet As at Dec 18 June 18 | % Change" after a first table: a new head, not read; its rows are not the first head's)
      if (row.length === 0 && findPeriods(c.text).length >= 2 && headCell(cells[i + 1]?.text ?? '') === 'change') head = null;
      continue;
    }
    if (pending.length > 0) {
      head = tableHead(pending, doc.context) ?? head;
      pending = [];
    }
    afterRow = true;
    if (head) rows.push({ label, cells: row, head });
  }
  const out: SentenceFigure[] = [];
  const spans: TableRowSpan[] = [];
  for (const h of new Set(rows.map((r) => r.head))) {
    const of = rows.filter((r) => r.head === h);
    const tokensOf = (r: Row) => r.cells.flatMap((c) => (valueKind(c.text) === 'value' ? [amountOf(c.text, lang)?.token ?? ''] : []));
    const keyRows = of.filter((r) => labelKey(r.label.text) !== null);
    const scale = h.scale ?? tableScale(of.flatMap(tokensOf), keyRows.flatMap(tokensOf), text);
    for (const r of of) {
      const figures = rowFigures(r, scale, text, lang, doc);
      out.push(...figures);
      const to = (r.cells[r.cells.length - 1] as Cell).end;
      if (figures.length > 0 || (scale !== null && scale > 1 && findMentions(r.label.text).some((m) => m.key !== null)))
        spans.push({ from: r.label.start, to, read: figures.length > 0 });
    }
  }
  return { figures: out, rows: spans };
}

function rowFigures(
  { label, cells: row, head }: Row,
  tableScale: number | null,
  text: string,
  lang: NumberLanguage,
  doc: SentenceDocument,
) {
  const owner = labelKey(label.text);
  if (!owner || owner.key === null) return [];
  const key = owner.key;
  let cells = row.filter((c) => valueKind(c.text) !== 'currency');
  // a bullet's dash after the row ("+2.3%" then "- 1H19 profitability …") is not a cell of it
  while (cells.length > head.columns.length && valueKind((cells[cells.length - 1] as Cell).text) === 'dash') cells = cells.slice(0, -1);
  let columns = head.columns;
  if (cells.length !== columns.length) {
    cells = cells.filter((c) => valueKind(c.text) !== 'change');
    columns = columns.filter((col) => col.period !== null);
  }
  // "2019 2018 2019 2018" (statutory, then underlying) over "Net cash £188.5m £266.8m": a row of one group fills the first
  if (cells.length * 2 === columns.length && sameGroups(columns)) columns = columns.slice(0, cells.length);
  if (cells.length !== columns.length) return [];
  const amounts = cells.map((c) => (valueKind(c.text) === 'value' ? amountOf(c.text, lang) : null));
  const scale = scaleOf(label.text) ?? tableScale;
  if (scale === null && !amounts.every((a) => a === null || a.scale !== undefined)) return [];
  const currency = currencyOfSymbol(row.map((c) => c.text).join(' ')) ?? head.currency ?? currencyOfSymbol(label.text) ?? doc.currency;
  const out: SentenceFigure[] = [];
  amounts.forEach((a, k) => {
    const column = columns[k];
    const cell = cells[k] as Cell;
    if (!a || !column?.period) return;
    let value = Math.round(a.value * (a.scale ?? scale ?? 1) * 100) / 100;
    if (owner.negative || owner.netCash) value = -Math.abs(value);
    // (a net financial position written below zero is net debt, as in prose: "Posizione finanziaria netta | (210,0)")
    else if (key === 'debt' && owner.signedAsDebt && value < 0) value = Math.abs(value);
    if (key === 'capex') value = Math.abs(value);
    // (a balance at a fiscal year's end is at that day: "year ended 31 March 2019")
    const fiscal = doc.context.fiscalEnd;
    const period = STOCKS.has(key)
      ? column.end
        ? column.end
        : column.period.kind === 'year' && fiscal
          ? { kind: 'date' as const, year: column.period.year, month: fiscal.month, day: fiscal.day }
          : column.period.kind !== 'date'
            ? periodEnd(column.period)
            : column.period
      : flowAtDay(column.period, doc.context.fiscalEnd ?? null);
    out.push({
      key,
      value,
      currency,
      period,
      marks: {
        ...(owner.adjusted || column.adjusted || /adjusted|non-gaap|underlying/iu.test(label.text) ? { adjusted: true } : {}),
        ...(owner.net ? { net: true } : {}),
      },
      confidence: 0.9,
      reason: 'table_row',
      quote: text.slice(label.start, cell.end),
      start: label.start,
    });
  });
  return out;
}

/** The head's columns are two groups of the same periods in the same order. */
function sameGroups(columns: TableHead['columns']): boolean {
  const half = columns.length / 2;
  const label = (c: TableHead['columns'][number] | undefined) => JSON.stringify(c?.period ?? null);
  return half >= 1 && columns.slice(0, half).every((c, i) => c.period !== null && label(c) === label(columns[half + i]));
}

/**
 * Sentence readings of a table row's own cells give way to the table ("Revenue €8,083 €7,957 2%": the sentence
 * reader sees an amount with no scale, the table its column and the scale its head states): a row the table read
 * is the table's; in a row it could not read (fewer amounts than columns) an amount written without a scale of its
 * own is not proposed at the wrong scale. Readings elsewhere in the text stay.
 */
export function withoutTableCells(read: readonly SentenceFigure[], rows: readonly TableRowSpan[]): SentenceFigure[] {
  return read.filter((f) => {
    const at = f.start + f.quote.length;
    const row = rows.find((r) => at > r.from && at <= r.to);
    return !row || (!row.read && /\p{L}$/u.test(f.quote.trimEnd()));
  });
}
