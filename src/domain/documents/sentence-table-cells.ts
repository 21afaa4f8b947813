import { CODE } from './sentence-table-header.ts';

/**
 * The cells of a results table flattened into text (issue 28; read by sentence-table.ts). A page parts
 * cells with "|", line breaks, tabs, or runs of two or more spaces (a PDF's or a plain-text release's
 * columns: "Three months ended   Nine months ended"). Then, as pages split and glue them:
 * - a row written on one line with single spaces ("Revenue €8,083 €7,957 2% €2,108", "Revenue £911.1m £833.0m") is
 *   its label and one cell per amount;
 * - a sign or a percent sign a page put in a cell of its own ("(1,412" then ")", "1.1" then "%") closes
 *   the amount before it;
 * - "FY" or "Q4" over "2014" is one column, "FY 2014";
 * - cells a page glued ("(11.1)%Adjusted EBITDA", "% DifferenceRevenue") are parted.
 * Offsets are the text's, so a row's quote is the page's own words. Pure.
 */
export interface Cell {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** Where a page glued two cells ("(11.1)%Adjusted EBITDA", "% DifferenceRevenue", "1H18(1) % Difference", "… 23%.* *Three months ended*": two bold runs; "2012  2011 Growth": a year and the change column's head). */
const GLUED =
  /(?<=%)(?=\p{L})|(?<=\p{Ll}{3})(?=\p{Lu}\p{Ll}{2})|\s+(?=%\s*\p{Lu})|(?<=\S\*)\s+(?=\*\S)|(?<=(?<![\d.,])(?:19|20)\d\d)\s(?=(?:Growth|Change)$)/gu;
/** Cell separators: a pipe, a line break, a tab, two or more spaces (non-breaking ones too). */
const SEPARATED = /[^|\n\t\u00a0 ]+(?:[ \u00a0](?![ \u00a0])[^|\n\t\u00a0 ]+)*/gu;
const CUR = String.raw`(?:US\$|A\$|C\$|\$|£|€)`;
/** One amount of a row written with single spaces: "€8,083", "$ 462.1", "(2%)", "105.8", "(0.37". */
const NUMBER = String.raw`[-−–+]?\d(?:[\d.,]*\d)?%?`;
/** (a currency's amount may carry its scale, as UK highlights write it: "£911.1m", "$3.2bn") */
/** (a dash holds an empty column's place: "Net income € 41.7 € 38.2 9% - $45.1"; and "N/A" a change's: "Net Profit 99.0 -35.8 N/A 6.8") */
const AMOUNT = String.raw`(?:${CUR}\s?(?:\(${NUMBER}\)|${NUMBER})(?:m|bn)?(?![\p{L}\d.,])|(?:\(${NUMBER}\)|${NUMBER})(?![\d.,]*\p{L})|(?<=\s)(?:[-–—]|N\/A|n\/a|nm)(?=\s|$))`;
// (a unit in the label's brackets: "Revenue (£m) 234.3 +5% 223.4", "Underlying EBITDA(*)(£m) 39.8 +12% 35.5")
const ROW_LINE = new RegExp(String.raw`^(\p{L}(?:[^\d$€£(]|\([^()\d]*\))*?(?<=[\p{L})]))((?:\s+${AMOUNT})+)$`, 'u');
/** A lone amount that says it is money or a measured figure: a currency, separators, a sign or a percent. */
const MARKED = new RegExp(String.raw`^${CUR}|[.,()%]`, 'u');
const CLOSER = /^(?:\)|%|\)\s?%|%\s?\))$/u;
const PERIOD_PREFIX = /^(?:FY|Q[1-4]|H[12]|[1-4]Q|9M)$/u;

function cell(text: string, start: number): Cell | null {
  const lead = text.length - text.trimStart().length;
  const t = text
    .trim()
    .replace(/^\*+|\*+$/gu, '')
    .trim();
  if (t.length === 0 || /^[•·]$/u.test(t)) return null;
  return { text: t, start: start + lead, end: start + lead + text.trim().length };
}

