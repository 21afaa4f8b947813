import type { KpiRequestBody, Obligation, RealizationStatus, RoadmapItemStatus } from '../../../contract/realization.ts';

// The contract's enums as values (the web imports only types from the contract, to keep zod out of the bundle); the
// types make a missing or extra value a compile error.
export const REALIZATION_STATUSES = [
  'not_started',
  'on_track',
  'at_risk',
  'late',
  'completed',
] as const satisfies readonly RealizationStatus[];
export const ROADMAP_ITEM_STATUSES = ['not_started', 'in_progress', 'done', 'blocked'] as const satisfies readonly RoadmapItemStatus[];
export const KPI_CADENCES = ['monthly', 'quarterly'] as const satisfies readonly KpiRequestBody['cadence'][];
export const OBLIGATION_KINDS = [
  'milestone',
  'target',
  'report',
  'end',
  'cofinancing',
  'other',
] as const satisfies readonly Obligation['kind'][];

// Exhaustiveness: every contract value is listed.
type Missing<All, Listed> = Exclude<All, Listed> extends never ? true : never;
export const _complete: [
  Missing<RealizationStatus, (typeof REALIZATION_STATUSES)[number]>,
  Missing<RoadmapItemStatus, (typeof ROADMAP_ITEM_STATUSES)[number]>,
  Missing<KpiRequestBody['cadence'], (typeof KPI_CADENCES)[number]>,
  Missing<Obligation['kind'], (typeof OBLIGATION_KINDS)[number]>,
] = [true, true, true, true];
