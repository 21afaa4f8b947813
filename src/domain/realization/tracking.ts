import { addDays, toDay } from './dates.ts';

/** The facts of an item the forecast and the slippage rules read. */
export interface TrackedItem {
  id: string;
  title: string;
  kind: 'milestone' | 'task';
  start: string;
  end: string;
  status: 'not_started' | 'in_progress' | 'done' | 'blocked';
  percent?: number | undefined;
  budgetCents?: number | null | undefined;
  actualCents?: number | null | undefined;
}

/** Percent complete: 100 when done, else the last progress update's percent, else 0. */
export const percentOf = (i: TrackedItem): number => (i.status === 'done' ? 100 : Math.min(100, Math.max(0, i.percent ?? 0)));

export interface Forecast {
  budgetCents: number;
  actualCents: number;
  earnedCents: number;
  /** EV / AC; null before any cost is recorded. */
  cpi: number | null;
  estimateAtCompletionCents: number;
}

/**
 * Earned value (docs/methodology/realization.md): BAC = Σ budget, AC = Σ actual, EV = Σ budget × percent.
 * EAC = AC + (BAC − EV) / CPI with CPI = EV / AC (the remaining work costs what the work so far cost
 * per unit of value). Without both AC > 0 and EV > 0 the CPI is unknown and EAC = AC + (BAC − EV).
 */
export function forecastAtCompletion(items: readonly TrackedItem[]): Forecast {
  let bac = 0;
  let ac = 0;
  let ev = 0;
  for (const i of items) {
    const b = i.budgetCents ?? 0;
    bac += b;
    ac += i.actualCents ?? 0;
    ev += (b * percentOf(i)) / 100;
  }
  const cpi = ac > 0 && ev > 0 ? ev / ac : null;
  const eac = cpi === null ? ac + (bac - ev) : ac + (bac - ev) / cpi;
  return { budgetCents: bac, actualCents: ac, earnedCents: Math.round(ev), cpi, estimateAtCompletionCents: Math.round(eac) };
}

/** The slippage thresholds (ADR 0037): over budget by more than 10 % is late, up to 10 % at risk. */
export const SLIPPAGE = { overBudgetLatePercent: 10, dueSoonDays: 7 } as const;

export type RealizationStatusValue = 'not_started' | 'on_track' | 'at_risk' | 'late' | 'completed';

/** Why a status was given, as data, so each screen and e-mail words it in its reader's language. */
export const STATUS_REASON_CODES = ['no_items', 'overdue', 'over_budget_late', 'all_done', 'at_risk', 'not_started', 'on_track'] as const;
export type StatusReasonCode = (typeof STATUS_REASON_CODES)[number];
export interface StatusDetail {
  code: StatusReasonCode;
  /** The items behind the reason by title: overdue, over budget (late or at risk). */
  items: string[];
  /** At risk only: items not started whose end is within 7 days. */
  dueSoon: string[];
}

export interface StatusFinding {
  status: RealizationStatusValue;
  /** The reason in English (API clients, logs); screens word `detail` in their language. */
  reason: string;
  detail: StatusDetail;
  /** The items behind the status (late or at risk), for alerts. */
  itemIds: string[];
}

/**
 * Slippage rules, first match wins: late when an item is past its end and not done, or its actual cost is
 * more than 10 % over its budget; at risk when an item is over budget by up to 10 %, or not started with its
 * end within 7 days; completed when every item is done; not started before any item starts or has cost;
 * otherwise on track. `today` is the server's date (injected).
 */
export function realizationStatus(items: readonly TrackedItem[], today: string): StatusFinding {
  const finding = (status: RealizationStatusValue, code: StatusReasonCode, behind: TrackedItem[] = [], dueSoon: TrackedItem[] = []) => {
    const detail: StatusDetail = { code, items: behind.map((i) => i.title), dueSoon: dueSoon.map((i) => i.title) };
    return {
      status,
      reason: englishReason(detail),
      detail,
      itemIds: [...behind, ...dueSoon.filter((i) => !behind.includes(i))].map((i) => i.id),
    };
  };
  const t = toDay(today);
  if (items.length === 0) return finding('not_started', 'no_items');
  // In integer cents × 100, so exactly 10 % over is "at risk", not a float's 10.000000000000009 %.
  const overBy = (i: TrackedItem) => (i.budgetCents && i.budgetCents > 0 && i.actualCents ? (i.actualCents - i.budgetCents) * 100 : 0);
  const lateAbove = (i: TrackedItem) => (i.budgetCents ?? 0) * SLIPPAGE.overBudgetLatePercent;
  const overdue = items.filter((i) => i.status !== 'done' && toDay(i.end) < t);
  if (overdue.length > 0) return finding('late', 'overdue', overdue);
  const overLate = items.filter((i) => overBy(i) > lateAbove(i));
  if (overLate.length > 0) return finding('late', 'over_budget_late', overLate);
  if (items.every((i) => i.status === 'done')) return finding('completed', 'all_done');
  const overRisk = items.filter((i) => overBy(i) > 0);
  const dueSoon = items.filter((i) => i.status === 'not_started' && toDay(i.end) - t <= SLIPPAGE.dueSoonDays);
  if (overRisk.length > 0 || dueSoon.length > 0) return finding('at_risk', 'at_risk', overRisk, dueSoon);
  const started = items.some((i) => i.status !== 'not_started' || (i.actualCents ?? 0) > 0 || toDay(i.start) <= t);
  if (!started) return finding('not_started', 'not_started');
  return finding('on_track', 'on_track');
}

