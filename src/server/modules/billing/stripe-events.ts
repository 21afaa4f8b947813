import { GRACE_DAYS, addDays, planById, vatCentsOf } from '../../../domain/billing/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './repository.ts';
import type { OrderRow, SubscriptionRow } from './repository.ts';
import { markOrderPaid, type BillingDeps } from './service.ts';

type Obj = Record<string, unknown>;
const str = (v: unknown): string | null =>
  typeof v === 'string' ? v : v && typeof v === 'object' && typeof (v as Obj).id === 'string' ? ((v as Obj).id as string) : null;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const date = (v: unknown): Date | null => (typeof v === 'number' ? new Date(v * 1000) : null);

/** Metadata of an invoice's subscription (API 2025+: invoice.parent.subscription_details), with its id. */
function invoiceSubscription(inv: Obj): { id: string | null; metadata: Obj } {
  const details = obj(obj(inv.parent).subscription_details);
  return { id: str(details.subscription) ?? str(inv.subscription), metadata: obj(details.metadata ?? inv.subscription_details) };
}

/** Period of the invoice's first line (the subscription period it pays for). */
function linePeriod(inv: Obj): { start: Date | null; end: Date | null } {
  const line = obj((obj(inv.lines).data as unknown[] | undefined)?.[0]);
  const p = obj(line.period);
  return { start: date(p.start), end: date(p.end) };
}

async function orderFromMetadata(deps: BillingDeps, metadata: Obj): Promise<OrderRow | null> {
  const id = str(metadata.orderId);
  return id && /^[0-9a-f-]{36}$/i.test(id) ? repo.findOrder(deps.db, id) : null;
}

/** What the paid Stripe invoice says was charged (cents), when it says so. */
function paidAmounts(inv: Obj): { netCents: number; totalCents: number } | null {
  const total = typeof inv.amount_paid === 'number' ? inv.amount_paid : null;
  if (total === null) return null;
  const net = typeof inv.total_excluding_tax === 'number' ? inv.total_excluding_tax : null;
  return { totalCents: total, netCents: net ?? total };
}

/**
 * Pays the order unless already paid; a renewal becomes its own paid order. The platform's invoice
 * mirrors the paid Stripe invoice: its id, and the amounts Stripe charged when the Stripe invoice
 * carries them (net = total_excluding_tax, VAT = amount_paid − net); else the order's.
 */
async function settle(
  deps: BillingDeps,
  order: OrderRow,
  stripeInvoiceId: string | null,
  sub: Partial<SubscriptionRow>,
  charged: { netCents: number; totalCents: number } | null = null,
) {
  if (stripeInvoiceId && (await repo.findInvoiceByStripeId(deps.db, stripeInvoiceId))) return;
  let target = order;
  if (order.status === 'paid') {
    // A later period of the same subscription: a renewal order at the same price and VAT, paid now.
    target = await repo.insertOrder(deps.db, {
      userId: order.userId,
      planId: order.planId,
      priceListVersion: order.priceListVersion,
      kind: 'renewal',
      netCents: planById(order.planId)!.amountCents,
      vatRateBp: order.vatRateBp,
      vatCents: vatCentsOf(planById(order.planId)!.amountCents, order.vatRateBp),
      totalCents: 0,
      vatTreatment: order.vatTreatment,
      provider: 'stripe',
      reference: `${order.reference}-R${Date.now().toString(36).toUpperCase()}`,
      returnTo: null,
      buyer: order.buyer,
      stripeSubscriptionId: order.stripeSubscriptionId,
      createdAt: deps.now(),
    });
    target = await repo.updateOrder(deps.db, target.id, { totalCents: target.netCents + target.vatCents });
  }
  if (target.status !== 'awaiting_payment') return;
  if (charged && (charged.netCents !== target.netCents || charged.totalCents !== target.totalCents)) {
    target = await repo.updateOrder(deps.db, target.id, {
      netCents: charged.netCents,
      totalCents: charged.totalCents,
      vatCents: charged.totalCents - charged.netCents,
    });
  }
  try {
    const res = await markOrderPaid(deps, target.id, null, { invoiceId: stripeInvoiceId, subscription: { provider: 'stripe', ...sub } });
    await recordAudit(deps, {
      actorId: null,
      action: 'billing.order.paid',
      target: res.order.id,
      outcome: 'success',
      ip: null,
      details: {
        provider: 'stripe',
        stripeInvoiceId,
        userId: res.order.userId,
        planId: res.order.planId,
        invoice: res.invoice.number,
        tier: res.sub.tier,
      },
    });
  } catch (err) {
    // Two deliveries racing for one order: the second finds it paid, which is the end state wanted.
    if (!(err instanceof AppError && err.code === 'ORDER_NOT_AWAITING_PAYMENT')) throw err;
  }
}

