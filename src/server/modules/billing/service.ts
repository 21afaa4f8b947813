import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { BillingDetails, checkoutBody, checkoutResult } from '../../../contract/billing.ts';
import {
  PRICE_LIST_VERSION,
  amountsFor,
  billingDetailsProblem,
  commitmentEnd,
  formatInvoiceNumber,
  isValidEuVatNumber,
  normaliseTaxId,
  periodEnd,
  planById,
  previewChange,
  vatFor,
  TIER_RANK,
  type Plan,
} from '../../../domain/billing/index.ts';
import type { BillingConfig } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import type { BillingMailer } from './mail.ts';
import { planName } from './mail.ts';
import { orderOut } from './mapping.ts';
import type { PaymentProvider } from './provider.ts';
import * as repo from './repository.ts';
import type { InvoiceRow, OrderRow, SubscriptionRow, Tx } from './repository.ts';

export interface BillingDeps {
  db: Db;
  now: () => Date;
  config: BillingConfig;
  publicOrigin: string;
  provider: PaymentProvider;
  mail: BillingMailer;
  /** Notifies every admin in the app (the notifications module; e-mail per their preferences). */
  notifyAdmins: (m: { title: string; content: string; link: string }) => Promise<void>;
  /**
   * The invoice PDF and the accountant's XLSX, rendered off the event loop in the CPU worker pool,
   * in the caller's turn (ADR 0033); absent = in this thread (tests).
   */
  render?: {
    invoicePdf: (inv: InvoiceRow, owner: string) => Promise<Buffer>;
    invoicesXlsx: (columns: readonly string[], rows: Array<Array<string | number>>, owner: string) => Promise<Buffer>;
  };
}

export type Buyer = BillingDetails & { email: string; incomplete?: boolean };

/** Validates (VAT number per country, Italian check digits, SDI/PEC) and normalises billing details. */
export function checkedDetails(d: BillingDetails): BillingDetails {
  const n: BillingDetails = {
    ...d,
    vatNumber: d.vatNumber ? normaliseTaxId(d.vatNumber) : undefined,
    taxCode: d.taxCode ? normaliseTaxId(d.taxCode) : undefined,
    sdiCode: d.sdiCode ? d.sdiCode.toUpperCase() : undefined,
  };
  const problem = billingDetailsProblem(n);
  if (problem) throw new AppError(problem);
  return Object.fromEntries(Object.entries(n).filter(([, v]) => v !== undefined && v !== '')) as BillingDetails;
}

export async function saveBillingDetails(deps: BillingDeps, userId: string, d: BillingDetails): Promise<BillingDetails> {
  const checked = checkedDetails(d);
  await repo.saveDetails(deps.db, userId, checked, deps.now());
  return checked;
}

/** The buyer of an order: saved details, or (until they are given) a consumer in the seller's country under the account's name. */
export async function buyerOf(deps: BillingDeps, user: Pick<SessionUser, 'id' | 'email' | 'username'>): Promise<Buyer> {
  const saved = (await repo.findDetails(deps.db, user.id)) as BillingDetails | null;
  if (saved) return { ...saved, email: user.email };
  return {
    kind: 'consumer',
    name: user.username,
    addressLine: '—',
    postalCode: '—',
    city: '—',
    country: 'IT',
    email: user.email,
    incomplete: true,
  };
}

export function vatOf(b: Pick<Buyer, 'kind' | 'country' | 'vatNumber'>) {
  return vatFor({ kind: b.kind, country: b.country, vatNumberValid: !!b.vatNumber && isValidEuVatNumber(b.country, b.vatNumber) });
}

