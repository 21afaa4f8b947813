/**
 * VAT for a sale by the platform (an Italian seller) of an electronically supplied service (issue 22).
 *
 * - Italian customer (business or consumer): Italian VAT, 22 %.
 * - EU business (outside Italy) with a valid VAT number: reverse charge, 0 % on the invoice with the
 *   mention (art. 7-ter DPR 633/72; art. 196 Directive 2006/112/EC).
 * - EU consumer (or an EU business without a valid VAT number): the customer's country's standard rate
 *   (OSS, place of supply art. 58 Directive 2006/112/EC), from EU_STANDARD_RATES_BP below.
 * - Outside the EU: out of scope of Italian VAT (art. 7-ter), 0 %.
 *
 * Prices are shown VAT excluded to businesses and VAT included to consumers.
 */

/**
 * Standard VAT rates of the EU member states, in basis points (2200 = 22 %).
 * Source: European Commission, "VAT rates applied in the Member States of the European Union"
 * (taxation_customs), situation at 1 August 2025 — includes Estonia 24 % (from 1 July 2025),
 * Romania 21 % (from 1 August 2025), Slovakia 23 % (from 1 January 2025) and Finland 25.5 %
 * (from 1 September 2024). Keys are ISO 3166-1 alpha-2 (Greece is GR; its VAT prefix is EL).
 */
export const EU_STANDARD_RATES_BP: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  GR: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
};
export const EU_RATES_AS_OF = '2025-08-01';
export const SELLER_COUNTRY = 'IT';

export type VatTreatment = 'standard' | 'reverse_charge' | 'outside_eu';
export type CustomerKind = 'business' | 'consumer';

export function isEuCountry(country: string): boolean {
  return Object.hasOwn(EU_STANDARD_RATES_BP, country);
}

export interface VatDecision {
  treatment: VatTreatment;
  /** Basis points: 2200 = 22 %. */
  rateBp: number;
  /** The words the invoice must carry for this treatment (null for standard VAT). */
  mention: { en: string; it: string } | null;
}

export const REVERSE_CHARGE_MENTION = {
  en: 'Reverse charge – VAT to be accounted for by the recipient (art. 196 Directive 2006/112/EC)',
  it: 'Inversione contabile – art. 7-ter DPR 633/72',
} as const;
export const OUTSIDE_EU_MENTION = {
  en: 'Not subject to Italian VAT – art. 7-ter DPR 633/72 (service supplied outside the EU)',
  it: 'Operazione non soggetta a IVA – art. 7-ter DPR 633/72',
} as const;

/** The VAT rule above, for a customer of this kind in this country (the VAT number already checked). */
export function vatFor(c: { kind: CustomerKind; country: string; vatNumberValid: boolean }): VatDecision {
  if (c.country === SELLER_COUNTRY) return { treatment: 'standard', rateBp: EU_STANDARD_RATES_BP.IT!, mention: null };
  if (!isEuCountry(c.country)) return { treatment: 'outside_eu', rateBp: 0, mention: OUTSIDE_EU_MENTION };
  if (c.kind === 'business' && c.vatNumberValid) return { treatment: 'reverse_charge', rateBp: 0, mention: REVERSE_CHARGE_MENTION };
  return { treatment: 'standard', rateBp: EU_STANDARD_RATES_BP[c.country]!, mention: null };
}

export interface Amounts {
  netCents: number;
  vatRate: number;
  vatRateBp: number;
  vatCents: number;
  totalCents: number;
  currency: 'EUR';
  vatTreatment: VatTreatment;
}

/** VAT on a net amount in cents, rounded half up to the cent (integer arithmetic, no float drift). */
export function vatCentsOf(netCents: number, rateBp: number): number {
  const sign = netCents < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(netCents) * rateBp + 5_000) / 10_000);
}

export function amountsFor(netCents: number, vat: VatDecision): Amounts {
  const vatCents = vatCentsOf(netCents, vat.rateBp);
  return {
    netCents,
    vatRate: vat.rateBp / 10_000,
    vatRateBp: vat.rateBp,
    vatCents,
    totalCents: netCents + vatCents,
    currency: 'EUR',
    vatTreatment: vat.treatment,
  };
}

/** The price a customer is shown: VAT excluded for a business, included for a consumer. */
export function displayedPriceCents(netCents: number, kind: CustomerKind, vat: VatDecision): { cents: number; vatIncluded: boolean } {
  if (kind === 'business') return { cents: netCents, vatIncluded: false };
  return { cents: amountsFor(netCents, vat).totalCents, vatIncluded: true };
}