/** "2024 2023 2024 2023", "$ 25,002 $ 23,452 6.6 % $ 85,866": a line of years or of amounts alone, one cell each. */
const YEARS_ONLY = /^(?:(?:FY\s?)?(?:19|20)\d\d(?:\(\d\))?\s+)+(?:FY\s?)?(?:19|20)\d\d(?:\(\d\))?$/u;
/** "March 31, 2025 2024(2)": the columns' day, then their years (a footnote's mark on one), as a flattened head writes them. */
const DAY_THEN_YEARS =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.? \d{1,2},?(?=\s+(?:19|20)\d\d(?:\(\d\))?\s+(?:19|20)\d\d(?:\(\d\))?$)/iu;
/** An amount as a line of amounts alone writes it: "$ 25,002", "(8.3", "6.6 %". */
const LOOSE_AMOUNT = String.raw`(?:${CUR}\s?[-−–(]?\d[\d.,]*\)?(?:m|bn)(?![\p{L}])|(?:${CUR}\s?)?[-−–(]?\d[\d.,]*\)?(?:\s?%)?)`;
const AMOUNTS_ONLY = new RegExp(String.raw`^${LOOSE_AMOUNT}(?:\s+${LOOSE_AMOUNT})+$`, 'u');

function tokensOf(c: Cell, rx: RegExp): Cell[] {
  return [...c.text.matchAll(rx)].map((t) => ({
    text: t[0],
    start: c.start + (t.index ?? 0),
    end: c.start + (t.index ?? 0) + t[0].length,
  }));
}

/** "Revenue €8,083 €7,957 2%": the label and one cell per amount (two or more, or one that is marked). */
/** "Second Quarter ($ in millions, except EPS) Q2 FY14 Q2 FY15 YOY % Change": a caption with its unit, then its columns' periods, on one line. */
const PERIOD_TOKEN = String.raw`(?:(?:Q[1-4]|H[12]|[1-4]Q|[12]H|9M)\s?(?:FY\s?)?'?\d{2}(?:\d{2})?|FY\s?'?\d{2}(?:\d{2})?|(?:19|20)\d\d)`;
const HEAD_LINE = new RegExp(
  String.raw`^(.*?\((?:\$|US\$|€|£)?\s?in (?:thousands|millions|billions)[^()]*\))\s+(${PERIOD_TOKEN}(?:\s+${PERIOD_TOKEN})+)(\s+(?:YOY|Y\/Y)(?:\s*%\s*change)?|\s+%\s*change)?$`,
  'iu',
);

function headLine(c: Cell, m: RegExpExecArray): Cell[] {
  const at = (from: number, text: string) => ({ text, start: c.start + from, end: c.start + from + text.length });
  const caption = m[1] as string;
  const periods = m[2] as string;
  const from = c.text.indexOf(periods, caption.length);
  const out = [at(0, caption)];
  for (const p of periods.matchAll(new RegExp(PERIOD_TOKEN, 'giu'))) out.push(at(from + (p.index ?? 0), p[0]));
  if (m[3]) out.push(at(c.text.length - m[3].trim().length, m[3].trim()));
  return out;
}

/** "(€millions) Q4 2024 Q4 2023 % change % organic change Q4 2024 (US$millions)", "(ZAR millions) H1 2018 H1 2017 Change H1 2018 (USD
 * millions)": a head line of a unit, periods and change columns. */
