import { describe, expect, it } from 'vitest';
import { amountsFor, displayedPriceCents, vatFor, EU_STANDARD_RATES_BP } from './vat.ts';
import { isValidEuVatNumber } from './tax-ids.ts';
import { PLANS } from './plans.ts';

/**
 * Oracle: a hand-computed table (cents; VAT = net × rate, rounded half up to the cent). Professional
 * monthly, 390.00 € net; Single Project 490.00 € net. Exact to the cent (tolerance 0).
 */
const CASES = [
  // who, kind, country, VAT number, plan net, treatment, rate, VAT, total, shown price
  {
    who: 'IT consumer',
    kind: 'consumer',
    country: 'IT',
    vat: undefined,
    net: 39_000,
    treatment: 'standard',
    rate: 0.22,
    vatCents: 8_580,
    total: 47_580,
    shown: 47_580,
  },
  {
    who: 'IT business',
    kind: 'business',
    country: 'IT',
    vat: 'IT00743110157',
    net: 39_000,
    treatment: 'standard',
    rate: 0.22,
    vatCents: 8_580,
    total: 47_580,
    shown: 39_000,
  },
  {
    who: 'DE business with VAT number',
    kind: 'business',
    country: 'DE',
    vat: 'DE123456789',
    net: 39_000,
    treatment: 'reverse_charge',
    rate: 0,
    vatCents: 0,
    total: 39_000,
    shown: 39_000,
  },
  {
    who: 'DE consumer',
    kind: 'consumer',
    country: 'DE',
    vat: undefined,
    net: 39_000,
    treatment: 'standard',
    rate: 0.19,
    vatCents: 7_410,
    total: 46_410,
    shown: 46_410,
  },
  {
    who: 'US business',
    kind: 'business',
    country: 'US',
    vat: undefined,
    net: 39_000,
    treatment: 'outside_eu',
    rate: 0,
    vatCents: 0,
    total: 39_000,
    shown: 39_000,
  },
  {
    who: 'US consumer',
    kind: 'consumer',
    country: 'US',
    vat: undefined,
    net: 39_000,
    treatment: 'outside_eu',
    rate: 0,
    vatCents: 0,
    total: 39_000,
    shown: 39_000,
  },
  // 490.00 × 25.5 % = 124.95 (Finland's rate from 1 Sep 2024)
  {
    who: 'FI consumer, Single Project',
    kind: 'consumer',
    country: 'FI',
    vat: undefined,
    net: 49_000,
    treatment: 'standard',
    rate: 0.255,
    vatCents: 12_495,
    total: 61_495,
    shown: 61_495,
  },
  // A business without a valid VAT number is billed like a consumer of its country: 390 × 20 % = 78.00
  {
    who: 'FR business, malformed VAT number',
    kind: 'business',
    country: 'FR',
    vat: 'FR123',
    net: 39_000,
    treatment: 'standard',
    rate: 0.2,
    vatCents: 7_800,
    total: 46_800,
    shown: 39_000,
  },
] as const;

describe('VAT per customer (hand-computed table, exact cents)', () => {
  for (const c of CASES) {
    it(c.who, () => {
      const decision = vatFor({ kind: c.kind, country: c.country, vatNumberValid: !!c.vat && isValidEuVatNumber(c.country, c.vat) });
      const a = amountsFor(c.net, decision);
      expect({ treatment: a.vatTreatment, rate: a.vatRate, vat: a.vatCents, total: a.totalCents }).toEqual({
        treatment: c.treatment,
        rate: c.rate,
        vat: c.vatCents,
        total: c.total,
      });
      expect(displayedPriceCents(c.net, c.kind, decision).cents).toBe(c.shown);
    });
  }

  it('reverse charge carries the legal mention in Italian and English', () => {
    const d = vatFor({ kind: 'business', country: 'DE', vatNumberValid: true });
    expect(d.mention?.it).toBe('Inversione contabile – art. 7-ter DPR 633/72');
    expect(d.mention?.en).toMatch(/^Reverse charge/);
  });

  it('the EU table has the 27 member states and Italy at 22 %', () => {
    expect(Object.keys(EU_STANDARD_RATES_BP)).toHaveLength(27);
    expect(EU_STANDARD_RATES_BP.IT).toBe(2200);
  });

  it('rounds half up to the cent on every plan (closed form: floor((net × bp + 5000) / 10000))', () => {
    // 12.345 € style halves: 0.05 cents up. 1 cent at 50 % = 0.5 → 1.
    expect(amountsFor(1, { treatment: 'standard', rateBp: 5000, mention: null }).vatCents).toBe(1);
    for (const p of PLANS)
      expect(amountsFor(p.amountCents, vatFor({ kind: 'consumer', country: 'IT', vatNumberValid: false })).vatCents).toBe(
        Math.round(p.amountCents * 0.22),
      );
  });
});
