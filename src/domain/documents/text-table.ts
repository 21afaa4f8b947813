import { headerCurrency, headerYear, isNumericCell, parseNumberToken, tableScale } from './numbers.ts';
import type { NumberLanguage, TableScale } from './numbers.ts';
import type { FigurePeriod } from './types.ts';

/**
 * Tables in the text of a PDF or DOCX page, as their text comes out: a head line that ends in the
 * columns' periods, then rows "Label n n n" (issue 28; the pre-sentence reader of tables, widened).
 * A head's columns are years ("2025 2026 2027", "FY2024 FY2023"), in either order (a plan counts up, a
 * results statement counts down: "2023 2022"), repeated per block ("2023 2022 2023 2022": group and
 * parent company), or the days a statement is drawn up at ("31.12.2023 31.12.2022", "30/06/2024"); a
 * change column may follow ("2023 2022 Change", "Var. %"). A row's amounts may carry a currency
 * ("$1,396", "$ (20)"), its change cells are left out. Pure; used by figures.ts.
 */
export interface TextHeader {
  /** One period per column: a year, or a day for a statement drawn up at a day that is not a year-end. */
  readonly periods: readonly FigurePeriod[];
  /** Change columns after the periods ("Change", "%", "Var. %"). */
  readonly changes: number;
  readonly scale: TableScale | null;
  readonly currency: string | null;
}

const CHANGE_HEAD = /^(?:change|chg\.?|var\.?|variazione|variation|delta|δ|%|y\/y|yoy|diff\.?|differenza)$/iu;
const CURRENCY_TOKEN = /^(?:US\$|A\$|C\$|\$|£|€|EUR|USD|GBP)$/u;
/** A currency written before an amount in the same token ("$1,396"). */
const CURRENCY_PREFIX = /^(?:US\$|A\$|C\$|\$|£|€)/u;
const CHANGE_CELL = /^[-+]?\(?[-+]?\d[\d.,]*\)?\s?%$|^n\.?m\.?$|^n\/a$/iu;

/** "31.12.2023", "30/06/2024": the day a statement's column is drawn up at. */
function headerDay(token: string): Extract<FigurePeriod, { kind: 'date' }> | null {
  const m = /^(\d{1,2})[./](\d{1,2})[./]((?:19|20)\d\d)$/u.exec(token.trim());
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { kind: 'date', year: Number(m[3]), month, day };
}

function headerPeriod(token: string): FigurePeriod | null {
  const y = headerYear(token);
  if (y !== null) return { kind: 'year', year: y };
  const d = headerDay(token);
  if (!d) return null;
  return d.month === 12 && d.day === 31 ? { kind: 'year', year: d.year } : d;
}

const order = (p: FigurePeriod) =>
  p.kind === 'year' ? p.year * 10_000 + 1231 : p.kind === 'date' ? p.year * 10_000 + p.month * 100 + p.day : 0;

/** Years one after another, up or down, once or in equal blocks ("2023 2022 2023 2022"). */
function monotonicBlocks(periods: readonly FigurePeriod[]): boolean {
  for (let size = periods.length; size >= 2; size--) {
    if (periods.length % size !== 0) continue;
    const first = periods.slice(0, size).map(order);
    const up = first.every((v, i) => i === 0 || v > (first[i - 1] as number));
    const down = first.every((v, i) => i === 0 || v < (first[i - 1] as number));
    if (!up && !down) continue;
    if (periods.every((p, i) => order(p) === first[i % size])) return true;
  }
  return false;
}

/** The head a line states, or null: its last tokens are two or more periods, then any change columns. */
export function textHeader(tokens: readonly string[], context: string): TextHeader | null {
  let end = tokens.length;
  let changes = 0;
  while (end > 0 && CHANGE_HEAD.test(tokens[end - 1] as string)) {
    end--;
    changes++;
  }
  // "Var. %" is one change column written as two tokens
  if (changes === 2 && /^var\.?$/iu.test(tokens[end] as string) && tokens[end + 1] === '%') changes = 1;
  const periods: FigurePeriod[] = [];
  for (let i = end - 1; i >= 0; i--) {
    const p = headerPeriod(tokens[i] as string);
    if (p === null) break;
    periods.unshift(p);
  }
  if (periods.length < 2 || !monotonicBlocks(periods)) return null;
  const scale = tableScale(context);
  return { periods, changes, scale, currency: scale?.currency ?? headerCurrency(context) };
}

export interface RowCell {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** A row's label tokens and its amounts, one per column, or null when the line is not a row of this head. */
export function textRow(
  tokens: readonly RowCell[],
  header: TextHeader,
): { label: readonly RowCell[]; values: readonly RowCell[]; currency: string | null } | null {
  // "$ (20) $ (8)": a currency written as a cell of its own belongs to the amount after it
  const cells = tokens.filter((t, i) => !(CURRENCY_TOKEN.test(t.text) && i > 0 && isAmount(tokens[i + 1]?.text ?? '')));
  let end = cells.length;
  for (let c = 0; c < header.changes && end > 0 && CHANGE_CELL.test((cells[end - 1] as RowCell).text); c++) end--;
  const n = header.periods.length;
  if (end <= n) return null;
  const values = cells.slice(end - n, end);
  const label = cells.slice(0, end - n);
  const last = label[label.length - 1] as RowCell;
  if (!values.every((v) => isAmount(v.text)) || isAmount(last.text) || CURRENCY_TOKEN.test(last.text)) return null;
  const written = tokens.find((t) => CURRENCY_TOKEN.test(t.text) || (CURRENCY_PREFIX.test(t.text) && isAmount(t.text)));
  return { label, values, currency: written ? headerCurrency(written.text) : null };
}

/** "1,200", "(350)", "-", "$1,396", "€ 2.000" as one token after its currency. */
function isAmount(token: string): boolean {
  return isNumericCell(token.replace(CURRENCY_PREFIX, ''));
}

/** An amount cell's number ("$1,396" → 1396), null for a dash or "n.a.". */
export function amountOfCell(token: string, lang: NumberLanguage): number | null {
  return parseNumberToken(token.replace(CURRENCY_PREFIX, ''), lang);
}
