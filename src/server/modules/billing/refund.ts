import { formatInvoiceNumber } from '../../../domain/billing/index.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './repository.ts';
import type { BillingDeps } from './service.ts';

/**
 * A refund: a credit note (next number of the year, negative amounts, pointing at the invoice) — the
 * invoice itself never changes. The plan it paid for ends at once (tier back to Free; nothing deleted).
 */
export async function refundInvoice(deps: BillingDeps, invoiceId: string, reason: string | null) {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const inv = await repo.findInvoice(tx, invoiceId);
    if (!inv || inv.kind !== 'invoice') throw new AppError('INVOICE_NOT_FOUND');
    // One credit note per invoice: the lock on the order (or the unique check below) serialises refunds.
    if (inv.orderId) await repo.lockOrder(tx, inv.orderId);
    if ((await repo.creditNotesOf(tx, inv.id)).length > 0) throw new AppError('ORDER_NOT_AWAITING_PAYMENT');
    const note = await repo.insertInvoiceNumbered(
      tx,
      {
        userId: inv.userId,
        orderId: inv.orderId,
        kind: 'credit_note',
        correctsInvoiceId: inv.id,
        issuedAt: now,
        language: inv.language,
        description: `${inv.language === 'it' ? 'Nota di credito a storno della fattura' : 'Credit note reversing invoice'} ${inv.number}${reason ? ` — ${reason}` : ''}`,
        planId: inv.planId,
        netCents: -inv.netCents,
        vatRateBp: inv.vatRateBp,
        vatCents: -inv.vatCents,
        totalCents: -inv.totalCents,
        currency: inv.currency,
        vatTreatment: inv.vatTreatment,
        seller: inv.seller,
        buyer: inv.buyer,
        provider: inv.provider,
        stripeInvoiceId: null,
      },
      now.getUTCFullYear(),
      formatInvoiceNumber,
    );
    const sub = await repo.findSubscription(tx, inv.userId);
    if (sub && sub.planId === inv.planId && sub.status !== 'canceled')
      await repo.upsertSubscription(tx, inv.userId, { status: 'canceled', tier: 'free', cancelAtPeriodEnd: false }, now);
    return { note, invoice: inv };
  });
  const u = await repo.userById(deps.db, result.invoice.userId);
  if (u)
    await deps.mail.invoiceIssued(u.email, u.language, {
      number: result.note.number,
      totalCents: result.note.totalCents,
      id: result.note.id,
      creditNote: true,
    });
  return result;
}
