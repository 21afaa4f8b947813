import type { z } from 'zod';
import type { billingStatus, invoiceItem, order, planItem } from '../../../contract/billing.ts';
import { planById, type Plan } from '../../../domain/billing/index.ts';
import type { InvoiceRow, OrderRow } from './repository.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
export { iso };

export function planOut(p: Plan): z.infer<typeof planItem> {
  return {
    id: p.id,
    tier: p.tier,
    interval: p.interval,
    amountCents: p.amountCents,
    currency: p.currency,
    commitmentMonths: p.commitmentMonths,
  };
}

export function amountsOf(r: {
  netCents: number;
  vatRateBp: number;
  vatCents: number;
  totalCents: number;
  vatTreatment: 'standard' | 'reverse_charge' | 'outside_eu';
}) {
  return {
    netCents: r.netCents,
    vatRate: r.vatRateBp / 10_000,
    vatCents: r.vatCents,
    totalCents: r.totalCents,
    currency: 'EUR' as const,
    vatTreatment: r.vatTreatment,
  };
}

export function orderOut(r: OrderRow): z.infer<typeof order> {
  return {
    id: r.id,
    planId: planById(r.planId)!.id,
    status: r.status,
    provider: r.provider,
    reference: r.reference,
    amounts: amountsOf(r),
    createdAt: r.createdAt.toISOString(),
    paidAt: iso(r.paidAt),
    returnTo: r.returnTo,
  };
}

export function invoiceOut(r: InvoiceRow): z.infer<typeof invoiceItem> {
  return {
    id: r.id,
    number: r.number,
    kind: r.kind,
    issuedAt: r.issuedAt.toISOString(),
    description: r.description,
    planId: r.kind === 'credit_note' ? null : r.planId,
    language: r.language,
    amounts: amountsOf(r),
    correctsInvoiceId: r.correctsInvoiceId,
  };
}

export type BillingStatusOut = z.infer<typeof billingStatus>;
