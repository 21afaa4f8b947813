import { and, eq } from 'drizzle-orm';
import type { EvaluationInputs } from '../../../contract/evaluations.ts';
import type { BusinessPlanAssumptions, PlanDriver, PlanDriverKey } from '../../../domain/finance/index.ts';
import type { SessionUser } from '../../modules/auth/index.ts';
import {
  listProjectEvaluations,
  runProjectEvaluation,
  saveEvaluationInputs,
  type EvaluationDeps,
} from '../../modules/evaluations/index.ts';
import { projects, users } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './accounts-projects.ts';

/** Multiplies a driver's value and its distribution by `factor` (> 0), so the uncertainty keeps its shape. */
export function scaleDriver(d: PlanDriver, factor: number): PlanDriver {
  const value = d.value * factor;
  if (!d.dist) return { ...d, value };
  const dist = d.dist;
  switch (dist.type) {
    case 'constant':
      return { ...d, value, dist: { ...dist, value: dist.value * factor } };
    case 'normal':
      return { ...d, value, dist: { ...dist, mean: dist.mean * factor, sd: dist.sd * factor } };
    case 'lognormal':
      return { ...d, value, dist: { ...dist, mu: dist.mu + Math.log(factor) } };
    case 'uniform':
      return { ...d, value, dist: { ...dist, min: dist.min * factor, max: dist.max * factor } };
    case 'triangular':
    case 'pert':
      return { ...d, value, dist: { ...dist, min: dist.min * factor, mode: dist.mode * factor, max: dist.max * factor } };
  }
}

type Revision = {
  /** Drivers scaled from the industry defaults (factor > 0). */
  scale: Partial<Record<PlanDriverKey, number>>;
  market: EvaluationInputs['market'];
  revenueModel: EvaluationInputs['revenueModel'];
  complianceAnswers: EvaluationInputs['complianceAnswers'];
};

/**
 * Each sample's versions, oldest first, as a founder would revise them: a first draft on the
 * industry's starting assumptions, then a second after talking to customers and suppliers. The
 * factors apply to the industry defaults for the project's own budget and horizon; the market and
 * compliance answers are illustrative, like the projects themselves.
 */
export const SAMPLE_REVISIONS: Readonly<Record<string, readonly Revision[]>> = {
  '35.11': [
    {
      scale: { pricePerUnit: 0.95, fixedCosts: 1.1 },
      market: { tamEur: 2_400_000_000, competitorCount: 40, competitiveIntensity: 'medium', expectedGrowthRate: 0.06 },
      revenueModel: 'recurring',
      complianceAnswers: { 'ESG-01': 'partial', 'REG-01': 'partial', 'LEG-01': 'yes', 'GOV-01': 'no' },
    },
    {
      scale: { pricePerUnit: 1.04, fixedCosts: 1.0, initialInvestment: 0.97 },
      market: { tamEur: 2_400_000_000, competitorCount: 40, competitiveIntensity: 'medium', expectedGrowthRate: 0.06 },
      revenueModel: 'recurring',
      complianceAnswers: { 'ESG-01': 'yes', 'ESG-02': 'yes', 'REG-01': 'yes', 'REG-02': 'partial', 'LEG-01': 'yes', 'GOV-01': 'partial' },
    },
  ],
  '62.01': [
    {
      scale: { unitsYear1: 0.8, churnRate: 1.3 },
      market: { tamEur: 180_000_000, competitorCount: 25, competitiveIntensity: 'high', expectedGrowthRate: 0.12 },
      revenueModel: 'recurring',
      complianceAnswers: { 'ESG-01': 'no', 'REG-01': 'partial', 'LEG-01': 'partial', 'GOV-01': 'partial' },
    },
    {
      scale: { unitsYear1: 1.0, churnRate: 0.9, pricePerUnit: 1.1 },
      market: { tamEur: 180_000_000, competitorCount: 25, competitiveIntensity: 'high', expectedGrowthRate: 0.12 },
      revenueModel: 'recurring',
      complianceAnswers: { 'ESG-01': 'partial', 'REG-01': 'yes', 'REG-02': 'yes', 'LEG-01': 'yes', 'LEG-02': 'partial', 'GOV-01': 'yes' },
    },
    {
      scale: { unitsYear1: 1.15, churnRate: 0.85, pricePerUnit: 1.1, fixedCosts: 1.05 },
      market: { tamEur: 180_000_000, competitorCount: 25, competitiveIntensity: 'high', expectedGrowthRate: 0.12 },
      revenueModel: 'recurring',
      complianceAnswers: {
        'ESG-01': 'partial',
        'REG-01': 'yes',
        'REG-02': 'yes',
        'LEG-01': 'yes',
        'LEG-02': 'yes',
        'GOV-01': 'yes',
        'GOV-02': 'partial',
      },
    },
  ],
  '10.73': [
    {
      scale: { grossMargin: 0.92, unitsYear1: 0.9 },
      market: { tamEur: 900_000_000, competitorCount: 120, competitiveIntensity: 'high', expectedGrowthRate: 0.04 },
      revenueModel: 'repeat',
      complianceAnswers: { 'ESG-01': 'partial', 'ESG-02': 'partial', 'REG-01': 'yes', 'LEG-01': 'yes', 'GOV-01': 'partial' },
    },
    {
      scale: { grossMargin: 1.0, unitsYear1: 1.0, fixedCosts: 0.95 },
      market: { tamEur: 900_000_000, competitorCount: 120, competitiveIntensity: 'high', expectedGrowthRate: 0.04 },
      revenueModel: 'repeat',
      complianceAnswers: { 'ESG-01': 'yes', 'ESG-02': 'yes', 'ESG-03': 'partial', 'REG-01': 'yes', 'LEG-01': 'yes', 'GOV-01': 'yes' },
    },
  ],
};

