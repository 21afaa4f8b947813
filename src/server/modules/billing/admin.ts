import { planById } from '../../../domain/billing/index.ts';
import type { Tier } from '../../../domain/rbac/index.ts';
import type { Db } from '../../db/types.ts';
import { invoicesXlsx } from './export-xlsx.ts';
import { iso } from './mapping.ts';
import * as repo from './repository.ts';
import type { InvoiceRow, SubscriptionRow } from './repository.ts';

const monthKey = (d: Date) => d.toISOString().slice(0, 7);
function addMonthKey(key: string, n: number): string {
  const [y, m] = key.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return monthKey(d);
}

/**
 * Revenue per month from the issued invoices (the books, not the intentions): net invoiced, credit notes,
 * and — for recurring plans — MRR as the monthly equivalent of the plan in force (a monthly plan covers
 * its invoice's month, an annual one twelve months at a twelfth), active subscribers, and churn: those
 * covered the month before and not this one, over those covered the month before.
 */
export function revenueByMonth(invoices: readonly InvoiceRow[], months: readonly string[]) {
  const cover = new Map<string, Map<string, number>>();
  const add = (month: string, user: string, cents: number) => {
    const m = cover.get(month) ?? new Map<string, number>();
    m.set(user, (m.get(user) ?? 0) + cents);
    cover.set(month, m);
  };
  for (const inv of invoices) {
    if (inv.kind !== 'invoice' || !inv.planId) continue;
    const plan = planById(inv.planId);
    if (!plan || plan.interval === 'one_time') continue;
    const start = monthKey(inv.issuedAt);
    if (plan.interval === 'month') add(start, inv.userId, plan.amountCents);
    else for (let i = 0; i < 12; i++) add(addMonthKey(start, i), inv.userId, Math.round(plan.amountCents / 12));
  }
  return months.map((month) => {
    const inMonth = invoices.filter((i) => monthKey(i.issuedAt) === month);
    const now = cover.get(month) ?? new Map<string, number>();
    const before = cover.get(addMonthKey(month, -1)) ?? new Map<string, number>();
    const churned = [...before.keys()].filter((u) => !now.has(u)).length;
    return {
      month,
      revenueNetCents: inMonth.filter((i) => i.kind === 'invoice').reduce((a, i) => a + i.netCents, 0),
      creditNotesNetCents: inMonth.filter((i) => i.kind === 'credit_note').reduce((a, i) => a + i.netCents, 0),
      mrrCents: [...now.values()].reduce((a, b) => a + b, 0),
      activeSubscriptions: now.size,
      churned,
      churnRate: before.size > 0 ? churned / before.size : null,
    };
  });
}

const subOut = (s: SubscriptionRow, email: string) => ({
  userId: s.userId,
  email,
  planId: s.planId,
  tier: s.tier as Tier,
  status: s.status,
  provider: s.provider,
  currentPeriodEnd: iso(s.currentPeriodEnd),
  commitmentEnd: iso(s.commitmentEnd),
  cancelAtPeriodEnd: s.cancelAtPeriodEnd,
  graceEndsAt: iso(s.graceEndsAt),
});

export async function adminOverview(db: Db, now: Date, orderOut: (o: repo.OrderRow) => Record<string, unknown>) {
  const subs = await repo.allSubscriptions(db);
  const awaiting = await repo.listOrders(db, 'awaiting_payment');
  const first = addMonthKey(monthKey(now), -11);
  const [fy, fm] = first.split('-').map(Number) as [number, number];
  // A year of months, and the eleven before them for annual coverage.
  const invoices = await repo.invoicesBetween(
    db,
    new Date(Date.UTC(fy - 1, fm - 1, 1)),
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  );
  const months = Array.from({ length: 12 }, (_, i) => addMonthKey(first, i));
  const contacts = await repo.listContactRequests(db);
  return {
    subscriptions: subs.map((r) => subOut(r.s, r.email)),
    awaitingTransfer: awaiting.map((r) => ({ ...orderOut(r.o), userId: r.o.userId, email: r.email, username: r.username })),
    failedPayments: subs.filter((r) => r.s.status === 'past_due').map((r) => subOut(r.s, r.email)),
    revenue: revenueByMonth(invoices, months),
    contactRequests: contacts.map((c) => ({
      id: c.r.id,
      email: c.email ?? c.r.email,
      name: c.r.name,
      visitor: c.r.userId === null && c.r.email !== null,
      message: c.r.message,
      topic: c.r.topic,
      seats: c.r.seats,
      createdAt: c.r.createdAt.toISOString(),
    })),
  };
}

const COLUMNS = [
  'number',
  'date',
  'kind',
  'corrects',
  'customer',
  'vat_number',
  'tax_code',
  'country',
  'description',
  'net_eur',
  'vat_rate_pct',
  'vat_eur',
  'total_eur',
  'vat_treatment',
  'provider',
] as const;

function rowOf(i: InvoiceRow, byId: Map<string, InvoiceRow>): Array<string | number> {
  const b = i.buyer;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return [
    i.number,
    i.issuedAt.toISOString().slice(0, 10),
    i.kind,
    i.correctsInvoiceId ? (byId.get(i.correctsInvoiceId)?.number ?? i.correctsInvoiceId) : '',
    str(b.name),
    str(b.vatNumber),
    str(b.taxCode),
    str(b.country),
    i.description,
    i.netCents / 100,
    i.vatRateBp / 100,
    i.vatCents / 100,
    i.totalCents / 100,
    i.vatTreatment,
    i.provider,
  ];
}

const csvCell = (v: string | number) => {
  const t = typeof v === 'number' ? v.toFixed(2) : v;
  // Quoted, and a leading formula character neutralised (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(t) && typeof v === 'string' ? `'${t}` : t;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** Writes the XLSX of the accountant's export: the server passes the CPU worker pool's (ADR 0033). */
export type InvoicesXlsx = (columns: readonly string[], rows: Array<Array<string | number>>) => Promise<Buffer>;

/** The accountant's export of a period (dates inclusive): every invoice and credit note, in number order. */
export async function exportInvoices(
  db: Db,
  from: string,
  to: string,
  format: 'csv' | 'xlsx',
  xlsx: InvoicesXlsx = invoicesXlsx,
): Promise<Buffer> {
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  const list = await repo.invoicesBetween(db, new Date(`${from}T00:00:00Z`), end);
  const byId = new Map(list.map((i) => [i.id, i]));
  if (format === 'csv')
    return Buffer.from([COLUMNS.join(','), ...list.map((i) => rowOf(i, byId).map(csvCell).join(','))].join('\r\n') + '\r\n', 'utf8');
  return xlsx(
    COLUMNS,
    list.map((i) => rowOf(i, byId)),
  );
}
