import { describe, expect, it } from 'vitest';
import { figuresDisagree, implausibleGrowth, planDisagreesWithInputs } from './risks.ts';

const rev = (period: number, value: number) => ({ key: 'revenue' as const, period, value });

describe('implausible growth', () => {
  it('flags growth beyond the sector bound (manufacturing 50 %), not within it, not from a tiny base', () => {
    // 1.2m → 2.4m is +100 % (> 50 %); 2.4m → 3.0m is +25 %; 50k → 500k is from below the 100k floor
    const risks = implausibleGrowth([rev(2025, 1_200_000), rev(2026, 2_400_000), rev(2027, 3_000_000)], '28.11');
    expect(risks).toHaveLength(1);
    expect(risks[0]!.detail).toMatchObject({ fromPeriod: 2025, toPeriod: 2026, growth: 1, bound: 0.5, profile: 'manufacturing' });
    expect(implausibleGrowth([rev(2025, 50_000), rev(2026, 500_000)], '28.11')).toEqual([]);
  });
  it('lets software grow faster (bound 200 %)', () => {
    expect(implausibleGrowth([rev(2025, 1_200_000), rev(2026, 2_400_000)], '62.01')).toEqual([]);
    expect(implausibleGrowth([rev(2025, 1_000_000), rev(2026, 4_000_000)], '62.01')).toHaveLength(1);
  });
});

describe('figures that disagree between documents', () => {
  const doc = (documentId: string, value: number, status?: string) => ({
    documentId,
    filename: `${documentId}.pdf`,
    figures: [{ key: 'revenue' as const, period: 2025, value, currency: 'EUR', ...(status ? { status } : {}) }],
  });
  it('flags more than 1 % apart, on both documents, naming the other', () => {
    const m = figuresDisagree([doc('a', 1_200_000), doc('b', 1_250_000)]); // 4 % apart
    expect(m.get('a')?.[0]?.detail).toMatchObject({
      key: 'revenue',
      period: 2025,
      value: 1_200_000,
      otherValue: 1_250_000,
      otherFilename: 'b.pdf',
    });
    expect(m.get('b')?.[0]?.detail).toMatchObject({ value: 1_250_000, otherValue: 1_200_000, otherFilename: 'a.pdf' });
  });
  it('does not flag within 1 %, nor a rejected figure', () => {
    expect(figuresDisagree([doc('a', 1_200_000), doc('b', 1_210_000)]).size).toBe(0); // 0.83 %
    expect(figuresDisagree([doc('a', 1_200_000), doc('b', 2_000_000, 'rejected')]).size).toBe(0);
  });
});

describe('plan against the evaluation inputs', () => {
  it('compares the earliest revenue year with units × price, capex with the initial investment, TAM with the declared one (10 %)', () => {
    const documents = [
      {
        documentId: 'p',
        filename: 'plan.pdf',
        figures: [
          { key: 'revenue' as const, period: 2026, value: 2_400_000, currency: 'EUR' },
          { key: 'revenue' as const, period: 2025, value: 1_200_000, currency: 'EUR' },
          { key: 'capex' as const, period: 2025, value: 400_000, currency: 'EUR' },
          { key: 'tam' as const, period: null, value: 4_200_000_000, currency: 'EUR' },
        ],
      },
    ];
    // inputs: 500 units × 1,200 = 600,000 ≠ 1,200,000 → flag; capex 390,000 within 10 % of 400,000; TAM equal
    const risks = planDisagreesWithInputs(documents, { revenueYear1: 600_000, initialInvestment: 390_000, tamEur: 4_200_000_000 });
    expect(risks.get('p')).toEqual([
      {
        code: 'plan_disagrees_with_inputs',
        severity: 'warning',
        detail: {
          key: 'revenue',
          period: 2025,
          filename: 'plan.pdf',
          documentValue: 1_200_000,
          inputValue: 600_000,
          inputField: 'assumptions.drivers.unitsYear1 × pricePerUnit',
        },
      },
    ]);
  });
});
