import { describe, expect, it } from 'vitest';
import { buildPertTable, pertQuantile, pertShape } from './pert-table.ts';

describe('PERT inverse CDF table', () => {
  it('symmetric PERT(0, 0.5, 1) is Beta(3, 3), CDF 10x³ − 15x⁴ + 6x⁵ (closed form): quantiles within 1e-6', () => {
    expect(pertShape(0, 0.5, 1)).toEqual({ alpha: 3, beta: 3 });
    const table = buildPertTable(0, 0.5, 1);
    for (let i = 1; i < 100; i++) {
      const x = i / 100;
      const u = 10 * x ** 3 - 15 * x ** 4 + 6 * x ** 5;
      expect(Math.abs(pertQuantile(table, u) - x)).toBeLessThan(1e-6);
    }
  });

  it('PERT(0, 0, 10) is 10·Beta(1, 5), quantile 10·(1 − (1 − u)^(1/5)) (closed form): within 1e-5 (1e-6 of the range)', () => {
    const table = buildPertTable(0, 0, 10);
    for (let i = 1; i < 100; i++) {
      const u = i / 100;
      expect(Math.abs(pertQuantile(table, u) - 10 * (1 - (1 - u) ** 0.2))).toBeLessThan(1e-5);
    }
  });
});
