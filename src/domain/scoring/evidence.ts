import type { SubFactorId } from './methodology.ts';

/**
 * An accepted figure of a project as the evidence mapping reads it (the documents feature's figure,
 * with the kind of the document it was read from). `documentKind` is null when the source document
 * was deleted or not classified; the citation text stays.
 */
export interface EvidenceFigure {
  readonly id: string;
  /** revenue, ebitda, net_income, capex, cash, debt, headcount, funding_sought, tam, sam, som. */
  readonly key: string;
  readonly status: 'proposed' | 'accepted' | 'rejected';
  readonly documentId: string | null;
  /** pitch_deck, business_plan, financial_model, financial_statements, legal, esg_report, other. */
  readonly documentKind: string | null;
  readonly filename: string;
  readonly citation: { readonly page?: number | undefined; readonly sheet?: string | undefined; readonly cell?: string | undefined };
}

/** Where an evidenced sub-factor's support can be read: the figure and its cited page or cell. */
export interface EvidenceLink {
  readonly documentId: string | null;
  readonly figureId: string;
  readonly filename: string;
  readonly page?: number;
  readonly sheet?: string;
  readonly cell?: string;
}

export interface FigureEvidence {
  readonly flags: Partial<Record<SubFactorId, true>>;
  readonly links: Partial<Record<SubFactorId, EvidenceLink>>;
}

/** Document kinds whose revenue or EBITDA figures evidence the declared financial data (cr-v1). */
export const FINANCIAL_EVIDENCE_KINDS: readonly string[] = ['financial_model', 'financial_statements'];

/**
 * Which rule makes a figure evidence for which sub-factor (methodology cr-v1, docs/methodology/cr-score.md §6):
 * - `market.tam` ← an accepted `tam` figure, from any document (the declared TAM gains a cited source);
 * - `financial.revenue-model` ← an accepted `revenue` or `ebitda` figure read from a document classified
 *   `financial_model` or `financial_statements` (the one financial sub-factor resting on declared data).
 * The computed financial sub-factors (profitability, capital efficiency, NPV, risks) stay computed: they
 * are calculated by the engine, and a document does not change how they are obtained. The other declared
 * sub-factors (competition, growth, compliance) have no figure that supports them.
 */
function supports(f: EvidenceFigure): SubFactorId | null {
  if (f.key === 'tam') return 'market.tam';
  if ((f.key === 'revenue' || f.key === 'ebitda') && f.documentKind !== null && FINANCIAL_EVIDENCE_KINDS.includes(f.documentKind))
    return 'financial.revenue-model';
  return null;
}

/**
 * The CR sub-factors a project's reviewed figures evidence, with a link to the source of each.
 * Only `accepted` figures count (proposals and rejections never do). When several figures support one
 * sub-factor, the first in the given order is the link (the server passes them newest decision first),
 * preferring one whose document still exists.
 * Pure: the same figures give the same answer.
 * @example evidenceFromFigures([{ id: 'f1', key: 'tam', status: 'accepted', documentId: 'd1', documentKind: 'business_plan', filename: 'plan.pdf', citation: { page: 2 } }])
 *   // { flags: { 'market.tam': true }, links: { 'market.tam': { documentId: 'd1', figureId: 'f1', filename: 'plan.pdf', page: 2 } } }
 */
export function evidenceFromFigures(figures: readonly EvidenceFigure[]): FigureEvidence {
  const flags: Partial<Record<SubFactorId, true>> = {};
  const links: Partial<Record<SubFactorId, EvidenceLink>> = {};
  for (const f of figures) {
    if (f.status !== 'accepted') continue;
    const id = supports(f);
    if (!id) continue;
    flags[id] = true;
    const held = links[id];
    if (held && (held.documentId !== null || f.documentId === null)) continue;
    links[id] = {
      documentId: f.documentId,
      figureId: f.id,
      filename: f.filename,
      ...(f.citation.page !== undefined ? { page: f.citation.page } : {}),
      ...(f.citation.sheet !== undefined ? { sheet: f.citation.sheet } : {}),
      ...(f.citation.cell !== undefined ? { cell: f.citation.cell } : {}),
    };
  }
  return { flags, links };
}