const HEAD_TOKEN = new RegExp(
  String.raw`\s*(?:(\((?:US\$|USD\$?|[$€£]|${CODE})?\s?(?:in\s+)?(?:millions|thousands|billions|m|mn|bn)\))|(${PERIOD_TOKEN}(?:\s+\((?:US\$|USD\$?|[$€£]|${CODE})\s?(?:millions|thousands|billions|m|mn|bn)\))?)|((?:%\s*)?(?:organic\s+|underlying\s+)?(?:change|growth)\*?(?:\s*\((?:organic|underlying)\))?))(?![\p{L}\d])`,
  'iuy',
);
function headTokens(c: Cell): Cell[] | null {
  const out: Cell[] = [];
  let periods = 0;
  for (let at = 0; at < c.text.length;) {
    HEAD_TOKEN.lastIndex = at;
    const m = HEAD_TOKEN.exec(c.text);
    if (!m || m[0].trim().length === 0) return null;
    const lead = m[0].length - m[0].trimStart().length;
    out.push({ text: m[0].trim(), start: c.start + at + lead, end: c.start + at + m[0].length });
    if (m[2]) periods++;
    at += m[0].length;
  }
  return out.length >= 2 && periods >= 1 && periods < out.length ? out : null;
}

function rowLine(c: Cell): Cell[] {
  const head = HEAD_LINE.exec(c.text);
  if (head) return headLine(c, head);
  const tokens = headTokens(c);
  if (tokens) return tokens;
  if (YEARS_ONLY.test(c.text)) return tokensOf(c, /(?:FY\s?)?(?:19|20)\d\d(?:\(\d\))?/gu);
  const day = DAY_THEN_YEARS.exec(c.text);
  if (day) {
    const years = { text: c.text.slice(day[0].length), start: c.start + day[0].length, end: c.end };
    return [{ text: day[0], start: c.start, end: c.start + day[0].length }, ...rowLine(cell(years.text, years.start) as Cell)];
  }
  if (AMOUNTS_ONLY.test(c.text)) return tokensOf(c, new RegExp(LOOSE_AMOUNT, 'gu'));
  const m = ROW_LINE.exec(c.text);
  if (!m) return [c];
  const all = [...(m[2] as string).matchAll(new RegExp(AMOUNT, 'gu'))];
  // "Payment (1) €1,161", "EBITDA (1)": a footnote's number right after the label stays with it
  const footnote = /^\(\d\)$/u.test(all[0]?.[0] ?? '') ? (all[0] as RegExpMatchArray) : null;
  if (footnote && all.length === 1) return [c];
  const amounts = footnote ? all.slice(1) : all;
  if (amounts.length < 2 && !MARKED.test((amounts[0]?.[0] ?? '').trim())) return [c];
  const at = (m[1] as string).length + (footnote ? (footnote.index ?? 0) + footnote[0].length : 0);
  const out: Cell[] = [{ text: c.text.slice(0, at), start: c.start, end: c.start + at }];
  const base = (m[1] as string).length;
  for (const a of amounts)
    out.push({ text: a[0], start: c.start + base + (a.index ?? 0), end: c.start + base + (a.index ?? 0) + a[0].length });
  return out;
}

export function cellsOf(text: string): Cell[] {
  const raw: Cell[] = [];
  for (const m of text.matchAll(SEPARATED)) {
    let from = 0;
    const cuts = [...m[0].matchAll(GLUED)].map((g) => [g.index, g.index + g[0].length] as const);
    for (const [cut, next] of [...cuts, [m[0].length, m[0].length] as const]) {
      const c = cell(m[0].slice(from, cut), m.index + from);
      from = next;
      if (c) raw.push(...rowLine(c));
    }
  }
  const out: Cell[] = [];
  for (const c of raw) {
    const prev = out[out.length - 1];
    // "(1,412" then ")", "1.1" then "%": one amount; "FY" then "2014": one column
    const closes = prev && CLOSER.test(c.text) && /\d\)?$/u.test(prev.text);
    const names = prev && PERIOD_PREFIX.test(prev.text) && /^(?:19|20)\d\d$/u.test(c.text);
    if (closes || names) out[out.length - 1] = { text: text.slice(prev.start, c.end), start: prev.start, end: c.end };
    else out.push(c);
  }
  return out;
}
