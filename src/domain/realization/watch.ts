import { addDays, toDay } from './dates.ts';
import { nextKpiPeriod, REMINDER_OFFSETS, type KpiCadence } from './tracking.ts';

/**
 * What the investor and the proponent watch between reports (ADR 0047): progress toward a funder's target, the
 * KPI answers against the investor's bounds, and the reminders still ahead. Pure; today is passed in.
 */

/**
 * Progress toward a target, 0..1: (current − baseline) / (target − baseline), the baseline 0 when not given;
 * capped to [0, 1]. Works for targets below the baseline too (a reduction: emissions from 100 to 60). Null
 * without a target or a current value, or when target equals baseline (nothing to travel).
 */
export function targetProgress(target: number | null, current: number | null, baseline: number | null): number | null {
  if (target === null || current === null) return null;
  const from = baseline ?? 0;
  if (target === from) return null;
  return Math.min(1, Math.max(0, (current - from) / (target - from)));
}

export interface KpiBounds {
  min?: number | null;
  max?: number | null;
}
export interface KpiBreach {
  kpi: string;
  value: number;
  bound: 'min' | 'max';
  threshold: number;
}

/** The values of one answer that fall outside the investor's bounds (a missing value breaches nothing). */
export function kpiBreaches(values: Readonly<Record<string, number | null>>, thresholds: Readonly<Record<string, KpiBounds>>): KpiBreach[] {
  const out: KpiBreach[] = [];
  for (const [kpi, b] of Object.entries(thresholds)) {
    const v = values[kpi];
    if (v === null || v === undefined) continue;
    if (b.min !== null && b.min !== undefined && v < b.min) out.push({ kpi, value: v, bound: 'min', threshold: b.min });
    if (b.max !== null && b.max !== undefined && v > b.max) out.push({ kpi, value: v, bound: 'max', threshold: b.max });
  }
  return out;
}

export interface WatchedKpiRequest {
  startOn: string;
  cadence: KpiCadence;
  thresholds: Readonly<Record<string, KpiBounds>>;
  /** In any order. */
  answers: ReadonlyArray<{ periodStart: string; values: Readonly<Record<string, number | null>> }>;
}
export interface KpiWatch {
  /** The latest answered period and its values, with the period before for comparison. */
  latest: { periodStart: string; values: Record<string, number | null> } | null;
  previous: { periodStart: string; values: Record<string, number | null> } | null;
  /** Days past the due date of the first unanswered period; null when it is not late. */
  lateDays: number | null;
  latePeriodStart: string | null;
  /** The latest answer's values outside the bounds. */
  breaches: KpiBreach[];
}

/** A KPI request as the portfolio reads it today: the latest answers, whether the next one is late, and the breaches. */
export function watchKpiRequest(r: WatchedKpiRequest, today: string): KpiWatch {
  const sorted = [...r.answers].sort((a, b) => a.periodStart.localeCompare(b.periodStart));
  const latest = sorted.at(-1) ?? null;
  const previous = sorted.at(-2) ?? null;
  const next = nextKpiPeriod(
    r.startOn,
    r.cadence,
    sorted.map((a) => a.periodStart),
  );
  const late = next.dueOn < today;
  return {
    latest: latest ? { periodStart: latest.periodStart, values: { ...latest.values } } : null,
    previous: previous ? { periodStart: previous.periodStart, values: { ...previous.values } } : null,
    lateDays: late ? toDay(today) - toDay(next.dueOn) : null,
    latePeriodStart: late ? next.periodStart : null,
    breaches: latest ? kpiBreaches(latest.values, r.thresholds) : [],
  };
}

/** The horizon of the reminders view: what falls due within the largest reminder offset (30 days). */
export const REMINDER_HORIZON_DAYS = Math.max(...REMINDER_OFFSETS);

/**
 * The next reminder of a due date: the soonest day (dueOn − 30, − 7, − 1) that is today or later, with its offset;
 * null when none is left (due tomorrow after today's, due today, or overdue). Today's reminder counts as ahead.
 */
export function nextReminder(dueOn: string, today: string): { on: string; offset: number } | null {
  for (const offset of REMINDER_OFFSETS) {
    const on = addDays(dueOn, -offset);
    if (on >= today) return { on, offset };
  }
  return null;
}
