import { describe, expect, it } from 'vitest';
import { defaultPlanAssumptions } from '../industries/index.ts';
import { validatePlan } from '../finance/index.ts';
import { applyFigures, type ApplyTarget } from './apply-figures.ts';

const base = (): ApplyTarget => {
  const a = defaultPlanAssumptions('62.01', { estimatedBudget: 500_000 });
  return { assumptions: a, market: { tamEur: 5e8, competitorCount: 4 }, fundingSought: null, currency: 'EUR' };
};

describe('applyFigures', () => {
  it('TAM, revenue (÷ units of year 1), capex and funding sought land on their fields, with before and after', () => {
    const t = base();
    const units = t.assumptions.drivers.unitsYear1.value;
    const out = applyFigures(t, [
      { id: 't', key: 'tam', period: null, value: 1.2e9, currency: 'EUR' },
      { id: 'r', key: 'revenue', period: 2027, value: 600_000, currency: 'EUR' },
      { id: 'c', key: 'capex', period: 2026, value: -250_000, currency: 'EUR' },
      { id: 'f', key: 'funding_sought', period: null, value: 400_000, currency: 'EUR' },
    ]);
    expect(out.next.market).toEqual({ tamEur: 1.2e9, competitorCount: 4 });
    expect(out.next.assumptions.drivers.pricePerUnit.value).toBeCloseTo(600_000 / units, 9);
    expect(out.next.assumptions.drivers.initialInvestment.value).toBe(250_000);
    expect(out.next.fundingSought).toBe(400_000);
    expect(out.changes.map((c) => [c.field, c.figureId, c.before])).toEqual([
      ['market.tamEur', 't', 5e8],
      ['drivers.pricePerUnit', 'r', t.assumptions.drivers.pricePerUnit.value],
      ['drivers.initialInvestment', 'c', t.assumptions.drivers.initialInvestment.value],
      ['fundingSought', 'f', null],
    ]);
    expect(out.skipped).toEqual([]);
    expect(validatePlan(out.next.assumptions)).toEqual([]);
  });

  it('the first plan year is the earliest period; later ones, other currencies and keys without a field are reported', () => {
    const out = applyFigures(base(), [
      { id: 'r2028', key: 'revenue', period: 2028, value: 900_000, currency: 'EUR' },
      { id: 'r2027', key: 'revenue', period: 2027, value: 600_000, currency: 'EUR' },
      { id: 'usd', key: 'tam', period: null, value: 1e9, currency: 'USD' },
      { id: 'h', key: 'headcount', period: 2027, value: 12, currency: null },
    ]);
    expect(out.changes.map((c) => c.figureId)).toEqual(['r2027']);
    expect(out.skipped).toEqual(
      expect.arrayContaining([
        { figureId: 'r2028', reason: 'superseded' },
        { figureId: 'usd', reason: 'currency' },
        { figureId: 'h', reason: 'no-field' },
      ]),
    );
  });

  it("a quarter's revenue is not the first plan year's: reported part-of-year, the year's figure applies (issue 28)", () => {
    const out = applyFigures(base(), [
      { id: 'q1', key: 'revenue', period: null, value: 150_000, currency: 'EUR', periodDetail: { kind: 'quarter' } },
      { id: 'r2027', key: 'revenue', period: 2027, value: 600_000, currency: 'EUR' },
    ]);
    expect(out.changes.map((c) => c.figureId)).toEqual(['r2027']);
    expect(out.skipped).toEqual([{ figureId: 'q1', reason: 'part-of-year' }]);
  });

  it('a driver keeps its uncertainty: the distribution scales with the value (triangular ×2 → min, mode, max ×2)', () => {
    const t = base();
    const drivers = {
      ...t.assumptions.drivers,
      initialInvestment: { value: 100, dist: { type: 'triangular' as const, min: 80, mode: 100, max: 150 }, low: 80, high: 150 },
    };
    const out = applyFigures({ ...t, assumptions: { ...t.assumptions, drivers } }, [
      { id: 'c', key: 'capex', period: null, value: 200, currency: 'EUR' },
    ]);
    expect(out.next.assumptions.drivers.initialInvestment).toEqual({
      value: 200,
      dist: { type: 'triangular', min: 160, mode: 200, max: 300 },
      low: 160,
      high: 300,
    });
  });
});