const reference = (now: Date) => `CR-${now.getUTCFullYear()}-${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * Places an order for a plan and starts the provider's checkout. With a plan already running, a higher
 * plan is an upgrade charged with the credit of the unused time (kind 'change'); a lower one is refused
 * here (POST /api/billing/change schedules it for the period's end).
 */
export async function checkout(
  deps: BillingDeps,
  user: SessionUser,
  body: z.infer<typeof checkoutBody>,
  lang: 'en' | 'it',
): Promise<z.infer<typeof checkoutResult>> {
  const plan = planById(body.planId)!;
  if (body.billing) await saveBillingDetails(deps, user.id, body.billing);
  const buyer = await buyerOf(deps, user);
  const now = deps.now();
  const sub = await repo.findSubscription(deps.db, user.id);
  let net = plan.amountCents;
  let kind: OrderRow['kind'] = 'new';
  const current = sub && (sub.status === 'active' || sub.status === 'past_due') && sub.planId ? planById(sub.planId) : null;
  if (current && sub) {
    if (current.id === plan.id || TIER_RANK[plan.tier] < TIER_RANK[current.tier]) throw new AppError('PLAN_CHANGE_NOT_ALLOWED');
    const p = previewChange(
      { plan: current, periodStart: sub.currentPeriodStart ?? now, periodEnd: sub.currentPeriodEnd, commitmentEnd: sub.commitmentEnd },
      plan,
      now,
    );
    if (p.effective !== 'now') throw new AppError('PLAN_CHANGE_NOT_ALLOWED');
    net = p.dueNowCents;
    kind = 'change';
  }
  const amounts = amountsFor(net, vatOf(buyer));
  let order = await repo.insertOrder(deps.db, {
    userId: user.id,
    planId: plan.id,
    priceListVersion: PRICE_LIST_VERSION,
    kind,
    netCents: amounts.netCents,
    vatRateBp: amounts.vatRateBp,
    vatCents: amounts.vatCents,
    totalCents: amounts.totalCents,
    vatTreatment: amounts.vatTreatment,
    provider: deps.provider.name,
    reference: reference(now),
    returnTo: body.returnTo ?? null,
    buyer,
    createdAt: now,
  });
  const back = encodeURIComponent(body.returnTo ?? '/billing');
  const started = await deps.provider.startCheckout(order, {
    plan,
    email: user.email,
    customerId: sub?.stripeCustomerId ?? null,
    subscriptionId: kind === 'change' ? (sub?.stripeSubscriptionId ?? null) : null,
    successUrl: `${deps.publicOrigin}/billing/success?order=${order.id}&returnTo=${back}`,
    cancelUrl: `${deps.publicOrigin}/billing/cancel?order=${order.id}&returnTo=${back}`,
  });
  if (started.patch) order = await repo.updateOrder(deps.db, order.id, started.patch);
  if (deps.provider.name === 'invoice') {
    await deps.mail.orderReceived(user.email, user.language ?? lang, {
      planId: plan.id,
      totalCents: order.totalCents,
      reference: order.reference,
      bank: deps.config.bank,
      example: deps.config.bankIsExample,
    });
    // The admins are told a transfer is expected (they confirm it on the billing page).
    await deps.notifyAdmins({
      title: `Bank transfer expected: ${order.reference}`,
      content: `${user.email} ordered ${planName(plan.id, 'en')} (${(order.totalCents / 100).toFixed(2)} EUR).`,
      link: '/admin/billing',
    });
  }
  return {
    orderId: order.id,
    ...(started.url ? { url: started.url } : {}),
    order: orderOut(order),
    ...(started.bankTransfer ? { bankTransfer: started.bankTransfer } : {}),
  };
}

/** Puts the plan of a paid order in force (period, commitment) and sets the user's tier, in the caller's transaction. */
export async function applyPaidOrder(tx: Tx, order: OrderRow, now: Date, extra: Partial<SubscriptionRow> = {}): Promise<SubscriptionRow> {
  const plan = planById(order.planId)!;
  const sub = await repo.findSubscription(tx, order.userId);
  const renewal = order.kind === 'renewal' && sub?.currentPeriodEnd;
  const start = renewal ? sub.currentPeriodEnd! : now;
  return repo.upsertSubscription(
    tx,
    order.userId,
    {
      planId: plan.id,
      tier: plan.tier,
      status: 'active',
      provider: order.provider,
      currentPeriodStart: start,
      currentPeriodEnd: periodEnd(plan, start),
      commitmentEnd: renewal ? sub.commitmentEnd : commitmentEnd(plan, start),
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
      pendingPlanId: null,
      ...extra,
    },
    now,
  );
}

/** Issues the invoice of a paid order (number allocated in this transaction), in the buyer's language. */
export async function issueInvoiceFor(
  deps: Pick<BillingDeps, 'config'>,
  tx: Tx,
  order: OrderRow,
  now: Date,
  lang: 'en' | 'it',
  stripeInvoiceId: string | null = null,
) {
  const plan = planById(order.planId)!;
  return repo.insertInvoiceNumbered(
    tx,
    {
      userId: order.userId,
      orderId: order.id,
      kind: 'invoice',
      correctsInvoiceId: null,
      issuedAt: now,
      language: lang,
      description: describe(plan, order.kind, lang),
      planId: plan.id,
      netCents: order.netCents,
      vatRateBp: order.vatRateBp,
      vatCents: order.vatCents,
      totalCents: order.totalCents,
      currency: 'EUR',
      vatTreatment: order.vatTreatment,
      seller: { ...deps.config.seller, example: deps.config.sellerIsExample },
      buyer: order.buyer ?? {},
      provider: order.provider,
      stripeInvoiceId,
    },
    now.getUTCFullYear(),
    formatInvoiceNumber,
  );
}

function describe(plan: Plan, kind: OrderRow['kind'], lang: 'en' | 'it'): string {
  const name = `Capital Readiness — ${planName(plan.id, lang)}`;
  if (kind === 'change')
    return lang === 'it'
      ? `${name}, passaggio di piano (al netto del credito del periodo non goduto)`
      : `${name}, plan change (net of the unused period's credit)`;
  if (kind === 'renewal') return lang === 'it' ? `${name}, rinnovo` : `${name}, renewal`;
  return name;
}

