import type { Plan } from '../../../domain/billing/index.ts';

type Lang = 'en' | 'it';
export type Enqueue = (m: { to: string; subject: string; body: string; kind: string }) => Promise<void>;

const PLAN_NAMES: Record<string, Record<Lang, string>> = {
  single_project: { en: 'Single Project (one-time)', it: 'Progetto singolo (una tantum)' },
  professional_monthly: { en: 'Professional, monthly (12-month commitment)', it: 'Professional, mensile (impegno di 12 mesi)' },
  professional_annual: { en: 'Professional, annual prepaid', it: 'Professional, annuale anticipato' },
  business_monthly: { en: 'Business, monthly (12-month commitment)', it: 'Business, mensile (impegno di 12 mesi)' },
  business_annual: { en: 'Business, annual prepaid', it: 'Business, annuale anticipato' },
  trial: { en: 'Professional trial (14 days)', it: 'Prova Professional (14 giorni)' },
};

export function planName(planId: string, lang: Lang): string {
  return PLAN_NAMES[planId]?.[lang] ?? planId;
}

export const euro = (cents: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'it' ? 'it-IT' : 'en-IE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The billing e-mails (issue 22), through the outbox, in the customer's language (both when unknown):
 * order received (with the pro-forma), payment confirmed, invoice issued, renewal upcoming, payment
 * failed, plan ended.
 */
export function billingMailer(enqueue: Enqueue, origin: string) {
  const send = (to: string, lang: Lang | null, kind: string, texts: Record<Lang, { subject: string; body: string }>) => {
    if (lang) return enqueue({ to, kind, ...texts[lang] });
    return enqueue({ to, kind, subject: `${texts.en.subject} / ${texts.it.subject}`, body: `${texts.en.body}\n\n---\n\n${texts.it.body}` });
  };
  const billingUrl = `${origin}/billing`;
  return {
    orderReceived: (
      to: string,
      lang: Lang | null,
      m: {
        planId: string;
        totalCents: number;
        reference: string;
        bank: { beneficiary: string; iban: string; bic: string } | null;
        example: boolean;
      },
    ) =>
      send(to, lang, 'billing-order-received', {
        en: {
          subject: `Order received: ${planName(m.planId, 'en')}`,
          body: `Thank you. Your order for ${planName(m.planId, 'en')} (${euro(m.totalCents, 'en')} VAT included where due) is registered.${m.bank ? `\n\nPro-forma — pay by bank transfer:\nBeneficiary: ${m.bank.beneficiary}\nIBAN: ${m.bank.iban}\nBIC: ${m.bank.bic}\nReference: ${m.reference}${m.example ? '\n\nEXAMPLE BANK DETAILS: this installation has not configured its own; do not transfer to them.' : ''}` : ''}\n\nThe plan starts when the payment is confirmed: ${billingUrl}`,
        },
        it: {
          subject: `Ordine ricevuto: ${planName(m.planId, 'it')}`,
          body: `Grazie. Il tuo ordine per ${planName(m.planId, 'it')} (${euro(m.totalCents, 'it')} IVA inclusa ove dovuta) è registrato.${m.bank ? `\n\nPro forma — paga con bonifico:\nBeneficiario: ${m.bank.beneficiary}\nIBAN: ${m.bank.iban}\nBIC: ${m.bank.bic}\nCausale: ${m.reference}${m.example ? '\n\nCOORDINATE BANCARIE DI ESEMPIO: questa installazione non ha configurato le proprie; non effettuare bonifici.' : ''}` : ''}\n\nIl piano parte quando il pagamento è confermato: ${billingUrl}`,
        },
      }),
    paymentConfirmed: (to: string, lang: Lang | null, m: { plan: Plan; periodEnd: Date | null }) =>
      send(to, lang, 'billing-payment-confirmed', {
        en: {
          subject: `Payment confirmed: ${planName(m.plan.id, 'en')} is active`,
          body: `Your payment is confirmed and ${planName(m.plan.id, 'en')} is active now${m.periodEnd ? ` (current period until ${day(m.periodEnd)})` : ''}.\n${billingUrl}`,
        },
        it: {
          subject: `Pagamento confermato: ${planName(m.plan.id, 'it')} è attivo`,
          body: `Il pagamento è confermato e ${planName(m.plan.id, 'it')} è attivo da ora${m.periodEnd ? ` (periodo in corso fino al ${day(m.periodEnd)})` : ''}.\n${billingUrl}`,
        },
      }),
    invoiceIssued: (to: string, lang: Lang | null, m: { number: string; totalCents: number; id: string; creditNote: boolean }) =>
      send(to, lang, 'billing-invoice-issued', {
        en: {
          subject: `${m.creditNote ? 'Credit note' : 'Invoice'} ${m.number}`,
          body: `${m.creditNote ? 'Credit note' : 'Invoice'} ${m.number} (${euro(m.totalCents, 'en')}) is issued. Download it: ${origin}/api/billing/invoices/${m.id}/pdf`,
        },
        it: {
          subject: `${m.creditNote ? 'Nota di credito' : 'Fattura'} ${m.number}`,
          body: `${m.creditNote ? 'La nota di credito' : 'La fattura'} ${m.number} (${euro(m.totalCents, 'it')}) è stata emessa. Scaricala: ${origin}/api/billing/invoices/${m.id}/pdf`,
        },
      }),
    renewalUpcoming: (to: string, lang: Lang | null, m: { planId: string; periodEnd: Date; totalCents: number; reference: string }) =>
      send(to, lang, 'billing-renewal-upcoming', {
        en: {
          subject: `Renewal on ${day(m.periodEnd)}`,
          body: `${planName(m.planId, 'en')} renews on ${day(m.periodEnd)} (${euro(m.totalCents, 'en')}). Pay by transfer with reference ${m.reference}, or cancel: ${billingUrl}`,
        },
        it: {
          subject: `Rinnovo il ${day(m.periodEnd)}`,
          body: `${planName(m.planId, 'it')} si rinnova il ${day(m.periodEnd)} (${euro(m.totalCents, 'it')}). Paga con bonifico con causale ${m.reference}, oppure disdici: ${billingUrl}`,
        },
      }),
    paymentFailed: (to: string, lang: Lang | null, m: { graceEndsAt: Date }) =>
      send(to, lang, 'billing-payment-failed', {
        en: {
          subject: 'Payment not received',
          body: `We have not received the renewal payment. Your plan stays active until ${day(m.graceEndsAt)} (grace period); after that the account returns to Free. Nothing is deleted: projects above the Free limit become read-only. ${billingUrl}`,
        },
        it: {
          subject: 'Pagamento non ricevuto',
          body: `Non abbiamo ricevuto il pagamento del rinnovo. Il piano resta attivo fino al ${day(m.graceEndsAt)} (periodo di tolleranza); poi l'account torna a Free. Non si elimina nulla: i progetti oltre il limite di Free diventano di sola lettura. ${billingUrl}`,
        },
      }),
    planEnded: (to: string, lang: Lang | null) =>
      send(to, lang, 'billing-plan-ended', {
        en: {
          subject: 'Your plan has ended',
          body: `Your plan has ended and the account is on Free. Nothing was deleted: projects above the limit are read-only until you choose a plan again: ${origin}/pricing`,
        },
        it: {
          subject: 'Il tuo piano è terminato',
          body: `Il piano è terminato e l'account è su Free. Non è stato eliminato nulla: i progetti oltre il limite sono in sola lettura finché non scegli di nuovo un piano: ${origin}/pricing`,
        },
      }),
  };
}
export type BillingMailer = ReturnType<typeof billingMailer>;
