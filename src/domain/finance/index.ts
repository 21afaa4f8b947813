/**
 * The financial engine: time-value functions, Monte Carlo, the business-plan model, sensitivity
 * and scenarios. Pure functions; the world (seed, dates) comes in as arguments.
 * @packageDocumentation
 */
export type { PaymentTiming, SolverFailureReason, SolverResult } from './result.ts';
export { npv, excelNpv } from './npv.ts';
export { irr, mirr } from './irr.ts';
export { pmt, pv, fv, nper, annuityFactor } from './annuity.ts';
export { rate } from './rate.ts';
export { xnpv, xirr } from './xirr.ts';
export { dayNumber, yearFractions } from './dates.ts';
export { paybackPeriod, discountedPaybackPeriod } from './payback.ts';
export { roiMultiple, breakEvenRevenue, breakEvenPeriod, monthlyBurn, runway, ltv, cac, ltvToCac, dscr } from './metrics.ts';
export type { Distribution } from './montecarlo/distribution.ts';
export { DISTRIBUTION_TYPES, distributionProblem, pointValue } from './montecarlo/distribution.ts';
export { distributionQuantile } from './montecarlo/marginal.ts';
export type { CorrelationSpec } from './montecarlo/correlation.ts';
export type { SamplingMethod } from './montecarlo/sampler.ts';
export type { NpvFlow, NpvModel, SimulationOptions, ModelCheck } from './montecarlo/npv-model.ts';
export { validateNpvModel, STREAMING_THRESHOLD } from './montecarlo/npv-model.ts';
export type { NpvChunk, ChunkRange } from './montecarlo/simulate-npv.ts';
export { simulateNpvChunk, npvBlockCount, NPV_BLOCK_SIZE } from './montecarlo/simulate-npv.ts';
export type { NpvSimulation } from './montecarlo/merge-stats.ts';
export { simulateNpv, mergeStats } from './montecarlo/merge-stats.ts';
export type { Percentiles, Histogram, SampleSummary } from './montecarlo/stats.ts';
export { PERCENTILE_LEVELS, summarize } from './montecarlo/stats.ts';
export { normalCdf, normalQuantile } from './random/normal-cdf.ts';
export type { BusinessPlanAssumptions, PlanDriver, PlanDriverKey, PlanProblem, TerminalValueMethod } from './plan-assumptions.ts';
export { PLAN_DRIVERS, PLAN_DRIVER_UNITS, PLAN_YEAR_LIMITS, validatePlan } from './plan-assumptions.ts';
export type { PlanEvaluation, PlanMetrics, PlanResult, PlanYear } from './business-plan.ts';
export { evaluatePlan } from './business-plan.ts';
export type { MetricDistribution, PlanSimulation, PlanSimulationOptions, PlanSimulationRun, PlanSamples } from './plan-simulation.ts';
export { simulatePlan, mergePlanChunks, PlanConvergence, drawIterations, planConvergenceProblems } from './plan-simulation.ts';
export type { PlanChunk, PlanChunkRun, PlanDrawOptions } from './plan-chunk.ts';
export { simulatePlanChunk, splitBlocks, planBlockCount, PLAN_BLOCK } from './plan-chunk.ts';
export type { ConvergenceOptions, ConvergencePrecision, ConvergenceReport } from './montecarlo/convergence.ts';
export type { SensitivityMetric, SpiderLine, Tornado, TornadoBar } from './sensitivity.ts';
export { tornado, spider, driverRange, DEFAULT_RELATIVE_RANGE, DEFAULT_SPIDER_STEPS } from './sensitivity.ts';
export type { Scenario, ScenarioAnalysis, ScenarioOutcome } from './scenarios.ts';
export { defaultScenarios, evaluateScenarios } from './scenarios.ts';
