import { LATENCY_BOUNDS_MS, bucketName, bucketOf, type Summed } from '../../../domain/observability/index.ts';

/**
 * What this instance counted during the current minute (issue 26, ADR 0052): the recorder writes it
 * as rows when the minute is over, and mission control adds it to the recorded minutes so a figure
 * is live before its row exists.
 */
export class MinuteWindow {
  #start: number;
  #sums = new Map<Summed, number>();
  #latency: number[] = LATENCY_BOUNDS_MS.map(() => 0);
  #dbWaitingMax = 0;

  constructor(now: number) {
    this.#start = minuteOf(now);
  }

  get start(): number {
    return this.#start;
  }

  add(name: Summed, value = 1): void {
    this.#sums.set(name, (this.#sums.get(name) ?? 0) + value);
  }

  request(ms: number, status: number): void {
    this.add('http_requests');
    this.add('http_latency_sum_ms', ms);
    if (status >= 500) this.add('http_errors');
    else if (status >= 400) this.add('http_client_errors');
    this.#latency[bucketOf(ms)]! += 1;
  }

  dbWaiting(waiting: number): void {
    this.#dbWaitingMax = Math.max(this.#dbWaitingMax, waiting);
  }

  /** True when nothing was counted (an idle minute writes no row: ADR 0009's write clock stays still). */
  get idle(): boolean {
    return this.#sums.size === 0;
  }

  /** The minute's rows (non-zero only), then a fresh window for the minute `now` falls in. */
  rows(): { at: Date; name: string; value: number }[] {
    const at = new Date(this.#start);
    const out = [...this.#sums].map(([name, value]) => ({ at, name: name as string, value }));
    this.#latency.forEach((c, i) => c > 0 && out.push({ at, name: bucketName(LATENCY_BOUNDS_MS[i]!), value: c }));
    if (this.#dbWaitingMax > 0) out.push({ at, name: 'db_waiting_max', value: this.#dbWaitingMax });
    return out;
  }

  reset(now: number): void {
    this.#start = minuteOf(now);
    this.#sums.clear();
    this.#latency = LATENCY_BOUNDS_MS.map(() => 0);
    this.#dbWaitingMax = 0;
  }
}

export const minuteOf = (t: number): number => t - (t % 60_000);