/**
 * One fixed seed for every version (common random numbers: two versions differ by their inputs, not by
 * the draw) and the default iterations, so the demo is the same on every machine.
 */
export const SAMPLE_SEED = 20_250_101;
/** The server's default for a run (src/contract/evaluations.ts runEvaluationBody). */
export const SAMPLE_ITERATIONS = 10_000;

export function sampleInputs(base: BusinessPlanAssumptions, r: Revision): EvaluationInputs {
  const drivers = { ...base.drivers } as Record<PlanDriverKey, PlanDriver>;
  for (const [key, factor] of Object.entries(r.scale) as Array<[PlanDriverKey, number]>) drivers[key] = scaleDriver(drivers[key], factor);
  // Customers are counted in whole people, as a founder would type them (the demo showed "311.65 customers").
  drivers.unitsYear1 = { ...drivers.unitsYear1, value: Math.round(drivers.unitsYear1.value) };
  return { assumptions: { ...base, drivers }, market: r.market, revenueModel: r.revenueModel, complianceAnswers: r.complianceAnswers };
}

/**
 * Evaluates the demo proponent's sample projects through the evaluations service, exactly as
 * "Save" then "Run" would (same validation, engine worker, storage and status moves), with a fixed
 * seed. A sample that already has a version is left alone, so a second start adds nothing.
 * Returns the number of versions stored.
 */
export function sessionUserOf(owner: typeof users.$inferSelect): SessionUser {
  return {
    id: owner.id,
    email: owner.email,
    username: owner.username,
    avatar: owner.avatar,
    role: owner.role,
    subscriptionTier: owner.subscriptionTier,
    emailVerified: owner.emailVerified,
    tierView: null,
    language: owner.language === 'en' || owner.language === 'it' ? owner.language : null,
    browserKeys: owner.browserKeys ?? null,
    twoFactorEnabled: owner.twoFactorEnabled,
  };
}

export async function seedSampleEvaluations(deps: EvaluationDeps): Promise<number> {
  const [owner] = await deps.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email)).limit(1);
  if (!owner) return 0;
  const user = sessionUserOf(owner);
  const samples = await deps.db
    .select()
    .from(projects)
    .where(and(eq(projects.ownerId, owner.id), eq(projects.isSample, true)));
  let stored = 0;
  for (const p of samples) {
    const revisions = SAMPLE_REVISIONS[p.industry];
    if (!revisions) continue;
    if ((await listProjectEvaluations(deps, user, p.id)).length > 0) continue;
    const base = deps.defaults(p.industry, { estimatedBudget: p.estimatedBudget, horizonYears: p.horizonYears });
    for (const r of revisions) {
      await saveEvaluationInputs(deps, user, p.id, sampleInputs(base, r));
      await runProjectEvaluation(deps, user, p.id, { iterations: SAMPLE_ITERATIONS, seed: SAMPLE_SEED });
      stored += 1;
    }
  }
  return stored;
}
