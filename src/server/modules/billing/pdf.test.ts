import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { invoicePdf } from './pdf.ts';
import type { InvoiceRow } from './repository.ts';

const seller = {
  name: 'Capital Readiness S.r.l.',
  address: 'Via Esempio 1, 00100 Roma RM',
  country: 'IT',
  vatNumber: 'IT00743110157',
  taxCode: '00743110157',
  email: 'billing@example.org',
  example: false,
};
const base: InvoiceRow = {
  id: '00000000-0000-4000-8000-000000000001',
  userId: 'u1',
  orderId: null,
  kind: 'invoice',
  correctsInvoiceId: null,
  year: 2026,
  seq: 7,
  number: '2026/0007',
  issuedAt: new Date('2026-11-28T10:00:00Z'),
  language: 'it',
  description: 'Capital Readiness — Professional, mensile (impegno di 12 mesi)',
  planId: 'professional_monthly',
  netCents: 39_000,
  vatRateBp: 0,
  vatCents: 0,
  totalCents: 39_000,
  currency: 'EUR',
  vatTreatment: 'reverse_charge',
  seller,
  buyer: {
    kind: 'business',
    name: 'Muster GmbH',
    addressLine: 'Hauptstr. 1',
    postalCode: '10115',
    city: 'Berlin',
    country: 'DE',
    vatNumber: 'DE123456789',
    email: 'a@muster.de',
  },
  provider: 'invoice',
  stripeInvoiceId: null,
};
const textOf = async (bytes: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text.replace(/\s+/g, ' ');

describe('invoice PDF: the legal fields of an Italian invoice, in the customer language', () => {
  it('DE business, reverse charge, in Italian', async () => {
    const text = await textOf(await invoicePdf(base));
    for (const field of [
      'Fattura 2026/0007',
      'Data: 2026-11-28',
      'Cedente / prestatore',
      'Capital Readiness S.r.l.',
      'Partita IVA: IT00743110157',
      'Codice fiscale: 00743110157',
      'Cessionario / committente',
      'Muster GmbH',
      'Partita IVA: DE123456789',
      'Imponibile',
      '390,00 €',
      'Aliquota IVA',
      '0 %',
      'Totale',
      'Inversione contabile – art. 7-ter DPR 633/72',
      'Reverse charge',
    ]) {
      expect(text, field).toContain(field);
    }
  });

  it('IT consumer, 22 %, in English, with the example-seller warning when not configured', async () => {
    const text = await textOf(
      await invoicePdf({
        ...base,
        language: 'en',
        vatTreatment: 'standard',
        vatRateBp: 2200,
        vatCents: 8_580,
        totalCents: 47_580,
        description: 'Capital Readiness — Professional',
        seller: { ...seller, example: true },
        buyer: {
          kind: 'consumer',
          name: 'Mario Rossi',
          addressLine: 'Via Roma 1',
          postalCode: '20121',
          city: 'Milano',
          country: 'IT',
          taxCode: 'RSSMRA85T10A562S',
        },
      }),
    );
    // Oracle: 390.00 + 22 % = 85.80 → 475.80.
    for (const field of [
      'Invoice 2026/0007',
      'Tax code (codice fiscale): RSSMRA85T10A562S',
      '€390.00',
      '22 %',
      '€85.80',
      '€475.80',
      'EXAMPLE SELLER DETAILS',
    ])
      expect(text, field).toContain(field);
    expect(text).not.toContain('Reverse charge');
  });
});
