import { sql } from 'drizzle-orm';
import type { BillingDetails } from '../../../contract/billing.ts';
import {
  PLAN_IDS,
  amountsFor,
  cancellationEffectiveAt,
  planById,
  previewChange,
  stateAt,
  trialState,
  TIER_RANK,
  type PlanId,
  type SubscriptionState,
} from '../../../domain/billing/index.ts';
import { projectLimit, storageQuota, type Tier } from '../../../domain/rbac/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/types.ts';
import type { SessionUser } from '../auth/index.ts';
import { iso, orderOut, planOut, type BillingStatusOut } from './mapping.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './repository.ts';
import type { SubscriptionRow } from './repository.ts';
import { buyerOf, vatOf, type BillingDeps } from './service.ts';

const stateOf = (s: SubscriptionRow): SubscriptionState => ({
  status: s.status,
  tier: s.tier as Tier,
  currentPeriodEnd: s.currentPeriodEnd,
  commitmentEnd: s.commitmentEnd,
  cancelAtPeriodEnd: s.cancelAtPeriodEnd,
  graceEndsAt: s.graceEndsAt,
});

/**
 * Brings a subscription up to date with the clock (stateAt): evaluated lazily on every read of the
 * account's billing and by the periodic sweep (jobs tick), so a lapsed plan falls back to Free even for
 * an account nobody opens. Sends "payment failed" on entering grace and "plan ended" on the fall to Free.
 */
export async function reconcile(deps: BillingDeps, sub: SubscriptionRow | null): Promise<SubscriptionRow | null> {
  if (!sub) return null;
  const now = deps.now();
  const next = stateAt(stateOf(sub), now);
  if (next.status === sub.status && next.tier === sub.tier && next.graceEndsAt?.getTime() === sub.graceEndsAt?.getTime()) return sub;
  // A downgrade scheduled for the period's end becomes the plan to renew (it is paid like a renewal).
  const pending = sub.pendingPlanId && next.status === 'past_due' ? planById(sub.pendingPlanId) : null;
  const row = await repo.upsertSubscription(
    deps.db,
    sub.userId,
    {
      status: next.status,
      tier: next.tier,
      graceEndsAt: next.graceEndsAt,
      cancelAtPeriodEnd: next.cancelAtPeriodEnd,
      ...(pending ? { planId: pending.id, pendingPlanId: null } : {}),
    },
    now,
  );
  // No request behind a lapse (a read or the sweep notices the clock): audited as the system's act.
  await recordAudit(deps, {
    actorId: null,
    action: 'billing.subscription.lapse',
    target: sub.userId,
    outcome: 'success',
    ip: null,
    details: {
      from: sub.status,
      to: next.status,
      tier: next.tier,
      planId: sub.planId,
      graceEndsAt: next.graceEndsAt?.toISOString() ?? null,
    },
  });
  const u = await repo.userById(deps.db, sub.userId);
  if (u && next.status === 'past_due' && sub.status !== 'past_due')
    await deps.mail.paymentFailed(u.email, u.language, { graceEndsAt: next.graceEndsAt! });
  if (u && next.tier === 'free' && sub.tier !== 'free') await deps.mail.planEnded(u.email, u.language);
  return row;
}

/** The periodic sweep (jobs tick): every subscription whose period or grace ended is reconciled. */
export async function sweepSubscriptions(deps: BillingDeps): Promise<number> {
  const due = await repo.subscriptionsDue(deps.db, deps.now());
  let changed = 0;
  for (const s of due) if ((await reconcile(deps, s)) !== s) changed += 1;
  return changed;
}

