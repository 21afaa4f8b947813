import type { BillingStatus } from '../../../contract/billing.ts';
import type { Tier } from '../../../domain/rbac/index.ts';

export type OrderState = 'waiting' | 'paid' | 'failed' | 'unknown';

/**
 * Whether the order `orderId` is paid, judged from GET /api/billing only (never from the redirect that
 * brought the user here): paid once it is no longer awaiting payment and the account holds the plan's
 * tier; failed when the server lists it canceled or expired; waiting while it awaits payment. Without
 * the plan (the page learns it from the pending order), an order that is not pending is 'unknown': the
 * page then says what the account holds, and claims no payment.
 */
export function orderState(
  status: Pick<BillingStatus, 'tier' | 'status' | 'pendingOrders'>,
  orderId: string | null,
  planTier: Tier | null,
): OrderState {
  const order = orderId ? status.pendingOrders.find((o) => o.id === orderId) : undefined;
  if (order && (order.status === 'canceled' || order.status === 'expired')) return 'failed';
  if (order && order.status === 'awaiting_payment') return 'waiting';
  if (planTier) return status.tier === planTier ? 'paid' : 'waiting';
  return 'unknown';
}

/** Seconds after which the page says what to do when the confirmation takes long. */
export const SLOW_AFTER_SECONDS = 60;
/** How often the page asks the server again. */
export const POLL_MS = 3000;
