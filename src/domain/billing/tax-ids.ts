import { isEuCountry } from './vat.ts';

/**
 * Format of EU VAT numbers per member state, with their prefix (EL for Greece), as VIES documents them
 * ("VIES VAT number validation", European Commission, format table). A format check only: whether the
 * number is registered is VIES's answer, not ours; the Italian partita IVA's check digit is verified.
 */
export const VAT_NUMBER_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  GR: /^EL\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{10}01$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
};

/** Upper case, without spaces, dots or dashes. */
export function normaliseTaxId(v: string): string {
  return v.toUpperCase().replace(/[\s.-]/g, '');
}

/**
 * Italian partita IVA (11 digits): the 11th is the check digit of the first ten (digits in odd
 * positions as they are; in even positions doubled, minus 9 when above 9; check = (10 − sum mod 10) mod 10).
 */
export function isValidPartitaIva(v: string): boolean {
  if (!/^\d{11}$/.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = Number(v[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10 === Number(v[10]);
}

const CF_ODD: Readonly<Record<string, number>> = {
  '0': 1,
  '1': 0,
  '2': 5,
  '3': 7,
  '4': 9,
  '5': 13,
  '6': 15,
  '7': 17,
  '8': 19,
  '9': 21,
  A: 1,
  B: 0,
  C: 5,
  D: 7,
  E: 9,
  F: 13,
  G: 15,
  H: 17,
  I: 19,
  J: 21,
  K: 2,
  L: 4,
  M: 18,
  N: 20,
  O: 11,
  P: 3,
  Q: 6,
  R: 8,
  S: 12,
  T: 14,
  U: 16,
  V: 10,
  W: 22,
  X: 25,
  Y: 24,
  Z: 23,
};
const cfEven = (c: string) => (/\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65);

/**
 * Italian codice fiscale of a person (16 characters; omocodia letters allowed in the digit places):
 * the 16th character is the check of the first fifteen (DM 23/12/1976, odd/even conversion tables).
 */
export function isValidCodiceFiscale(v: string): boolean {
  if (!/^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-EHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += i % 2 === 0 ? CF_ODD[v[i]!]! : cfEven(v[i]!);
  return String.fromCharCode(65 + (sum % 26)) === v[15];
}

/** An Italian tax code: a person's codice fiscale (16) or a company's (11 digits, same check as the partita IVA). */
export function isValidItalianTaxCode(v: string): boolean {
  const n = normaliseTaxId(v);
  return n.length === 11 ? isValidPartitaIva(n) : isValidCodiceFiscale(n);
}

/** An EU VAT number in the format of the customer's country; an Italian one also passes its check digit. */
export function isValidEuVatNumber(country: string, vatNumber: string): boolean {
  const n = normaliseTaxId(vatNumber);
  const format = VAT_NUMBER_FORMATS[country];
  if (!format || !format.test(n)) return false;
  return country === 'IT' ? isValidPartitaIva(n.slice(2)) : true;
}

export type BillingDetailsProblem =
  'VAT_NUMBER_REQUIRED' | 'VAT_NUMBER_INVALID' | 'TAX_CODE_INVALID' | 'SDI_OR_PEC_REQUIRED' | 'SDI_CODE_INVALID';

/** What is wrong with a set of billing details, or null: the checks of issue 22. */
export function billingDetailsProblem(d: {
  kind: 'business' | 'consumer';
  country: string;
  vatNumber?: string | undefined;
  taxCode?: string | undefined;
  sdiCode?: string | undefined;
  pec?: string | undefined;
}): BillingDetailsProblem | null {
  if (d.vatNumber && !isValidEuVatNumber(d.country, d.vatNumber) && isEuCountry(d.country)) return 'VAT_NUMBER_INVALID';
  if (d.kind === 'business' && isEuCountry(d.country) && !d.vatNumber) return 'VAT_NUMBER_REQUIRED';
  if (d.taxCode && d.country === 'IT' && !isValidItalianTaxCode(d.taxCode)) return 'TAX_CODE_INVALID';
  if (d.sdiCode && !/^[A-Z0-9]{7}$/.test(d.sdiCode.toUpperCase())) return 'SDI_CODE_INVALID';
  if (d.kind === 'business' && d.country === 'IT' && !d.sdiCode && !d.pec) return 'SDI_OR_PEC_REQUIRED';
  return null;
}
