export { AID_FORM_VALUES, SIZE_VALUES, SOURCE_VALUES, RECORD_FIELDS, canonicalRecord, changedFields } from './record.ts';
export type { AidFormValue, CatalogueRecord, ParseResult, RecordField, SizeValue, SkippedRow, SourceValue } from './record.ts';
export { ITALIAN_REGIONS, ITALIAN_REGION_CODES, regionCodes, regionMatches, regionName, toNuts } from './regions.ts';
export { callStatus, addDays, CLOSING_DAYS, CALL_STATUS_VALUES } from './status.ts';
export type { CallStatusValue, StatusInput } from './status.ts';
export { compactCode, sectorMatches, sectorPrefixes, splitCodes } from './ateco.ts';
export { clean, multiValue, parseAmount, parseDate, parseDelimited, parseJsonWithNaN } from './text-formats.ts';
export { parseIncentivi, aidFormOf, INCENTIVI_LICENCE } from './import-incentivi.ts';
export { parsePnrr, PNRR_LICENCE } from './import-pnrr.ts';
export { parsePadigitale, PADIGITALE_LICENCE } from './import-padigitale.ts';
export { parseSource, IMPORT_SOURCES } from './parse-source.ts';
export type { ImportSource } from './parse-source.ts';
/**
 * Funding (issue 14): eligibility-first matching and alert rules. Pure.
 * @packageDocumentation
 */
export {
  matchProject,
  compareMatches,
  daysBetween,
  stems,
  callStems,
  COMPONENT_WEIGHTS,
  FUNDER_PILLAR_WEIGHTS,
  OBJECTIVE_FULL_AT,
} from './match.ts';
export type {
  MatchProject,
  MatchCall,
  MatchCrScore,
  MatchResult,
  MatchCriterion,
  MatchFix,
  ScoreComponent,
  ComponentName,
  Eligibility,
  Outcome,
} from './match.ts';
export { callAnswersSearch, deadlineAlertDue, emailDueAt } from './alerts.ts';
export type { AlertKind, AlertCall, Digest, SavedQuery } from './alerts.ts';
