import { describe, expect, it } from 'vitest';
import { billingDetailsProblem, isValidCodiceFiscale, isValidEuVatNumber, isValidPartitaIva } from './tax-ids.ts';

describe('Italian partita IVA check digit', () => {
  it('accepts a number whose check digit is computed by hand', () => {
    // 0074311015-7: odd positions 0+7+3+1+1 = 12; even positions 0,4,1,0,5 doubled 0,8,2,0,10→1 = 11;
    // sum 23 → (10 − 3) mod 10 = 7 ✓.
    expect(isValidPartitaIva('00743110157')).toBe(true);
    expect(isValidPartitaIva('00743110158')).toBe(false);
    // 1234567890-?: odd 1+3+5+7+9 = 25; even 2,4,6,8,0 → 4,8,12→3,16→7,0 = 22; sum 47 → 3.
    expect(isValidPartitaIva('12345678903')).toBe(true);
    expect(isValidPartitaIva('1234567890')).toBe(false);
  });
});

describe('Italian codice fiscale check character', () => {
  it('accepts the textbook example and refuses a changed check letter', () => {
    // RSSMRA85T10A562 → S: odd positions by the conversion table + even positions by value = 122; 122 mod 26 = 18 → S.
    expect(isValidCodiceFiscale('RSSMRA85T10A562S')).toBe(true);
    expect(isValidCodiceFiscale('RSSMRA85T10A562T')).toBe(false);
    expect(isValidCodiceFiscale('RSSMRA85T10A562')).toBe(false);
  });
});

describe('EU VAT number formats', () => {
  it.each([
    ['DE', 'DE123456789', true],
    ['DE', 'DE12345678', false],
    ['FR', 'FRXX123456789', true],
    ['NL', 'NL123456789B01', true],
    ['AT', 'ATU12345678', true],
    ['GR', 'EL123456789', true],
    ['ES', 'ESX1234567X', true],
    ['IT', 'IT00743110157', true],
    ['IT', 'IT00743110158', false],
    ['US', 'US123', false],
  ] as const)('%s %s → %s', (country, vat, ok) => {
    expect(isValidEuVatNumber(country, vat)).toBe(ok);
  });

  it('asks an EU business for its VAT number and an Italian business for SDI or PEC', () => {
    const base = { kind: 'business' as const, country: 'IT' };
    expect(billingDetailsProblem(base)).toBe('VAT_NUMBER_REQUIRED');
    expect(billingDetailsProblem({ ...base, vatNumber: 'IT00743110157' })).toBe('SDI_OR_PEC_REQUIRED');
    expect(billingDetailsProblem({ ...base, vatNumber: 'IT00743110157', sdiCode: 'ABC1234' })).toBeNull();
    expect(billingDetailsProblem({ kind: 'consumer', country: 'IT', taxCode: 'RSSMRA85T10A562T' })).toBe('TAX_CODE_INVALID');
    expect(billingDetailsProblem({ kind: 'business', country: 'US' })).toBeNull();
  });
});
