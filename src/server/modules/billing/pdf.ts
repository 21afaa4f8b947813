import { createRequire } from 'node:module';
import type { FastifyReply } from 'fastify';
import { pdfkit } from '../../lib/lazy-libraries.ts';
import { OUTSIDE_EU_MENTION, REVERSE_CHARGE_MENTION } from '../../../domain/billing/index.ts';
import { euro } from './mail.ts';
import type { InvoiceRow } from './repository.ts';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

type Lang = 'en' | 'it';
const L = {
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    number: 'Number',
    date: 'Date',
    seller: 'Seller',
    buyer: 'Customer',
    vat: 'VAT number',
    taxCode: 'Tax code (codice fiscale)',
    sdi: 'SDI recipient code',
    pec: 'PEC',
    description: 'Description',
    net: 'Net amount',
    vatRate: 'VAT rate',
    vatAmount: 'VAT',
    total: 'Total',
    corrects: 'Corrects invoice',
    example: 'EXAMPLE SELLER DETAILS — this installation has not configured its own (BILLING_SELLER_*): not a valid tax document.',
    currency: 'Amounts in euro.',
    paid: 'Paid',
  },
  it: {
    invoice: 'Fattura',
    creditNote: 'Nota di credito',
    number: 'Numero',
    date: 'Data',
    seller: 'Cedente / prestatore',
    buyer: 'Cessionario / committente',
    vat: 'Partita IVA',
    taxCode: 'Codice fiscale',
    sdi: 'Codice destinatario SDI',
    pec: 'PEC',
    description: 'Descrizione',
    net: 'Imponibile',
    vatRate: 'Aliquota IVA',
    vatAmount: 'Imposta',
    total: 'Totale',
    corrects: 'Rettifica la fattura',
    example:
      'DATI DEL CEDENTE DI ESEMPIO — questa installazione non ha configurato i propri (BILLING_SELLER_*): non è un documento fiscale valido.',
    currency: 'Importi in euro.',
    paid: 'Pagata',
  },
} as const;

const s = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The invoice as PDF, in the customer's language, with the fields an Italian invoice needs (art. 21
 * DPR 633/72): seller and customer with VAT number / codice fiscale and address, progressive number,
 * date, description, net, VAT rate and amount — or the reverse-charge / non-taxable mention — and total.
 */
export async function invoicePdf(inv: InvoiceRow): Promise<Buffer> {
  const lang: Lang = inv.language;
  const t = L[lang];
  const doc = new (await pdfkit())({
    size: 'A4',
    margin: 50,
    info: { Title: `${inv.kind === 'credit_note' ? t.creditNote : t.invoice} ${inv.number}`, CreationDate: inv.issuedAt },
    lang,
  });
  doc.registerFont('Body', FONT);
  doc.registerFont('Bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const seller = inv.seller;
  const buyer = inv.buyer;
  doc
    .font('Bold')
    .fontSize(18)
    .text(`${inv.kind === 'credit_note' ? t.creditNote : t.invoice} ${inv.number}`);
  doc
    .font('Body')
    .fontSize(10)
    .text(`${t.number}: ${inv.number}    ${t.date}: ${inv.issuedAt.toISOString().slice(0, 10)}`);
  if (inv.correctsInvoiceId) doc.text(`${t.corrects}: ${inv.correctsInvoiceId}`);
  doc.moveDown();
  if (seller.example) doc.font('Bold').fillColor('#b91c1c').text(t.example).fillColor('#111827').moveDown(0.5);

  const party = (title: string, p: Record<string, unknown>) => {
    doc.font('Bold').fontSize(11).text(title);
    doc.font('Body').fontSize(10).text(s(p.name));
    const addr =
      s(p.address) || [s(p.addressLine), [s(p.postalCode), s(p.city), s(p.province)].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    doc.text(`${addr}${s(p.country) ? ` (${s(p.country)})` : ''}`);
    if (s(p.vatNumber)) doc.text(`${t.vat}: ${s(p.vatNumber)}`);
    if (s(p.taxCode)) doc.text(`${t.taxCode}: ${s(p.taxCode)}`);
    if (s(p.sdiCode)) doc.text(`${t.sdi}: ${s(p.sdiCode)}`);
    if (s(p.pec)) doc.text(`${t.pec}: ${s(p.pec)}`);
    if (s(p.email)) doc.text(s(p.email));
    doc.moveDown();
  };
  party(t.seller, seller);
  party(t.buyer, buyer);

  const rate = `${(inv.vatRateBp / 100).toLocaleString(lang === 'it' ? 'it-IT' : 'en-GB')} %`;
  const rows: Array<[string, string]> = [
    [t.description, inv.description],
    [t.net, euro(inv.netCents, lang)],
    [t.vatRate, inv.vatTreatment === 'standard' ? rate : '0 %'],
    [t.vatAmount, euro(inv.vatCents, lang)],
    [t.total, euro(inv.totalCents, lang)],
  ];
  for (const [k, v] of rows) {
    const y = doc.y;
    doc.font('Bold').fontSize(10).text(k, 50, y, { width: 150 });
    doc.font('Body').text(v, 210, y, { width: 335 });
    doc.moveDown(0.4);
  }
  doc.moveDown();
  const mention =
    inv.vatTreatment === 'reverse_charge' ? REVERSE_CHARGE_MENTION : inv.vatTreatment === 'outside_eu' ? OUTSIDE_EU_MENTION : null;
  // The reverse-charge mention in both words the law knows: the Italian one and the customer's language.
  if (mention)
    doc
      .font('Bold')
      .text(inv.vatTreatment === 'reverse_charge' ? `${REVERSE_CHARGE_MENTION.it} / ${REVERSE_CHARGE_MENTION.en}` : mention[lang], 50);
  doc.font('Body').fontSize(9).text(t.currency, 50);
  doc.end();
  return done;
}

/** Renders an invoice's PDF: the server passes the CPU worker pool's (ADR 0033), default this thread. */
export type RenderInvoicePdf = (inv: InvoiceRow) => Promise<Buffer>;

/** The PDF as a download named after its number. */
export async function sendInvoicePdf(reply: FastifyReply, inv: InvoiceRow, render: RenderInvoicePdf = invoicePdf) {
  const name = `${inv.kind === 'credit_note' ? 'credit-note' : 'invoice'}-${inv.number.replace('/', '-')}.pdf`;
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('x-content-type-options', 'nosniff')
    .send(await render(inv));
}
