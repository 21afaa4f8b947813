import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { ApiLimits } from '../../../domain/billing/index.ts';
import type { Tier } from '../../../domain/rbac/index.ts';
import { percentileFromBuckets } from '../../../domain/developer/index.ts';
import type { UsageQuery, UsageReport, UsageRow } from '../../../contract/developer.ts';
import { apiKeys, apiKeyUsage } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { userTier, type SessionUser } from '../auth/index.ts';
import { monthlyCount } from './monthly-allowance.ts';

const DAY_MS = 86_400_000;
/** The longest range one answer covers. */
export const USAGE_MAX_DAYS = 366;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The caller's use of their keys per day and route group (count, errors, p95), and the month against the plan's allowance. */
export async function usageReport(
  db: Db,
  user: SessionUser,
  query: UsageQuery,
  now: Date,
  apiLimits: (tier: Tier) => ApiLimits | null,
): Promise<UsageReport> {
  const to = query.to ?? isoDay(now);
  const from = query.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS));
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
  if (span < 0 || span >= USAGE_MAX_DAYS)
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: span < 0 ? 'from' : 'to', message: `from ≤ to, at most ${USAGE_MAX_DAYS} days`, code: 'invalid_value' }],
    });
  const mine = query.keyId ? and(eq(apiKeys.userId, user.id), eq(apiKeys.id, query.keyId)) : eq(apiKeys.userId, user.id);
  const buckets = await db
    .select({
      day: apiKeyUsage.day,
      routeGroup: apiKeyUsage.routeGroup,
      bucket: apiKeyUsage.bucket,
      count: sql<number>`sum(${apiKeyUsage.count})::int`,
      errors: sql<number>`sum(${apiKeyUsage.errors})::int`,
    })
    .from(apiKeyUsage)
    .innerJoin(apiKeys, eq(apiKeys.id, apiKeyUsage.keyId))
    .where(and(mine, gte(apiKeyUsage.day, from), lte(apiKeyUsage.day, to)))
    .groupBy(apiKeyUsage.day, apiKeyUsage.routeGroup, apiKeyUsage.bucket);
  const byGroup = new Map<string, { day: string; routeGroup: string; count: number; errors: number; hist: Map<number, number> }>();
  for (const b of buckets) {
    const id = `${b.day}|${b.routeGroup}`;
    const g = byGroup.get(id) ?? { day: String(b.day), routeGroup: b.routeGroup, count: 0, errors: 0, hist: new Map() };
    g.count += Number(b.count);
    g.errors += Number(b.errors);
    g.hist.set(b.bucket, (g.hist.get(b.bucket) ?? 0) + Number(b.count));
    byGroup.set(id, g);
  }
  const rows: UsageRow[] = [...byGroup.values()]
    .map((g) => ({ day: g.day, routeGroup: g.routeGroup, count: g.count, errors: g.errors, p95Ms: percentileFromBuckets(g.hist, 95) }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.routeGroup.localeCompare(b.routeGroup));
  const monthStart = `${isoDay(now).slice(0, 7)}-01`;
  const [month] = await db
    .select({ used: sql<number>`coalesce(sum(${apiKeyUsage.count}), 0)::int` })
    .from(apiKeyUsage)
    .innerJoin(apiKeys, eq(apiKeys.id, apiKeyUsage.keyId))
    .where(and(eq(apiKeys.userId, user.id), gte(apiKeyUsage.day, monthStart)));
  const limits = apiLimits(userTier(user));
  const counted = await monthlyCount(db, user.id, now);
  return {
    from,
    to,
    rows,
    month: {
      month: monthStart.slice(0, 7),
      used: Number(month?.used ?? 0),
      allowance: limits?.monthlyAllowance ?? null,
      counted,
      remaining: limits ? Math.max(0, limits.monthlyAllowance - counted) : null,
    },
    rateLimit: limits ? { policy: limits.policy, quota: limits.quota, windowSeconds: limits.windowSeconds } : null,
  };
}

/** The rows as CSV (RFC 4180; the route groups are our own words, no quoting needed beyond the header). */
export function usageCsv(report: UsageReport): string {
  const lines = ['day,route_group,count,errors,p95_ms'];
  for (const r of report.rows) lines.push([r.day, r.routeGroup, r.count, r.errors, r.p95Ms ?? ''].join(','));
  return `${lines.join('\r\n')}\r\n`;
}
