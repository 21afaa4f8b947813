import { PLAN_SECTIONS } from './types.ts';
import type { PlanSection, Sheet, TextPage } from './types.ts';

/**
 * The business-plan completeness checklist: a section counts as found when a heading-like line
 * (at most 70 characters, not ending with a full stop) carries one of its English or Italian words;
 * in a spreadsheet, a sheet name or a cell of text. The first page (or sheet) where it is found is
 * given.
 */
const L = String.raw`(?<![\p{L}\d-])`;
const R = String.raw`(?![\p{L}\d-])`;
const h = (s: string) => new RegExp(`${L}(?:${s})${R}`, 'iu');
export const SECTION_WORDS: Readonly<Record<PlanSection, RegExp>> = {
  problem: h('problem|problems|pain points?|the need|il problema|problema|problemi|bisogno'),
  solution: h('solution|our solution|our product|the product|la soluzione|soluzione|il prodotto'),
  market: h('(?<!go[- ]to[- ])market(?! ?ing)|market size|mercato|dimensione del mercato'),
  competition: h('competition|competitors|competitive landscape|concorrenza|concorrenti|competitor|analisi competitiva'),
  business_model: h('business model|revenue model|pricing|modello di business|modello di ricavi|modello di ricavo|modello economico'),
  go_to_market: h(
    'go-to-market|go to market|marketing and sales|sales and marketing|sales strategy|strategia commerciale|marketing e vendite|vendite e marketing',
  ),
  team: h('team|management team|founders|il team|fondatori|organizzazione'),
  financial_plan: h(
    'financial plan|financials|financial projections|financial forecast|profit and loss|piano finanziario|piano economico(?:-finanziario)?|proiezioni finanziarie|conto economico previsionale',
  ),
  funding_request: h(
    'funding request|use of funds|the ask|investment required|funding sought|richiesta di finanziamento|utilizzo dei fondi|impiego dei fondi|uso dei fondi|richiesta di investimento',
  ),
  risks: h('risks|risk factors|risk analysis|rischi|fattori di rischio|analisi dei rischi'),
  milestones: h('milestones?|roadmap|timeline|tappe|traguardi|cronoprogramma'),
  esg: h('esg|sustainability|environmental impact|social impact|sostenibilità|impatto ambientale|impatto sociale'),
};

export interface ChecklistHit {
  readonly section: PlanSection;
  readonly found: boolean;
  readonly page?: number;
  readonly sheet?: string;
}

function headingLike(line: string): boolean {
  const t = line.trim();
  return t.length > 1 && t.length <= 70 && !/[.;,]$/.test(t);
}

export function planChecklist(pages: readonly TextPage[], sheets: readonly Sheet[]): ChecklistHit[] {
  // the heading-like lines of each page and the distinct text cells of each sheet, computed once
  const pageHeadings = pages.map((p) => ({ page: p.page, lines: p.text.split('\n').filter(headingLike) }));
  const sheetTexts = sheets.map((s) => {
    const texts = new Set<string>([s.name]);
    for (const r of s.rows) for (const c of r) if (c.value === null && headingLike(c.text)) texts.add(c.text);
    return { sheet: s.name, texts: [...texts] };
  });
  return PLAN_SECTIONS.map((section) => {
    const re = SECTION_WORDS[section];
    for (const p of pageHeadings) if (p.lines.some((line) => re.test(line))) return { section, found: true, page: p.page };
    for (const s of sheetTexts) if (s.texts.some((t) => re.test(t))) return { section, found: true, sheet: s.sheet };
    return { section, found: false };
  });
}
