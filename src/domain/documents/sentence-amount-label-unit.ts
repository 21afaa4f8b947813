import { currencyCode } from './sentence-currency-code.ts';

/**
 * "• Revenue ($m) 692.5, down 32.8pc from year-earlier 1030.9", "Net profit ($m) -48.0", "EBITDA (£ million)(2) 138": a label
 * that writes its unit in a bracket before a bare number lends that number its currency and scale (issue 28, fifty-fifth pass).
 * Pure; used by sentence-amounts.ts.
 */
const LABEL_UNIT =
  /(?<![\d.,)])\s\(\s*((?:US|A|NZ|C|HK|S)?[$€£])\s?(m|mn|mln|million|bn|billion|milioni|miliardi)\s*\)(?:\s*\(\d\))*\s*:?\s*[-−–]?\s*$/iu;

export function labelUnit(text: string, numberStart: number): { currency: string; scale: number } | null {
  const m = LABEL_UNIT.exec(text.slice(Math.max(0, numberStart - 30), numberStart));
  if (!m) return null;
  const currency = currencyCode(m[1]);
  if (!currency) return null;
  return { currency, scale: /^(?:bn|billion|miliardi)$/iu.test(m[2] as string) ? 1e9 : 1e6 };
}
