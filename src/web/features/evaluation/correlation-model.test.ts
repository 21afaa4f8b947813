import { describe, expect, it } from 'vitest';
import type { EvaluationInputs } from '../../../contract/evaluations.ts';
import { simplePlan } from '../../../domain/finance/plan-fixtures.ts';
import { draftCorrelation, newCorrelation } from './correlation-model.ts';
import { toDraft, toInputs, validateDraft, type Draft } from './model.ts';

// The workspace's correlation rows (issue 29, ADR 0059): round trip, the domain's rules field by field,
// and the warning computed before a run. Oracle for the rules: the domain's correlationIssues (the server's).

const plan = simplePlan({
  unitsGrowth: { value: 0.1, dist: { type: 'uniform', min: 0.05, max: 0.15 } },
  pricePerUnit: { value: 10, dist: { type: 'triangular', min: 8, mode: 10, max: 12 } },
  fixedCosts: { value: 200, dist: { type: 'normal', mean: 200, sd: 20 } },
});
const inputs = (correlations?: EvaluationInputs['correlations']): EvaluationInputs => ({
  assumptions: plan as EvaluationInputs['assumptions'],
  market: {},
  revenueModel: null,
  complianceAnswers: {},
  ...(correlations ? { correlations } : {}),
});
const withRows = (d: Draft, rows: Draft['correlations']): Draft => ({ ...d, correlations: rows });

describe('correlation rows', () => {
  it('round-trip through the draft; no rows → no `correlations` key (as the server stores it)', () => {
    const c = [{ a: 'pricePerUnit', b: 'fixedCosts', rho: -0.35 }];
    expect(toInputs(toDraft(inputs(c))).correlations).toEqual(c);
    expect('correlations' in toInputs(toDraft(inputs()))).toBe(false);
  });

  it('show the rules as field errors: ρ not a number or out of range, self pair, duplicate, a driver without uncertainty', () => {
    const d = toDraft(inputs());
    const errors = validateDraft(
      withRows(d, [
        { a: 'pricePerUnit', b: 'fixedCosts', rho: 'x' },
        { a: 'pricePerUnit', b: 'fixedCosts', rho: '1.5' },
        { a: 'fixedCosts', b: 'fixedCosts', rho: '0.2' },
        { a: 'taxRate', b: 'fixedCosts', rho: '0.2' },
      ]),
    );
    expect(errors['correlations.0.rho']).toEqual({ code: 'number' });
    expect(errors['correlations.1.rho']).toEqual({ code: 'corrRange' });
    expect(errors['correlations.1.b']).toEqual({ code: 'corrDuplicate' });
    expect(errors['correlations.2.b']).toEqual({ code: 'corrSelf' });
    expect(errors['correlations.3.a']).toEqual({ code: 'corrNoUncertainty' });
    expect(validateDraft(withRows(d, [{ a: 'pricePerUnit', b: 'fixedCosts', rho: '-0,5' }]))).toEqual({});
  });

  it('propose the next unlisted pair of uncertain drivers', () => {
    const d = toDraft(inputs());
    const first = newCorrelation(d);
    expect(first).toEqual({ a: 'unitsGrowth', b: 'pricePerUnit', rho: '0' });
    expect(newCorrelation(withRows(d, [first]))).toEqual({ a: 'unitsGrowth', b: 'fixedCosts', rho: '0' });
  });

  it('warn before a run when the set is inconsistent (0.9 / 0.9 / −0.9), not when it is consistent', () => {
    const d = toDraft(inputs());
    const triple = withRows(d, [
      { a: 'unitsGrowth', b: 'pricePerUnit', rho: '0.9' },
      { a: 'unitsGrowth', b: 'fixedCosts', rho: '0.9' },
      { a: 'pricePerUnit', b: 'fixedCosts', rho: '-0.9' },
    ]);
    expect(draftCorrelation(triple)?.adjusted).toBe(true);
    expect(draftCorrelation(withRows(d, [{ a: 'unitsGrowth', b: 'pricePerUnit', rho: '0.9' }]))?.adjusted).toBe(false);
  });
});
