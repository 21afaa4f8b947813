/**
 * Open incidents on mission control (issue 26, ADR 0052): no provider-state table exists yet, so an
 * incident is a measured figure past a documented threshold. Each carries the figure that raised it.
 */
export interface IncidentInputs {
  /** Requests and 5xx answers over the last 5 minutes. */
  requests5: number;
  errors5: number;
  /** p95 latency over the last 5 minutes (ms), null without requests. */
  p95Ms5: number | null;
  /** Jobs that failed for good over the last hour. */
  failedJobs1h: number;
  /** Jobs queued and due for more than 15 minutes. */
  staleQueued: number;
  /** E-mails written to the outbox more than 15 minutes ago and never sent, when SMTP is configured. */
  unsentMail: number | null;
}

export type IncidentKind = 'errorRate' | 'latency' | 'failedJobs' | 'stuckQueue' | 'unsentMail';
export interface Incident {
  kind: IncidentKind;
  severity: 'warning' | 'critical';
  /** The measured figure (a rate 0..1, ms, or a count). */
  value: number;
  /** The threshold it passed. */
  threshold: number;
}

/** The thresholds (docs/operations.md, "Metrics and traces"). */
export const THRESHOLDS = {
  errorRate: 0.05,
  errorRateMinRequests: 20,
  p95Ms: 2000,
  failedJobs1h: 1,
  staleQueued: 1,
  unsentMail: 1,
} as const;

export function incidentsOf(i: IncidentInputs): Incident[] {
  const out: Incident[] = [];
  if (i.requests5 >= THRESHOLDS.errorRateMinRequests) {
    const rate = i.errors5 / i.requests5;
    if (rate >= THRESHOLDS.errorRate)
      out.push({
        kind: 'errorRate',
        severity: rate >= 4 * THRESHOLDS.errorRate ? 'critical' : 'warning',
        value: rate,
        threshold: THRESHOLDS.errorRate,
      });
  }
  if (i.p95Ms5 !== null && i.p95Ms5 >= THRESHOLDS.p95Ms)
    out.push({ kind: 'latency', severity: 'warning', value: i.p95Ms5, threshold: THRESHOLDS.p95Ms });
  if (i.failedJobs1h >= THRESHOLDS.failedJobs1h)
    out.push({ kind: 'failedJobs', severity: 'warning', value: i.failedJobs1h, threshold: THRESHOLDS.failedJobs1h });
  if (i.staleQueued >= THRESHOLDS.staleQueued)
    out.push({ kind: 'stuckQueue', severity: 'critical', value: i.staleQueued, threshold: THRESHOLDS.staleQueued });
  if (i.unsentMail !== null && i.unsentMail >= THRESHOLDS.unsentMail)
    out.push({ kind: 'unsentMail', severity: 'warning', value: i.unsentMail, threshold: THRESHOLDS.unsentMail });
  return out;
}
