import { describe, expect, it } from 'vitest';
import { detailsBody, detailsErrors, EMPTY_DETAILS } from './BillingDetailsForm.tsx';

describe('detailsBody: what the contract receives', () => {
  it('an Italian business: trimmed, VAT number normalised, SDI upper-cased, empty fields left out', () => {
    const body = detailsBody({
      ...EMPTY_DETAILS,
      name: ' Acme srl ',
      addressLine: 'Via Roma 1',
      postalCode: '20100',
      city: 'Milano',
      vatNumber: 'it 123 456 789 01',
      sdiCode: 'abc1234',
    });
    expect(body).toEqual({
      kind: 'business',
      name: 'Acme srl',
      addressLine: 'Via Roma 1',
      postalCode: '20100',
      city: 'Milano',
      country: 'IT',
      vatNumber: 'IT12345678901',
      sdiCode: 'ABC1234',
    });
  });
  it('a German consumer sends no VAT number nor Italian fields even if typed before switching', () => {
    const body = detailsBody({
      ...EMPTY_DETAILS,
      kind: 'consumer',
      country: 'DE',
      name: 'Max',
      addressLine: 'Str. 1',
      postalCode: '10115',
      city: 'Berlin',
      vatNumber: 'DE123',
      taxCode: 'X',
      sdiCode: 'Y',
      pec: 'a@b.it',
    });
    expect(body).toEqual({ kind: 'consumer', name: 'Max', addressLine: 'Str. 1', postalCode: '10115', city: 'Berlin', country: 'DE' });
  });
});

describe("detailsErrors: the server's answer per field", () => {
  it('maps a billing code to its field with the message given', () =>
    expect(detailsErrors('VAT_NUMBER_INVALID', 'Partita IVA non valida', undefined)).toEqual({ vatNumber: 'Partita IVA non valida' }));
  it('maps validation paths under billing.', () =>
    expect(
      detailsErrors('VALIDATION_FAILED', 'x', [
        { path: 'billing.postalCode', message: 'Too long' },
        { path: 'planId', message: 'bad' },
      ]),
    ).toEqual({ postalCode: 'Too long' }));
});
