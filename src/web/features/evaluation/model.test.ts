import { describe, expect, it } from 'vitest';
import type { EvaluationInputs } from '../../../contract/evaluations.ts';
import { PLAN_DRIVERS, defaultScenarios, evaluateScenarios, validatePlan, type PlanDriverKey } from '../../../domain/finance/index.ts';
import { simplePlan } from '../../../domain/finance/plan-fixtures.ts';
import { defaultPlanAssumptions } from '../../../domain/industries/index.ts';
import { metricCards, scenarioDrivers, tornadoRows } from './display.ts';
import { histogramBars, parseNumber, shadedShare, toDraft, toInputs, validateDraft, type Draft } from './model.ts';

const inputs = (assumptions = simplePlan()): EvaluationInputs => ({
  assumptions: assumptions as EvaluationInputs['assumptions'],
  market: {},
  revenueModel: null,
  complianceAnswers: {},
});

const withDriver = (d: Draft, key: PlanDriverKey, value: string): Draft => ({
  ...d,
  drivers: { ...d.drivers, [key]: { ...d.drivers[key], value } },
});

describe('the plan draft', () => {
  it('shows fractions in percent and money as typed numbers', () => {
    const d = toDraft(inputs(simplePlan({ taxRate: { value: 0.24 }, discountRate: { value: 0.085 } })));
    expect(d.drivers.taxRate.value).toBe('24');
    expect(d.drivers.discountRate.value).toBe('8.5');
    expect(d.drivers.fixedCosts.value).toBe('200');
    expect(d.horizonYears).toBe('3');
  });

  it('gives back the same inputs it was made from (industry defaults included)', () => {
    const source = inputs(defaultPlanAssumptions('62.01', { estimatedBudget: 250_000 }));
    const back = toInputs(toDraft(source));
    expect(back.assumptions.horizonYears).toBe(source.assumptions.horizonYears);
    for (const k of PLAN_DRIVERS) expect(back.assumptions.drivers[k].value).toBeCloseTo(source.assumptions.drivers[k].value, 10);
    expect(back.market).toEqual({ tamEur: null, competitorCount: null, competitiveIntensity: null, expectedGrowthRate: null });
  });

  it('parses a comma or a dot as the decimal mark, and nothing else as a number', () => {
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber(' 7.25 ')).toBe(7.25);
    expect(parseNumber('-3')).toBe(-3);
    expect(parseNumber('1e3')).toBe(1000);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('12abc')).toBeNull();
    expect(parseNumber('-')).toBeNull();
  });
});

