// Runnable examples of the engine's public API (./node_modules/.bin/node docs/methodology/examples.ts).
// They show how a server splits a Monte Carlo run into chunks (e.g. one per worker thread) and gets
// exactly the single-thread result, and how a business plan feeds the CR score.
import { mergeStats, npvBlockCount, simulateNpv, simulateNpvChunk, validateNpvModel } from '../../src/domain/finance/index.ts';
import type { NpvChunk, NpvModel, SimulationOptions } from '../../src/domain/finance/index.ts';
import { evaluatePlan, simulatePlan } from '../../src/domain/finance/index.ts';
import type { BusinessPlanAssumptions, PlanDriver } from '../../src/domain/finance/index.ts';
import { computeCrScore, financialInputFromPlan } from '../../src/domain/scoring/index.ts';

const model: NpvModel = {
  rate: 0.08,
  flows: [
    { t: 0, dist: { type: 'constant', value: -1_000_000 } },
    { t: 1, dist: { type: 'triangular', min: 200_000, mode: 300_000, max: 450_000 } },
    { t: 2, dist: { type: 'normal', mean: 400_000, sd: 80_000 } },
    { t: 3, dist: { type: 'lognormal', mu: Math.log(500_000), sigma: 0.3 } },
  ],
  correlation: { type: 'equicorrelated', rho: 0.4 },
};
const options: SimulationOptions = { iterations: 500_000, seed: 2024 };

// 1. Validate user input as a value, then simulate on one thread.
const check = validateNpvModel(model, options);
if (!check.ok) throw new Error(check.reason);
const single = simulateNpv(model, options);

// 2. The same run split in chunks of blocks — in a server, each chunk would run in a worker
//    (simulateNpvChunk is pure; its result is plain data with transferable typed arrays).
const blocks = npvBlockCount(options.iterations);
const workers = 3;
const chunks: NpvChunk[] = [];
for (let w = 0, first = 0; w < workers; w++) {
  const count = Math.floor(blocks / workers) + (w < blocks % workers ? 1 : 0);
  if (count > 0) chunks.push(simulateNpvChunk(model, options, { firstBlock: first, blockCount: count }));
  first += count;
}
const merged = mergeStats(chunks);
console.log(
  'mean',
  single.mean.toFixed(2),
  'identical when split:',
  merged.mean === single.mean && merged.percentiles.p50 === single.percentiles.p50,
);

// 3. A business plan, its simulation, and the financial pillar of the CR score.
const v = (value: number, extra: Partial<PlanDriver> = {}): PlanDriver => ({ value, ...extra });
const plan: BusinessPlanAssumptions = {
  horizonYears: 5,
  depreciationYears: 5,
  debtTermYears: 5,
  terminalValue: 'exit-multiple',
  drivers: {
    unitsYear1: v(200, { dist: { type: 'pert', min: 120, mode: 200, max: 260 } }),
    unitsGrowth: v(0.4, { dist: { type: 'triangular', min: 0.1, mode: 0.4, max: 0.6 } }),
    pricePerUnit: v(3_000),
    priceGrowth: v(0.02),
    churnRate: v(0.15),
    grossMargin: v(0.7),
    fixedCosts: v(450_000, { dist: { type: 'normal', mean: 450_000, sd: 40_000 } }),
    fixedCostGrowth: v(0.05),
    salesMarketingShare: v(0.15),
    initialInvestment: v(600_000),
    maintenanceCapexShare: v(0.03),
    workingCapitalShare: v(0.1),
    taxRate: v(0.24),
    debtAmount: v(300_000),
    debtInterestRate: v(0.06),
    terminalGrowth: v(0.02),
    exitMultiple: v(6),
    discountRate: v(0.12),
    openingCash: v(400_000),
  },
};
const evaluated = evaluatePlan(plan);
const simulated = simulatePlan(plan, { iterations: 20_000, seed: 7 });
if (evaluated.ok && simulated.ok) {
  const score = computeCrScore({
    market: { tamEur: 2e8, competitorCount: 6, expectedGrowthRate: 0.12 },
    financial: financialInputFromPlan(evaluated.plan, simulated.simulation, 'recurring'),
    compliance: { answers: { 'REG-01': 'yes', 'REG-02': 'partial', 'GOV-02': 'yes' } },
  });
  console.log('NPV', evaluated.plan.metrics.npv.toFixed(0), 'P(NPV<0)', simulated.simulation.probabilityNpvNegative.toFixed(3));
  console.log('CR score', score.total, score.tier, 'confidence', score.confidence.level, 'top improvement', score.improvements[0]);
}
