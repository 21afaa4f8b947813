import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultEvaluationSeed,
  evaluationOfRecord,
  type EvaluationInput,
  type EvaluationResult,
} from '../../../domain/evaluation/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

// Issue 17, "one set of numbers": the workspace's preview (a Web Worker calling evaluationOfRecord
// with the iterations and seed "Run" will use) and the version the server stores for the same inputs
// are the same numbers. Oracle: the stored version itself — the preview side is the domain function
// the browser worker calls, fed the inputs the workspace shows (GET …/evaluation-inputs) and the
// project's default seed; equality is exact (toEqual on every figure), stricter than any display precision.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ITERATIONS = 2_000;

/**
 * The engine input the workspace builds from the inputs it shows (use-preview.ts, engineInput):
 * with the compliance hub's summary the same response carries (issue 13, cr-v2) when there is one.
 */
const engineInputOf = (i: {
  assumptions: EvaluationInput['assumptions'];
  market: EvaluationInput['market'];
  revenueModel: EvaluationInput['revenueModel'];
  complianceAnswers: EvaluationInput['compliance']['answers'];
  complianceHub?: EvaluationInput['compliance']['hub'] | null;
  correlations?: EvaluationInput['correlations'];
}): EvaluationInput => ({
  assumptions: i.assumptions,
  market: i.market,
  revenueModel: i.revenueModel,
  compliance: i.complianceHub ? { answers: i.complianceAnswers, hub: i.complianceHub } : { answers: i.complianceAnswers },
  ...(i.correlations && i.correlations.length > 0 ? { correlations: i.correlations } : {}),
});