describe('draft validation', () => {
  const base = toDraft(inputs());

  it('accepts the fixture plan', () => expect(validateDraft(base)).toEqual({}));

  it('names the problem of each bad value', () => {
    expect(validateDraft(withDriver(base, 'taxRate', '150'))['drivers.taxRate.value']).toEqual({
      code: 'range',
      values: { min: 0, max: 100 },
    });
    expect(validateDraft(withDriver(base, 'fixedCosts', 'abc'))['drivers.fixedCosts.value']?.code).toBe('number');
    expect(validateDraft(withDriver(base, 'fixedCosts', ''))['drivers.fixedCosts.value']?.code).toBe('required');
    expect(validateDraft(withDriver(base, 'initialInvestment', '-1'))['drivers.initialInvestment.value']).toEqual({
      code: 'min',
      values: { min: 0 },
    });
    expect(validateDraft(withDriver(base, 'unitsGrowth', '-100'))['drivers.unitsGrowth.value']?.code).toBe('aboveMinus100');
    expect(validateDraft({ ...base, horizonYears: '2.5' }).horizonYears).toEqual({ code: 'integer', values: { min: 1, max: 50 } });
    expect(validateDraft({ ...base, horizonYears: '51' }).horizonYears?.code).toBe('integer');
    expect(validateDraft({ ...base, debtTermYears: '0' }).debtTermYears).toBeUndefined();
  });

  it('asks for terminal growth below the discount rate with the perpetuity method only', () => {
    const d = withDriver(withDriver(base, 'terminalGrowth', '9'), 'discountRate', '8');
    expect(validateDraft(d)['drivers.terminalGrowth.value']).toBeUndefined();
    expect(validateDraft({ ...d, terminalValue: 'perpetuity-growth' })['drivers.terminalGrowth.value']?.code).toBe('belowDiscount');
  });

  it('checks distribution parameters', () => {
    const tri = {
      ...base,
      drivers: {
        ...base.drivers,
        pricePerUnit: { value: '10', dist: { type: 'triangular' as const, params: { min: '12', mode: '10', max: '14' } } },
      },
    };
    expect(validateDraft(tri)['drivers.pricePerUnit.dist.mode']?.code).toBe('order');
    const normal = {
      ...base,
      drivers: { ...base.drivers, pricePerUnit: { value: '10', dist: { type: 'normal' as const, params: { mean: '10', sd: '-1' } } } },
    };
    expect(validateDraft(normal)['drivers.pricePerUnit.dist.sd']?.code).toBe('sdMin');
    const blank = {
      ...base,
      drivers: { ...base.drivers, pricePerUnit: { value: '10', dist: { type: 'uniform' as const, params: { min: '', max: '3' } } } },
    };
    expect(validateDraft(blank)['drivers.pricePerUnit.dist.min']?.code).toBe('required');
  });

  it('checks the optional market fields only when filled', () => {
    expect(validateDraft({ ...base, market: { ...base.market, competitorCount: '3.5' } })['market.competitorCount']?.code).toBe('integer');
    expect(validateDraft({ ...base, market: { ...base.market, expectedGrowthRate: '-150' } })['market.expectedGrowthRate']?.code).toBe(
      'range',
    );
    expect(validateDraft({ ...base, market: { ...base.market, tamEur: '5000000' } })).toEqual({});
  });

  // Independent oracle: the engine's own validator decides on the same numbers.
  it.each([
    ['taxRate', ['-1', '0', '35', '100', '100.5']],
    ['churnRate', ['-0.1', '0', '99', '101']],
    ['pricePerUnit', ['-5', '0', '12']],
    ['discountRate', ['-100', '-99', '0', '12']],
    ['priceGrowth', ['-120', '-100', '-50', '5']],
  ] as const)('agrees with the engine on %s', (key, values) => {
    for (const v of values) {
      const d = withDriver(base, key, v);
      const engine = validatePlan(toInputs(d).assumptions).some((p) => p.field.startsWith(`drivers.${key}`));
      expect(Boolean(validateDraft(d)[`drivers.${key}.value`]), `${key} = ${v}`).toBe(engine);
    }
  });
});

describe('histogram interval', () => {
  const hist = { binEdges: [0, 10, 20, 30, 40], counts: [1, 2, 3, 4] };

  it('flags the bins overlapping the interval', () => {
    expect(histogramBars(hist, 15, 25).map((b) => b.inInterval)).toEqual([false, true, true, false]);
    expect(histogramBars(hist, 15, 25).map((b) => b.mid)).toEqual([5, 15, 25, 35]);
  });

  it('leaves out bins that only touch the interval at an edge', () => {
    expect(histogramBars(hist, 10, 20).map((b) => b.inInterval)).toEqual([false, true, false, false]);
  });

  it('reports the share of iterations in the shaded bins', () => {
    expect(shadedShare(histogramBars(hist, 15, 25))).toBeCloseTo(5 / 10, 12);
    expect(shadedShare(histogramBars({ binEdges: [0, 1], counts: [0] }, 0, 1))).toBe(0);
  });

  it('handles the one-bin histogram of a constant result', () => {
    expect(histogramBars({ binEdges: [7, 7], counts: [9] }, 7, 7)).toEqual([{ from: 7, to: 7, mid: 7, count: 9, inInterval: true }]);
  });
});

