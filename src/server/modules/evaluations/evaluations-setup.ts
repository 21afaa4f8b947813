// Set-up shared by evaluations.test.ts and evaluations-history.test.ts: importing this module registers
// the test app's beforeAll/afterAll in the importing file.
import { afterAll, beforeAll } from 'vitest';
import { simplePlan } from '../../../domain/finance/plan-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

export let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {});
});
afterAll(async () => t.close());

export const assumptions = simplePlan({
  unitsYear1: { value: 100, dist: { type: 'triangular', min: 60, mode: 100, max: 130 } },
  pricePerUnit: { value: 10, dist: { type: 'normal', mean: 10, sd: 2 } },
});
export const inputs = {
  assumptions,
  market: { tamEur: 300_000_000, competitorCount: 6, competitiveIntensity: 'medium', expectedGrowthRate: 0.07 },
  revenueModel: 'recurring',
  complianceAnswers: { 'REG-01': 'yes', 'GOV-01': 'partial' },
};

export async function projectOf(cookie: string) {
  const res = await t.call({
    method: 'POST',
    url: '/api/projects',
    cookie,
    payload: { title: 'Clinic SaaS', industry: '62.01', targetMarket: 'Clinics', estimatedBudget: 600_000 },
  });
  return res.json().id as string;
}
