import { describe, expect, it } from 'vitest';
import { computeCrScore } from './compute.ts';
import { evidenceFromFigures, type EvidenceFigure } from './evidence.ts';
import type { CrScoreInput } from './input.ts';
import { PILLAR_WEIGHTS, SUB_FACTORS } from './methodology.ts';

const fig = (over: Partial<EvidenceFigure>): EvidenceFigure => ({
  id: 'f1',
  key: 'tam',
  status: 'accepted',
  documentId: 'd1',
  documentKind: 'business_plan',
  filename: 'plan.pdf',
  citation: { page: 2 },
  ...over,
});

describe('evidenceFromFigures (mapping of docs/methodology/cr-score.md §6)', () => {
  it('an accepted TAM evidences market.tam, linked to its page', () => {
    expect(evidenceFromFigures([fig({})])).toEqual({
      flags: { 'market.tam': true },
      links: { 'market.tam': { documentId: 'd1', figureId: 'f1', filename: 'plan.pdf', page: 2 } },
    });
  });

  it('proposed and rejected figures never count', () => {
    expect(evidenceFromFigures([fig({ status: 'proposed' }), fig({ id: 'f2', status: 'rejected' })])).toEqual({ flags: {}, links: {} });
  });

  it('revenue or EBITDA from a financial model or statements evidence financial.revenue-model (sheet and cell linked); from a pitch deck they do not', () => {
    const model = fig({
      id: 'r1',
      key: 'revenue',
      documentKind: 'financial_model',
      filename: 'model.xlsx',
      citation: { sheet: 'P&L', cell: 'C7' },
    });
    expect(evidenceFromFigures([model]).links).toEqual({
      'financial.revenue-model': { documentId: 'd1', figureId: 'r1', filename: 'model.xlsx', sheet: 'P&L', cell: 'C7' },
    });
    expect(evidenceFromFigures([fig({ key: 'ebitda', documentKind: 'financial_statements' })]).flags).toEqual({
      'financial.revenue-model': true,
    });
    expect(evidenceFromFigures([fig({ key: 'revenue', documentKind: 'pitch_deck' })]).flags).toEqual({});
    expect(evidenceFromFigures([fig({ key: 'revenue', documentKind: null, documentId: null })]).flags).toEqual({});
  });

  it('computed sub-factors are never flagged, and figures without a sub-factor (capex, SAM, funding sought…) add nothing', () => {
    const all = ['revenue', 'ebitda', 'net_income', 'capex', 'cash', 'debt', 'headcount', 'funding_sought', 'tam', 'sam', 'som'].map(
      (key, i) => fig({ id: `f${i}`, key, documentKind: 'financial_model' }),
    );
    const { flags } = evidenceFromFigures(all);
    expect(Object.keys(flags).sort()).toEqual(['financial.revenue-model', 'market.tam']);
    const computed = SUB_FACTORS.filter((s) => s.baseEvidence === 'computed').map((s) => s.id);
    for (const id of computed) expect(flags[id]).toBeUndefined();
  });

  it('the first figure in order is the link, but one whose document still exists wins over a deleted source', () => {
    const deleted = fig({ id: 'old', documentId: null, documentKind: null, filename: 'gone.pdf' });
    expect(evidenceFromFigures([deleted, fig({ id: 'new' })]).links['market.tam']?.figureId).toBe('new');
    expect(evidenceFromFigures([fig({ id: 'a' }), fig({ id: 'b', documentId: 'd2' })]).links['market.tam']?.figureId).toBe('a');
    expect(evidenceFromFigures([deleted]).links['market.tam']).toEqual({
      documentId: null,
      figureId: 'old',
      filename: 'gone.pdf',
      page: 2,
    });
  });

  it('through the score: evidencing a scored TAM raises the confidence share by exactly its weight, 0.35 × 0.40 = 0.14 (hand computation from the weights)', () => {
    const input: CrScoreInput = { market: { tamEur: 1e8 }, financial: { revenueModel: 'recurring' }, compliance: { answers: {} } };
    const before = computeCrScore(input);
    const after = computeCrScore({ ...input, evidence: evidenceFromFigures([fig({})]).flags });
    expect(after.subFactors.find((s) => s.id === 'market.tam')?.evidence).toBe('evidenced');
    expect(after.confidence.share - before.confidence.share).toBeCloseTo(PILLAR_WEIGHTS.market * 0.4, 12);
    expect(after.total).toBe(before.total);
  });
});
