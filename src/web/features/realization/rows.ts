import type { RealizationRow, RealizationStatus } from '../../../contract/realization.ts';

/** The cross-project list's filter, sort and CSV, pure (the page's table and its export show the same rows in the same order). */
export const SORT_KEYS = ['status', 'name', 'nextMilestone', 'burn', 'overdue'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Worst first: late, at risk, on track, not started, completed. */
const STATUS_RANK: Record<RealizationStatus, number> = { late: 0, at_risk: 1, on_track: 2, not_started: 3, completed: 4 };

export type RowFilter = { status: RealizationStatus | ''; query: string; overdueOnly: boolean };

export function filterRows(rows: readonly RealizationRow[], f: RowFilter): RealizationRow[] {
  const q = f.query.trim().toLocaleLowerCase();
  return rows.filter(
    (r) =>
      (!f.status || r.status === f.status) &&
      (!q || r.projectName.toLocaleLowerCase().includes(q)) &&
      (!f.overdueOnly || r.overdueObligations > 0),
  );
}

/** Sorted copy; missing values (no next milestone, no budget) last whatever the direction; ties by name. */
export function sortRows(rows: readonly RealizationRow[], key: SortKey, desc = false): RealizationRow[] {
  const value = (r: RealizationRow): number | string | null => {
    switch (key) {
      case 'status':
        return STATUS_RANK[r.status];
      case 'name':
        return r.projectName.toLocaleLowerCase();
      case 'nextMilestone':
        return r.nextMilestone?.end ?? null;
      case 'burn':
        return r.burn;
      case 'overdue':
        return r.overdueObligations;
    }
  };
  return [...rows].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === null && vb !== null) return 1;
    if (vb === null && va !== null) return -1;
    let c = 0;
    if (va !== null && vb !== null) c = va < vb ? -1 : va > vb ? 1 : 0;
    if (desc) c = -c;
    return c || a.projectName.localeCompare(b.projectName);
  });
}

function cell(v: string | number | null): string {
  const s = v === null ? '' : String(v);
  // Quote what CSV needs quoted, and neutralise a leading formula character (a spreadsheet would run it).
  const safe = /^[=+\-@\t\r]/.test(s) && typeof v === 'string' ? `'${s}` : s;
  return /[",\n\r;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** CSV (RFC 4180, comma, CRLF) of the rows as shown; money in the project's currency units, burn as a fraction. */
export function rowsToCsv(
  rows: readonly RealizationRow[],
  headers: readonly string[],
  statusLabel: (s: RealizationStatus) => string,
  reasonText: (r: RealizationRow) => string,
): string {
  const lines = [headers.map(cell).join(',')];
  for (const r of rows) {
    lines.push(
      [
        r.projectName,
        statusLabel(r.status),
        reasonText(r),
        r.nextMilestone?.title ?? null,
        r.nextMilestone?.end ?? null,
        r.budgetCents / 100,
        r.actualCents / 100,
        r.burn,
        r.overdueObligations,
        r.currency,
      ]
        .map(cell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