/** What a paid Stripe invoice or session brings to the confirmation. */
export interface StripePaid {
  invoiceId: string | null;
  subscription: Partial<SubscriptionRow>;
}

/**
 * An admin confirms a bank transfer (or Stripe reports the payment): in one transaction the order is paid, the invoice issued (next
 * number of the year) and the plan put in force with the user's tier. Mails go after the commit.
 */
export async function markOrderPaid(deps: BillingDeps, orderId: string, adminId: string | null, stripe: StripePaid | null = null) {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const o = await repo.lockOrder(tx, orderId);
    if (!o) throw new AppError('ORDER_NOT_FOUND');
    if (o.status !== 'awaiting_payment') throw new AppError('ORDER_NOT_AWAITING_PAYMENT');
    // An order placed before billing details were given is invoiced to the details saved since (same amounts).
    const saved = (o.buyer as { incomplete?: boolean } | null)?.incomplete ? await repo.findDetails(tx, o.userId) : null;
    const paid = await repo.updateOrder(tx, o.id, {
      status: 'paid',
      paidAt: now,
      paidBy: adminId,
      ...(saved ? { buyer: { ...saved, email: (o.buyer as { email?: string }).email } } : {}),
    });
    const u = await repo.userById(tx, o.userId);
    // The customer's language: the one they chose; else Italian for an Italian buyer, English for the others.
    const country = (paid.buyer as { country?: string } | null)?.country ?? 'IT';
    const lang = u?.language ?? (country === 'IT' ? 'it' : 'en');
    const invoice = await issueInvoiceFor(deps, tx, paid, now, lang, stripe?.invoiceId ?? null);
    const sub = await applyPaidOrder(tx, paid, now, stripe?.subscription ?? {});
    return { order: paid, invoice, sub, user: u };
  });
  if (result.user) {
    const lang = result.user.language;
    await deps.mail.paymentConfirmed(result.user.email, lang, {
      plan: planById(result.order.planId)!,
      periodEnd: result.sub.currentPeriodEnd,
    });
    await deps.mail.invoiceIssued(result.user.email, lang, {
      number: result.invoice.number,
      totalCents: result.invoice.totalCents,
      id: result.invoice.id,
      creditNote: false,
    });
  }
  return result;
}