async function projectIn(cookie: string, industry: string, estimatedBudget: number) {
  const res = await t.call({
    method: 'POST',
    url: '/api/projects',
    cookie,
    payload: { title: `Plan ${industry}`, industry, targetMarket: 'Italy', estimatedBudget },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

/** The figures a screen shows for an evaluation: NPV, IRR, payback, percentiles, P(NPV<0), score, tier, sub-factors. */
function displayed(r: EvaluationResult) {
  return {
    metrics: r.plan.metrics,
    percentiles: r.simulation?.npv.summary?.percentiles ?? null,
    pNegative: r.simulation?.probabilityNpvNegative ?? null,
    total: r.score.total,
    tier: r.score.tier,
    subFactors: r.score.subFactors,
    confidence: r.score.confidence,
  };
}

describe('preview = stored', () => {
  // Software, bakery, restaurant, power generation, construction, online retail, farming, hospital:
  // each industry's default plan draws different distributions.
  const cases = [
    ['62.01', 600_000],
    ['10.71', 250_000],
    ['56.10', 180_000],
    ['35.11', 4_000_000],
    ['41.20', 1_500_000],
    ['47.91', 300_000],
    ['01.13', 400_000],
    ['86.10', 2_500_000],
  ] as const;

  it.each(cases)("industry %s: the untouched defaults run without a seed give the preview's numbers", async (industry, budget) => {
    const u = await signUp(t);
    const id = await projectIn(u.cookie, industry, budget);
    const shown = (await t.call({ method: 'GET', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie })).json();
    const preview = evaluationOfRecord(engineInputOf(shown), { iterations: ITERATIONS, seed: defaultEvaluationSeed(id) });
    expect(preview.ok).toBe(true);
    const stored = (
      await t.call({ method: 'POST', url: `/api/projects/${id}/evaluations`, cookie: u.cookie, payload: { iterations: ITERATIONS } })
    ).json();
    expect(stored.seed).toBe(defaultEvaluationSeed(id));
    if (!preview.ok) return;
    expect(preview.result.simulation).not.toBeNull();
    expect(displayed(stored.result)).toEqual(displayed(preview.result));
    // Everything else too: tornado, scenarios, cash flows.
    expect(stored.result).toEqual(preview.result);
    expect(stored.score.total).toBe(preview.result.score.total);
  });

  it("the founder's own inputs, with a seed typed in, saved then run: the stored version equals the preview of what was typed", async () => {
    const u = await signUp(t);
    const id = await projectIn(u.cookie, '62.01', 600_000);
    const defaults = (await t.call({ method: 'GET', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie })).json();
    const typed = {
      assumptions: {
        ...defaults.assumptions,
        drivers: {
          ...defaults.assumptions.drivers,
          pricePerUnit: { ...defaults.assumptions.drivers.pricePerUnit, value: defaults.assumptions.drivers.pricePerUnit.value * 1.3 },
        },
      },
      market: { tamEur: 250_000_000, competitorCount: 8, competitiveIntensity: 'medium', expectedGrowthRate: 0.06 },
      revenueModel: 'recurring',
      complianceAnswers: { 'REG-01': 'yes', 'GOV-01': 'partial' },
    } as const;
    const preview = evaluationOfRecord(engineInputOf(typed), { iterations: ITERATIONS, seed: 424_242 });
    expect(
      (await t.call({ method: 'PUT', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie, payload: typed })).statusCode,
    ).toBe(200);
    const stored = (
      await t.call({
        method: 'POST',
        url: `/api/projects/${id}/evaluations`,
        cookie: u.cookie,
        payload: { iterations: ITERATIONS, seed: 424_242 },
      })
    ).json();
    expect(preview.ok && stored.result).toEqual(preview.ok && preview.result);
  });

  // Issue 29 (ADR 0059): rank correlations saved with the inputs — a consistent pair, and an
  // inconsistent triple the run replaces by the nearest PSD matrix — give the preview's numbers too.
  it.each([
    ['a consistent pair', [{ a: 'pricePerUnit', b: 'fixedCosts', rho: 0.6 }]],
    [
      'an inconsistent triple (nearest matrix, warning)',
      [
        { a: 'pricePerUnit', b: 'fixedCosts', rho: 0.9 },
        { a: 'pricePerUnit', b: 'unitsGrowth', rho: 0.9 },
        { a: 'unitsGrowth', b: 'fixedCosts', rho: -0.9 },
      ],
    ],
  ])(
    'with rank correlations (%s): the stored version equals the preview, the correlations applied in both',
    async (_name, correlations) => {
      const u = await signUp(t);
      const id = await projectIn(u.cookie, '62.01', 600_000);
      const defaults = (await t.call({ method: 'GET', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie })).json();
      const drivers = defaults.assumptions.drivers;
      // Make sure the three drivers are uncertain, whatever the industry's defaults say.
      const uncertain = (k: string, spread: number) => ({
        ...drivers[k],
        dist: { type: 'triangular', min: drivers[k].value - spread, mode: drivers[k].value, max: drivers[k].value + spread },
      });
      const typed = {
        assumptions: {
          ...defaults.assumptions,
          drivers: {
            ...drivers,
            pricePerUnit: uncertain('pricePerUnit', drivers.pricePerUnit.value * 0.2),
            fixedCosts: uncertain('fixedCosts', drivers.fixedCosts.value * 0.2),
            unitsGrowth: uncertain('unitsGrowth', 0.05),
          },
        },
        market: defaults.market,
        revenueModel: defaults.revenueModel,
        complianceAnswers: defaults.complianceAnswers,
        correlations,
      };
      const saved = await t.call({ method: 'PUT', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie, payload: typed });
      expect(saved.statusCode).toBe(200);
      const shown = saved.json();
      const preview = evaluationOfRecord(engineInputOf(shown), { iterations: ITERATIONS, seed: defaultEvaluationSeed(id) });
      const stored = (
        await t.call({ method: 'POST', url: `/api/projects/${id}/evaluations`, cookie: u.cookie, payload: { iterations: ITERATIONS } })
      ).json();
      if (!preview.ok) throw new Error('the preview refused the inputs');
      expect(preview.result.simulation?.rankCorrelation?.pairs.length).toBe(correlations.length);
      expect(stored.result).toEqual(preview.result);
      // Without the correlations the numbers differ: the equality above covers them.
      const independent = evaluationOfRecord(engineInputOf({ ...shown, correlations: [] }), {
        iterations: ITERATIONS,
        seed: defaultEvaluationSeed(id),
      });
      expect(independent.ok && independent.result.simulation?.npv.summary).not.toEqual(stored.result.simulation.npv.summary);
    },
  );

  it('with a compliance assessment (cr-v2): the hub summary shown with the inputs gives the stored score', async () => {
    const u = await signUp(t);
    const id = await projectIn(u.cookie, '35.11', 4_000_000);
    const answered = await t.call({
      method: 'PUT',
      url: `/api/projects/${id}/compliance/controls/CTL-GDPR-RECORDS`,
      cookie: u.cookie,
      payload: { answer: 'met' },
    });
    expect(answered.statusCode).toBe(200);
    const shown = (await t.call({ method: 'GET', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie })).json();
    expect(shown.complianceHub).not.toBeNull();
    const preview = evaluationOfRecord(engineInputOf(shown), { iterations: ITERATIONS, seed: defaultEvaluationSeed(id) });
    const stored = (
      await t.call({ method: 'POST', url: `/api/projects/${id}/evaluations`, cookie: u.cookie, payload: { iterations: ITERATIONS } })
    ).json();
    expect(stored.methodologyVersion).toBe('cr-v2');
    expect(preview.ok && preview.result.score.version).toBe('cr-v2');
    expect(preview.ok && stored.result).toEqual(preview.ok && preview.result);
  });

  it('the old preview (no Monte Carlo) would not have matched: the check above can fail', async () => {
    const u = await signUp(t);
    const id = await projectIn(u.cookie, '62.01', 600_000);
    const shown = (await t.call({ method: 'GET', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie })).json();
    const withoutMonteCarlo = evaluationOfRecord(engineInputOf(shown), { iterations: 0, seed: 1 });
    const stored = (
      await t.call({ method: 'POST', url: `/api/projects/${id}/evaluations`, cookie: u.cookie, payload: { iterations: ITERATIONS } })
    ).json();
    expect(withoutMonteCarlo.ok && displayed(withoutMonteCarlo.result)).not.toEqual(displayed(stored.result));
  });
});

describe('defaultEvaluationSeed', () => {
  it('is a fixed 31-bit integer per project id (FNV-1a 32, top bit cleared; oracle: FNV-1a of "a" is 0xe40c292c)', () => {
    expect(defaultEvaluationSeed('a')).toBe(0xe40c292c & 0x7fffffff);
    expect(defaultEvaluationSeed('')).toBe(0x811c9dc5 & 0x7fffffff);
    const s = defaultEvaluationSeed('0f8f1b9e-3c2a-4b7e-9d51-6a0c2e7f4b13');
    expect(Number.isInteger(s) && s >= 0 && s <= 2 ** 31 - 1).toBe(true);
    expect(defaultEvaluationSeed('0f8f1b9e-3c2a-4b7e-9d51-6a0c2e7f4b13')).toBe(s);
  });
});