describe('result formatting', () => {
  const metrics = {
    npv: 1234.6,
    irr: null,
    irrFailure: 'no-sign-change' as const,
    paybackYears: 2.5,
    discountedPaybackYears: null,
    roiMultiple: 1.5,
    breakEvenYear: 2,
    breakEvenRevenue: 100,
    monthlyBurn: 0,
    runwayMonths: null,
    ltv: 30,
    cac: null,
    ltvToCac: null,
    dscrByYear: [],
    minDscr: null,
    terminalValue: 0,
  };

  it('formats in the user language, and explains what has no value instead of showing 0', () => {
    const en = Object.fromEntries(metricCards(metrics, 'en', 'EUR', 5).map((c) => [c.id, c]));
    expect(en.npv?.value).toBe('€1,235');
    expect(en.irr).toMatchObject({ id: 'irr', value: null, emptyKey: 'irrNoSignChange' });
    expect(en.payback?.value).toBe('2.5');
    expect(en.discountedPayback?.emptyKey).toBe('neverPaidBackDiscounted');
    expect(en.monthlyBurn?.value).toBeNull();
    expect(en.minDscr?.emptyKey).toBe('noDebt');
    const it_ = Object.fromEntries(metricCards({ ...metrics, irr: 0.1234 }, 'it', 'EUR', 5).map((c) => [c.id, c]));
    expect(it_.npv?.value).toBe('1235\u00a0€');
    expect(it_.irr?.value).toBe('12,3%');
    expect(it_.roi?.value).toBe('1,5×');
  });

  it('says beside NPV, IRR, payback and ROI whether the terminal value is in them (PlanMetrics: NPV/IRR with it, payback/ROI without)', () => {
    const none = Object.fromEntries(metricCards(metrics, 'en', 'EUR', 5).map((c) => [c.id, c]));
    expect(none.npv?.scopeKey).toBe('noTerminal');
    expect(none.irr?.scopeKey).toBe('noTerminal');
    expect(none.payback?.scopeKey).toBe('horizonOnly');
    expect(none.discountedPayback).toMatchObject({ scopeKey: 'horizonOnly', values: { horizon: '5' } });
    const withTv = Object.fromEntries(
      metricCards({ ...metrics, irr: 0.395, paybackYears: null, terminalValue: 2_000_000 }, 'en', 'EUR', 5).map((c) => [c.id, c]),
    );
    expect(withTv.irr).toMatchObject({ value: '39.5%', scopeKey: 'withTerminal', values: { terminal: '€2,000,000' } });
    expect(withTv.payback).toMatchObject({ value: null, emptyKey: 'neverPaidBack', scopeKey: 'horizonOnly' });
    expect(none.ltv?.scopeKey).toBeUndefined();
  });

  it('orders the tornado by swing and measures from the base', () => {
    const rows = tornadoRows({
      base: 100,
      bars: [
        { driver: 'taxRate', low: 0, high: 1, metricAtLow: 90, metricAtHigh: 120, swing: 30 },
        { driver: 'pricePerUnit', low: 0, high: 1, metricAtLow: 20, metricAtHigh: 180, swing: 160 },
      ],
    });
    expect(rows.map((r) => r.driver)).toEqual(['pricePerUnit', 'taxRate']);
    expect(rows[0]).toMatchObject({ deltaLow: -80, deltaHigh: 80 });
  });
});

describe('how the scenarios are built', () => {
  // Oracle by hand: simplePlan's drivers have no distribution, so each range is value ∓ 20 % (sensitivity.ts);
  // a higher price raises NPV (worst 8, best 12), higher fixed costs and investment lower it; drivers at 0 do not move.
  const plan = simplePlan();
  const analysis = evaluateScenarios(plan, defaultScenarios(plan));
  if (!analysis.ok) throw new Error('fixture refused');

  it('lists each driver a scenario moves with its worst, base and best values', () => {
    const rows = Object.fromEntries(scenarioDrivers(analysis.analysis, plan).map((r) => [r.driver, r]));
    expect(rows.pricePerUnit).toEqual({ driver: 'pricePerUnit', base: 10, worst: 8, best: 12 });
    expect(rows.fixedCosts).toEqual({ driver: 'fixedCosts', base: 200, worst: 240, best: 160 });
    expect(rows.initialInvestment).toEqual({ driver: 'initialInvestment', base: 600, worst: 720, best: 480 });
    expect(rows.taxRate).toBeUndefined();
  });

  it('for a version stored before the overrides were kept, rebuilds them from its inputs by the same rule', () => {
    const old = { ...analysis.analysis, scenarios: analysis.analysis.scenarios.map(({ overrides: _o, ...rest }) => rest) };
    expect(scenarioDrivers(old, plan)).toEqual(scenarioDrivers(analysis.analysis, plan));
  });
});
