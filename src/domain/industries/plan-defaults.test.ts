import { describe, expect, it } from 'vitest';
import { evaluatePlan } from '../finance/business-plan.ts';
import { PLAN_DRIVERS, validatePlan } from '../finance/plan-assumptions.ts';
import { simulatePlan } from '../finance/plan-simulation.ts';
import { sectorProfileFor } from './profile-map.ts';
import type { SectorProfileId } from './profile-types.ts';
import { SECTOR_PROFILE_IDS } from './profile-types.ts';
import { defaultPlanAssumptions, ITALIAN_CORPORATE_TAX_RATE } from './plan-defaults.ts';
import { SECTOR_PROFILES } from './profiles.ts';

/** One representative code per profile. */
const CODE_OF: Readonly<Record<SectorProfileId, string>> = {
  'software-saas': '62.01',
  manufacturing: '28.30',
  'energy-renewables': '35.11',
  'water-waste': '38.32',
  agrifood: '10.51',
  'retail-ecommerce': '47.91',
  'hospitality-tourism': '55.10',
  'construction-real-estate': '41.20',
  health: '86.22',
  'professional-services': '70.22',
  logistics: '49.41',
  'financial-services': '64.99',
  generic: '96.09',
};

function npvOf(code: string, budget?: number): number {
  const result = evaluatePlan(defaultPlanAssumptions(code, budget === undefined ? {} : { estimatedBudget: budget }));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.plan.metrics.npv;
}

describe('sectorProfileFor', () => {
  it('maps divisions to profiles', () => {
    for (const [id, code] of Object.entries(CODE_OF)) expect(sectorProfileFor(code), code).toBe(id);
    expect(sectorProfileFor('62')).toBe('software-saas');
    expect(sectorProfileFor('62.01.00')).toBe('software-saas');
    expect(sectorProfileFor('21.20')).toBe('manufacturing');
    expect(sectorProfileFor('01.12')).toBe('agrifood');
    expect(sectorProfileFor('D')).toBe('energy-renewables');
    expect(sectorProfileFor('J')).toBe('generic');
    expect(sectorProfileFor('nonsense')).toBe('generic');
  });
});

describe('defaultPlanAssumptions', () => {
  it.each(SECTOR_PROFILE_IDS)('profile %s: valid, complete, finite NPV, 4–6 uncertain drivers whose point is the value', (id) => {
    const a = defaultPlanAssumptions(CODE_OF[id]);
    expect(validatePlan(a)).toEqual([]);
    expect(Object.keys(a.drivers).sort()).toEqual([...PLAN_DRIVERS].sort());
    expect(Number.isFinite(npvOf(CODE_OF[id]))).toBe(true);
    const uncertain = PLAN_DRIVERS.filter((k) => a.drivers[k].dist !== undefined);
    expect(uncertain.length).toBeGreaterThanOrEqual(4);
    expect(uncertain.length).toBeLessThanOrEqual(6);
    for (const key of uncertain) {
      const { value, dist } = a.drivers[key];
      const point =
        dist!.type === 'normal'
          ? dist!.mean
          : dist!.type === 'lognormal'
            ? Math.exp(dist!.mu)
            : dist!.type === 'triangular' || dist!.type === 'pert'
              ? dist!.mode
              : NaN;
      expect(point, `${id} ${key}`).toBeCloseTo(value, 9);
    }
  });

  it.each(SECTOR_PROFILE_IDS)('profile %s: values in defensible ranges', (id) => {
    const d = defaultPlanAssumptions(CODE_OF[id]).drivers;
    expect(d.taxRate.value).toBe(ITALIAN_CORPORATE_TAX_RATE);
    expect(d.discountRate.value).toBeGreaterThanOrEqual(0.08);
    expect(d.discountRate.value).toBeLessThanOrEqual(0.12);
    expect(d.grossMargin.value).toBeGreaterThan(d.salesMarketingShare.value);
    expect(d.terminalGrowth.value).toBeLessThanOrEqual(0.02);
    expect(d.unitsYear1.value).toBeGreaterThanOrEqual(1);
    expect(d.initialInvestment.value).toBeGreaterThan(0);
    expect(d.openingCash.value).toBeGreaterThanOrEqual(0);
    expect(d.initialInvestment.value + d.openingCash.value).toBeCloseTo(SECTOR_PROFILES[id].referenceBudget, -3);
  });

  it('validates and evaluates for several codes in every accepted form, and for unknown codes (generic)', () => {
    for (const code of [
      '62',
      '62.0',
      '62.01.00',
      'J',
      'D',
      '01.12',
      '11.02',
      '47.91',
      '56.10',
      '72.19',
      '86.10',
      '93.13',
      '99',
      '',
      'nonsense',
    ]) {
      const a = defaultPlanAssumptions(code);
      expect(validatePlan(a), code).toEqual([]);
      expect(Number.isFinite(npvOf(code)), code).toBe(true);
    }
    expect(defaultPlanAssumptions('nonsense')).toEqual(defaultPlanAssumptions('96.09'));
  });

  it('scales money with the estimated budget and keeps rates', () => {
    const small = defaultPlanAssumptions('35.11', { estimatedBudget: 1_000_000 }).drivers;
    const large = defaultPlanAssumptions('35.11', { estimatedBudget: 4_000_000 }).drivers;
    for (const key of ['initialInvestment', 'fixedCosts', 'openingCash', 'debtAmount', 'unitsYear1'] as const) {
      expect(large[key].value / small[key].value, key).toBeCloseTo(4, 2);
    }
    for (const key of ['grossMargin', 'discountRate', 'taxRate', 'pricePerUnit', 'unitsGrowth'] as const)
      expect(large[key].value, key).toBe(small[key].value);
    expect(large.initialInvestment.value).toBe(3_800_000);
    // NPV is homogeneous in money, so it scales too (up to rounding to 3 significant figures)
    expect(npvOf('62.01', 2_000_000) / npvOf('62.01', 500_000)).toBeCloseTo(4, 1);
  });

  it('ignores a budget that is not a positive finite number', () => {
    const reference = defaultPlanAssumptions('70.22');
    for (const bad of [0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(defaultPlanAssumptions('70.22', { estimatedBudget: bad })).toEqual(reference);
  });

  it('stays valid for small and large budgets', () => {
    for (const id of SECTOR_PROFILE_IDS) {
      for (const budget of [20_000, 50_000_000]) {
        const a = defaultPlanAssumptions(CODE_OF[id], { estimatedBudget: budget });
        expect(validatePlan(a), `${id} ${budget}`).toEqual([]);
        expect(Number.isFinite(npvOf(CODE_OF[id], budget)), `${id} ${budget}`).toBe(true);
      }
    }
  });

  it('simulates: the distributions sample without invalid draws (a small Monte Carlo per profile)', () => {
    for (const id of SECTOR_PROFILE_IDS) {
      const result = simulatePlan(defaultPlanAssumptions(CODE_OF[id]), { iterations: 500, seed: 1 });
      if (!result.ok) throw new Error(JSON.stringify(result.problems));
      expect(result.simulation.invalidIterations, id).toBe(0);
      expect(result.simulation.uncertainDrivers.length, id).toBeGreaterThanOrEqual(4);
    }
  });
});