/** The reason in English, for API clients; the screens and notifications word the detail in the reader's language. */
export function englishReason(d: StatusDetail): string {
  const list = (xs: string[]) => xs.join(', ');
  switch (d.code) {
    case 'no_items':
      return 'The roadmap has no items.';
    case 'overdue':
      return `Past its end and not done: ${list(d.items)}`;
    case 'over_budget_late':
      return `Over budget by more than 10 %: ${list(d.items)}`;
    case 'all_done':
      return 'Every item is done.';
    case 'at_risk': {
      const parts = [
        d.items.length > 0 ? `over budget (within 10 %): ${list(d.items)}` : '',
        d.dueSoon.length > 0 ? `not started, ending within 7 days: ${list(d.dueSoon)}` : '',
      ].filter(Boolean);
      return `At risk — ${parts.join('; ')}`;
    }
    case 'not_started':
      return 'No item has started yet.';
    case 'on_track':
      return 'Every item is within its dates and budget.';
  }
}

/** Reminders before a due date, in days (issue 23). */
export const REMINDER_OFFSETS = [30, 7, 1] as const;
export type ReminderOffset = (typeof REMINDER_OFFSETS)[number];

/**
 * Which reminder to send today for a due date, given those already sent: the most urgent offset whose day
 * has come (dueOn − offset ≤ today < dueOn) and that was not sent. Larger offsets that were skipped (the job
 * did not run on their day) are returned in `skip` so they are recorded and never sent late. Each offset is
 * therefore sent at most once.
 */
export function reminderDue(
  dueOn: string,
  today: string,
  sent: readonly number[],
): { send: ReminderOffset | null; skip: ReminderOffset[] } {
  const left = toDay(dueOn) - toDay(today);
  if (left < 1) return { send: null, skip: [] };
  const arrived = REMINDER_OFFSETS.filter((o) => left <= o && !sent.includes(o));
  if (arrived.length === 0) return { send: null, skip: [] };
  const send = arrived[arrived.length - 1]!;
  return { send, skip: arrived.filter((o) => o !== send) };
}

export type KpiCadence = 'monthly' | 'quarterly';
/** A KPI answer is due this many days after its period ends (ADR 0037). */
export const KPI_GRACE_DAYS = 15;

export interface KpiPeriod {
  periodStart: string;
  periodEnd: string;
  dueOn: string;
}

/** The calendar period (month or quarter) containing `date`, and its due date (period end + 15 days). */
export function kpiPeriodOf(date: string, cadence: KpiCadence): KpiPeriod {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const firstMonth = cadence === 'monthly' ? m : Math.floor((m - 1) / 3) * 3 + 1;
  const months = cadence === 'monthly' ? 1 : 3;
  const start = `${y}-${String(firstMonth).padStart(2, '0')}-01`;
  const nextY = firstMonth + months > 12 ? y + 1 : y;
  const nextM = ((firstMonth + months - 1) % 12) + 1;
  const end = addDays(`${nextY}-${String(nextM).padStart(2, '0')}-01`, -1);
  return { periodStart: start, periodEnd: end, dueOn: addDays(end, KPI_GRACE_DAYS) };
}

/** The first period from `startOn` not yet answered (answers named by their period start). */
export function nextKpiPeriod(startOn: string, cadence: KpiCadence, answered: readonly string[]): KpiPeriod {
  let p = kpiPeriodOf(startOn, cadence);
  for (let guard = 0; guard < 600 && answered.includes(p.periodStart); guard++) p = kpiPeriodOf(addDays(p.periodEnd, 1), cadence);
  return p;
}
