import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { PRICE_LIST_VERSION, addDays, amountsFor, planById } from '../../../domain/billing/index.ts';
import { billingOrders, billingSubscriptions } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './repository.ts';
import { buyerOf, vatOf, type BillingDeps } from './service.ts';

/** Days before a period's end the renewal pro-forma is sent (invoice driver). */
export const RENEWAL_NOTICE_DAYS = 7;

/**
 * Invoice driver renewals, on the jobs tick: a recurring plan whose period ends within
 * RENEWAL_NOTICE_DAYS (and is not cancelled) gets one renewal order with its pro-forma and the
 * "renewal upcoming" e-mail; when an admin marks it paid the next period starts at the old period's
 * end. An order already awaiting payment for the account means no second one. Returns the orders made.
 */
export async function createRenewalOrders(deps: BillingDeps): Promise<number> {
  if (deps.provider.name !== 'invoice') return 0;
  const now = deps.now();
  const due = await deps.db
    .select()
    .from(billingSubscriptions)
    .where(
      and(
        inArray(billingSubscriptions.status, ['active', 'past_due']),
        eq(billingSubscriptions.provider, 'invoice'),
        eq(billingSubscriptions.cancelAtPeriodEnd, false),
        lte(billingSubscriptions.currentPeriodEnd, addDays(now, RENEWAL_NOTICE_DAYS)),
        sql`not exists (select 1 from ${billingOrders} o where o.user_id = ${billingSubscriptions.userId} and o.status = 'awaiting_payment')`,
      ),
    )
    .limit(200);
  let made = 0;
  for (const sub of due) {
    // A downgrade waiting for the period's end renews only once the period has ended: reconcile then
    // switches the plan (the old tier kept through the grace days) and the next sweep bills the new one,
    // so paying early never cuts the higher plan's paid time short.
    if (sub.pendingPlanId) continue;
    const plan = planById(sub.planId ?? '');
    if (!plan || plan.interval === 'one_time' || !sub.currentPeriodEnd) continue;
    const u = await repo.userById(deps.db, sub.userId);
    if (!u) continue;
    const buyer = await buyerOf(deps, { id: u.id, email: u.email, username: u.username });
    const a = amountsFor(plan.amountCents, vatOf(buyer));
    const order = await repo.insertOrder(deps.db, {
      userId: u.id,
      planId: plan.id,
      priceListVersion: PRICE_LIST_VERSION,
      kind: 'renewal',
      netCents: a.netCents,
      vatRateBp: a.vatRateBp,
      vatCents: a.vatCents,
      totalCents: a.totalCents,
      vatTreatment: a.vatTreatment,
      provider: 'invoice',
      reference: `CR-${now.getUTCFullYear()}-${randomBytes(4).toString('hex').toUpperCase()}`,
      returnTo: null,
      buyer,
      createdAt: now,
    });
    await recordAudit(deps, {
      actorId: null,
      action: 'billing.renewal.order',
      target: order.id,
      outcome: 'success',
      ip: null,
      details: { userId: u.id, planId: plan.id, periodEnd: sub.currentPeriodEnd.toISOString(), totalCents: order.totalCents },
    });
    await deps.mail.renewalUpcoming(u.email, u.language, {
      planId: plan.id,
      periodEnd: sub.currentPeriodEnd,
      totalCents: order.totalCents,
      reference: order.reference,
    });
    made += 1;
  }
  return made;
}
