import type { Obligation, Roadmap, RoadmapItem, RoadmapPhase } from '../../../contract/realization.ts';
import {
  computeSchedule,
  forecastAtCompletion,
  realizationStatus,
  targetProgress,
  type StatusFinding,
} from '../../../domain/realization/index.ts';
import type { ObligationRow, RoadmapRow } from './repository.ts';

export const itemsOf = (phases: readonly RoadmapPhase[]): RoadmapItem[] => phases.flatMap((p) => p.items);

/** The status of a plan today (the slippage rules in src/domain/realization). */
export const statusOf = (phases: readonly RoadmapPhase[], today: string): StatusFinding => realizationStatus(itemsOf(phases), today);

/** The roadmap as the API answers it: the saved plan plus the computed schedule, forecast and status. */
export function toRoadmap(row: RoadmapRow, currency: string, today: string): Roadmap {
  const items = itemsOf(row.phases);
  const schedule = computeSchedule(items);
  const forecast = forecastAtCompletion(items);
  const status = realizationStatus(items, today);
  return {
    phases: row.phases,
    baselineAt: row.baselineAt ? row.baselineAt.toISOString() : null,
    criticalPath: schedule.criticalPath,
    revision: row.revision,
    schedule: schedule.facts,
    ...(row.baseline ? { baseline: row.baseline } : {}),
    forecast: {
      budgetCents: forecast.budgetCents,
      actualCents: forecast.actualCents,
      estimateAtCompletionCents: forecast.estimateAtCompletionCents,
      finishOn: schedule.finishOn,
    },
    status: status.status,
    statusReason: status.reason,
    statusDetail: status.detail,
    currency,
  };
}

/** An obligation as the API answers it; an open one past its date reads as overdue. */
export function toObligation(o: ObligationRow, today: string): Obligation {
  const status = o.status === 'open' && o.dueOn < today ? 'overdue' : (o.status as Obligation['status']);
  return {
    id: o.id,
    requestId: o.requestId,
    kind: o.kind as Obligation['kind'],
    title: o.title,
    dueOn: o.dueOn,
    status,
    indicator: o.indicator,
    targetValue: o.targetValue,
    unit: o.unit,
    baselineValue: o.baselineValue,
    currentValue: o.currentValue,
    currentOn: o.currentOn,
    progress: targetProgress(o.targetValue, o.currentValue, o.baselineValue),
    reportId: o.reportId,
    periodStart: o.periodStart,
    periodEnd: o.periodEnd,
    itemId: o.itemId,
  };
}