async function usageOf(db: Db, userId: string, tier: Tier) {
  const res = await db.execute<{ projects: number; bytes: number }>(sql`
    select (select count(*)::int from projects p join workspaces w on w.id = p.workspace_id where w.personal_owner_id = ${userId}) as projects,
           (select coalesce(sum(d.size), 0)::float8 from documents d join projects p on p.id = d.project_id join workspaces w on w.id = p.workspace_id
             where w.personal_owner_id = ${userId} and d.deleted_at is null) as bytes`);
  const row = (res as unknown as { rows: Array<{ projects: number; bytes: number }> }).rows[0]!;
  const members = await db.execute<{ n: number }>(sql`
    select count(distinct m2.user_id)::int as n from workspace_members m join workspace_members m2 on m2.workspace_id = m.workspace_id
    where m.user_id = ${userId} and m.role = 'owner'`);
  const n = (members as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
  return {
    projects: { used: Number(row.projects), limit: projectLimit(tier) },
    members: { used: Math.max(1, Number(n)), limit: tier === 'enterprise' ? null : 1 },
    storageBytes: { used: Math.round(Number(row.bytes)), limit: storageQuota(tier) },
  };
}

export async function billingStatusOf(deps: BillingDeps, user: SessionUser): Promise<BillingStatusOut> {
  const sub = await reconcile(deps, await repo.findSubscription(deps.db, user.id));
  const u = await repo.userById(deps.db, user.id);
  const tier = (u?.tier ?? 'free') as Tier;
  const plan = sub?.planId && sub.status !== 'canceled' ? planById(sub.planId) : null;
  const pending = await repo.pendingOrdersOf(deps.db, user.id);
  return {
    tier,
    plan: plan ? planOut(plan) : null,
    status: sub?.status ?? 'none',
    currentPeriodEnd: iso(sub?.currentPeriodEnd),
    commitmentEnd: iso(sub?.commitmentEnd),
    cancelAtPeriodEnd: sub?.cancelAtPeriodEnd ?? false,
    graceEndsAt: sub?.status === 'past_due' ? iso(sub.graceEndsAt) : null,
    trialAvailable: !sub?.trialUsed && tier === 'free',
    usage: await usageOf(deps.db, user.id, tier),
    pendingOrders: pending.map(orderOut),
    provider: deps.provider.name,
    billing: (await repo.findDetails(deps.db, user.id)) as BillingDetails | null,
  };
}

/** The 14-day Professional trial: at once, no payment, once per account, from the Free plan only. */
export async function startTrial(deps: BillingDeps, user: SessionUser) {
  const sub = await repo.findSubscription(deps.db, user.id);
  const u = await repo.userById(deps.db, user.id);
  if (sub?.trialUsed || u?.tier !== 'free') throw new AppError('TRIAL_NOT_AVAILABLE');
  const t = trialState(deps.now());
  await repo.upsertSubscription(
    deps.db,
    user.id,
    {
      planId: null,
      tier: t.tier,
      status: 'trialing',
      currentPeriodStart: deps.now(),
      currentPeriodEnd: t.currentPeriodEnd,
      commitmentEnd: null,
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
      trialUsed: true,
    },
    deps.now(),
  );
}

async function paidSubscription(deps: BillingDeps, userId: string) {
  const sub = await reconcile(deps, await repo.findSubscription(deps.db, userId));
  if (!sub || !sub.planId || (sub.status !== 'active' && sub.status !== 'past_due')) throw new AppError('NO_SUBSCRIPTION');
  return sub;
}

/** Cancels at the period's end — never before the commitment's end (said in `endsAtCommitment`). */
export async function cancelSubscription(deps: BillingDeps, user: SessionUser) {
  const sub = await paidSubscription(deps, user.id);
  const now = deps.now();
  const endsAt = cancellationEffectiveAt(sub.currentPeriodEnd, sub.commitmentEnd, now);
  await deps.provider.setCancelAtPeriodEnd(sub, true);
  await repo.upsertSubscription(deps.db, user.id, { cancelAtPeriodEnd: true }, now);
  return {
    endsAt,
    endsAtCommitment:
      !!sub.commitmentEnd && sub.commitmentEnd.getTime() === endsAt.getTime() && (sub.currentPeriodEnd?.getTime() ?? 0) < endsAt.getTime(),
  };
}

export async function resumeSubscription(deps: BillingDeps, user: SessionUser) {
  const sub = await paidSubscription(deps, user.id);
  await deps.provider.setCancelAtPeriodEnd(sub, false);
  await repo.upsertSubscription(deps.db, user.id, { cancelAtPeriodEnd: false }, deps.now());
}

/** The proration a plan change would apply, before the customer confirms it. */
export async function changePreviewFor(deps: BillingDeps, user: SessionUser, planId: PlanId) {
  const next = planById(planId)!;
  const sub = await reconcile(deps, await repo.findSubscription(deps.db, user.id));
  const current = sub?.planId && (sub.status === 'active' || sub.status === 'past_due') ? planById(sub.planId) : null;
  const now = deps.now();
  const p =
    current && sub
      ? previewChange(
          { plan: current, periodStart: sub.currentPeriodStart ?? now, periodEnd: sub.currentPeriodEnd, commitmentEnd: sub.commitmentEnd },
          next,
          now,
        )
      : { effective: 'now' as const, creditCents: 0, newPriceCents: next.amountCents, dueNowCents: next.amountCents, effectiveAt: now };
  if (current?.id === next.id) throw new AppError('PLAN_CHANGE_NOT_ALLOWED');
  const amounts = amountsFor(p.dueNowCents, vatOf(await buyerOf(deps, user)));
  const { vatRateBp: _bp, ...publicAmounts } = amounts;
  return {
    from: current ? planOut(current) : null,
    to: planOut(next),
    effective: p.effective,
    effectiveAt: p.effectiveAt.toISOString(),
    creditCents: p.creditCents,
    newPriceCents: p.newPriceCents,
    dueNowCents: p.dueNowCents,
    amounts: publicAmounts,
  };
}

/** Schedules a downgrade for the end of the period (an upgrade goes through checkout, prorated). */
export async function scheduleDowngrade(deps: BillingDeps, user: SessionUser, planId: PlanId) {
  const sub = await paidSubscription(deps, user.id);
  const current = planById(sub.planId!)!;
  const next = planById(planId)!;
  if (TIER_RANK[next.tier] > TIER_RANK[current.tier]) throw new AppError('PLAN_CHANGE_NOT_ALLOWED');
  await repo.upsertSubscription(deps.db, user.id, { pendingPlanId: next.id }, deps.now());
}

export const isPlanId = (v: string): v is PlanId => (PLAN_IDS as readonly string[]).includes(v);
