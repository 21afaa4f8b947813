export {
  LATENCY_BOUNDS_MS,
  MAXED,
  SUMMED,
  addRow,
  bucketName,
  bucketOf,
  bucketRows,
  emptyAggregate,
  mergeAggregates,
  quantileOf,
  type Aggregate,
  type Maxed,
  type SampleRow,
  type Summed,
} from './series.ts';
export { THRESHOLDS, incidentsOf, type Incident, type IncidentInputs, type IncidentKind } from './incidents.ts';
