/**
 * Portfolios: aggregates across holdings (amounts, CR scores, NPV/IRR percentiles, concentration and
 * HHI, riskiest holdings, alerts) and the validation of imported spreadsheets. Pure.
 * @packageDocumentation
 */
export { percentile, band, shares, hhi } from './stats.ts';
export type { PercentileBand, Share } from './stats.ts';
export { summarizePortfolio, industryKey, PORTFOLIO_THRESHOLDS } from './aggregate.ts';
export type { HoldingFacts, PortfolioSummary, RiskyHolding, PortfolioAlert, CrBand, RiskReason, AlertKind } from './aggregate.ts';
export { parseNumber, parseDate, cellText } from './parse.ts';
export type { Cell, DecimalHint } from './parse.ts';
export {
  IMPORT_FIELDS,
  REQUIRED_FIELDS,
  HOLDING_STAGES,
  CELL_ERRORS,
  NAME_MAX,
  foldHeader,
  headerSignature,
  guessMapping,
  applicableMapping,
  checkRegion,
  validateRows,
} from './import.ts';
export type {
  ImportField,
  HoldingStage,
  ColumnMapping,
  CellErrorCode,
  CellError,
  ImportedHolding,
  SheetRows,
  ValidationResult,
} from './import.ts';
export {
  LEFT_OUT_REASONS,
  PORTFOLIO_MC_ITERATIONS,
  PORTFOLIO_MC_BINS,
  holdingWeight,
  projectSeed,
  simulateMcChunk,
  simulateProjectNpv,
  summarizeMc,
} from './monte-carlo.ts';
export type { LeftOutReason, McHolding, McDraws, McSummary, McContribution } from './monte-carlo.ts';