/**
 * One Stripe event, processed once (its id stored first, in its own statement: a replay finds it and
 * changes nothing). Each handler reconciles from the object's own metadata and state, never from the
 * order events came in: `invoice.paid` before `checkout.session.completed` pays the order named in the
 * subscription's metadata, and the later session event finds it paid and only records its ids.
 * Returns false for a replay.
 */
export async function handleStripeEvent(deps: BillingDeps, event: { id: string; type: string; data: { object: Obj } }): Promise<boolean> {
  if (!(await repo.recordEvent(deps.db, event.id, event.type, deps.now()))) return false;
  const o = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed': {
      const order =
        (await orderFromMetadata(deps, obj(o.metadata))) ?? (str(o.id) ? await repo.findOrderByStripeSession(deps.db, str(o.id)!) : null);
      if (!order) return true;
      const ids = { stripeCustomerId: str(o.customer), stripeSubscriptionId: str(o.subscription) };
      await repo.updateOrder(deps.db, order.id, { stripeSessionId: str(o.id), ...ids });
      // A one-time payment has no Stripe invoice: the session's payment settles it.
      if (o.mode === 'payment' && o.payment_status === 'paid') await settle(deps, order, null, { stripeCustomerId: ids.stripeCustomerId });
      else if (order.status === 'paid') await repo.upsertSubscription(deps.db, order.userId, ids, deps.now());
      return true;
    }
    case 'invoice.paid': {
      const s = invoiceSubscription(o);
      const order = (await orderFromMetadata(deps, s.metadata)) ?? null;
      if (!order) return true;
      const period = linePeriod(o);
      await settle(
        deps,
        order,
        str(o.id),
        {
          stripeCustomerId: str(o.customer),
          stripeSubscriptionId: s.id,
          ...(period.end ? { currentPeriodEnd: period.end } : {}),
          ...(period.start ? { currentPeriodStart: period.start } : {}),
        },
        paidAmounts(o),
      );
      return true;
    }
    case 'invoice.payment_failed': {
      const s = invoiceSubscription(o);
      const sub = s.id ? await repo.findSubscriptionByStripeId(deps.db, s.id) : null;
      if (!sub || sub.status === 'canceled') return true;
      const graceEndsAt = addDays(deps.now(), GRACE_DAYS);
      await repo.upsertSubscription(deps.db, sub.userId, { status: 'past_due', graceEndsAt }, deps.now());
      const u = await repo.userById(deps.db, sub.userId);
      if (u && sub.status !== 'past_due') await deps.mail.paymentFailed(u.email, u.language, { graceEndsAt });
      return true;
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      // The subscription as Stripe has it now, when it can be read: an older "updated" delivered after a
      // newer one then changes nothing (event order is not trusted); else the event's own copy.
      const live =
        event.type === 'customer.subscription.updated' && str(o.id) && deps.provider.currentSubscription
          ? await deps.provider.currentSubscription(str(o.id)!)
          : null;
      return applySubscription(deps, event.type, live && typeof live.status === 'string' ? { ...o, ...live } : o);
    }
    default:
      return true;
  }
}

async function applySubscription(deps: BillingDeps, type: string, o: Obj): Promise<boolean> {
  const sub = str(o.id) ? await repo.findSubscriptionByStripeId(deps.db, str(o.id)!) : null;
  const owner = sub?.userId ?? str(obj(o.metadata).userId);
  if (!owner || !(await repo.userById(deps.db, owner))) return true;
  const item = obj((obj(o.items).data as unknown[] | undefined)?.[0]);
  const periodEnd = date(item.current_period_end) ?? date(o.current_period_end);
  if (type === 'customer.subscription.deleted' || o.status === 'canceled' || o.status === 'unpaid') {
    await repo.upsertSubscription(
      deps.db,
      owner,
      { status: 'canceled', tier: 'free', cancelAtPeriodEnd: false, stripeSubscriptionId: str(o.id) },
      deps.now(),
    );
    const u = await repo.userById(deps.db, owner);
    if (u && sub?.status !== 'canceled') await deps.mail.planEnded(u.email, u.language);
  } else {
    await repo.upsertSubscription(
      deps.db,
      owner,
      {
        cancelAtPeriodEnd: o.cancel_at_period_end === true,
        stripeSubscriptionId: str(o.id),
        ...(periodEnd ? { currentPeriodEnd: periodEnd } : {}),
      },
      deps.now(),
    );
  }
  return true;
}
