/** Locale-aware formatting through Intl (house habit 10). `lng` is the interface language. */
const locales = { en: 'en-GB', it: 'it-IT' } as const;

function locale(lng: string): string {
  return lng === 'it' ? locales.it : locales.en;
}

const MINUS = '\u2212';

/**
 * A formatted number that cannot break across lines: the true minus sign (U+2212, read as "minus"),
 * joined by a word joiner (U+2060) to a currency sign that follows ('−€1,784,598': a browser may
 * otherwise break after the hyphen), and no-break spaces ('−1.784.598 €').
 */
export function unbreakable(text: string): string {
  return text.replace(/^-(\D?)/, (_, next: string) => (next ? `${MINUS}\u2060${next}` : MINUS)).replace(/ /g, '\u00a0');
}

export function formatNumber(lng: string, value: number, maximumFractionDigits = 1): string {
  return unbreakable(new Intl.NumberFormat(locale(lng), { maximumFractionDigits }).format(value));
}

export function formatCurrency(lng: string, value: number, currency = 'EUR'): string {
  return unbreakable(new Intl.NumberFormat(locale(lng), { style: 'currency', currency, maximumFractionDigits: 0 }).format(value));
}

/**
 * A fraction as a percentage, one rule for every screen (issue 27: one rounding per quantity): IRR and probabilities
 * with one decimal (0.1234 → "12.3%"), trailing zeros dropped ("35%"); a value that rounds to zero is "0%", never "−0%".
 * `digits` only for a share shown whole by design (a weight, a scenario's probability).
 */
export function formatPercent(lng: string, fraction: number, digits = 1): string {
  return unbreakable(
    new Intl.NumberFormat(locale(lng), {
      style: 'percent',
      minimumFractionDigits: 0,
      maximumFractionDigits: digits,
      signDisplay: 'negative',
    }).format(fraction),
  );
}

/**
 * One axis tick: rounded and compact in the interface language (1,784,598 → '1.78m' in English,
 * '1,78 Mln' in Italian; with a currency '−€1.78m', '−1,78 Mln €'). At most two decimals of the
 * compact unit, trailing zeros dropped, so 1-2-5 ticks (src/web/lib/chart-style.ts) read '1.2m', '250k'.
 */
export function formatCompact(lng: string, value: number, currency?: string): string {
  const options: Intl.NumberFormatOptions = { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 2 };
  const format = new Intl.NumberFormat(locale(lng), currency ? { ...options, style: 'currency', currency } : options);
  // -0 (a rounding of a tiny negative) reads as 0.
  return unbreakable(format.format(value === 0 ? 0 : value));
}

/**
 * A date in the language. A calendar day ('2026-11-28', as the API sends due dates and deadlines) is
 * that day wherever the reader is: read as UTC midnight, it is also formatted in UTC, or a reader west
 * of Greenwich would see the day before.
 */
export function formatDate(lng: string, value: Date | string): string {
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Intl.DateTimeFormat(locale(lng), { dateStyle: 'medium', ...(day ? { timeZone: 'UTC' } : {}) }).format(new Date(value));
}

/** Today as YYYY-MM-DD by both the browser's calendar and UTC's, whichever is later: the first day a server on UTC accepts as not past. */
export function earliestDayIso(now: Date = new Date()): string {
  const local = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const utc = now.toISOString().slice(0, 10);
  return local > utc ? local : utc;
}

export function formatDateTime(lng: string, value: Date | string): string {
  return new Intl.DateTimeFormat(locale(lng), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

/** "3 minutes ago" style, in the interface language. */
export function formatRelative(lng: string, value: Date | string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(value).getTime() - now.getTime()) / 1000);
  const rtf = new Intl.RelativeTimeFormat(locale(lng), { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return rtf.format(seconds, 'second');
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(seconds / 3600), 'hour');
  if (abs < 30 * 86_400) return rtf.format(Math.round(seconds / 86_400), 'day');
  return formatDate(lng, value);
}

/**
 * A CR score (0–100) by the one display rule for every screen (docs/methodology/cr-score.md,
 * "Display"): exactly one decimal — the precision the methodology rounds the total to — in the
 * interface language's digits ("15.2", "44.0"; Italian "15,2"). An average of scores is rounded to
 * one decimal the same way (half away from zero).
 */
export function formatScore(lng: string, total: number): string {
  return new Intl.NumberFormat(locale(lng), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(total);
}

/**
 * A payback period, the same words on every screen (run summary, history, compare, metrics): years with one decimal,
 * or, when the plan's cash never repays the investment, that it is not reached within the plan, saying why NPV can
 * still be positive (it counts the terminal value).
 */
export function formatPayback(t: (key: string, options?: Record<string, unknown>) => string, lng: string, years: number | null): string {
  if (years === null) return t('common:payback.notReached');
  return t('common:payback.years', { count: years, value: formatNumber(lng, years, 1) });
}
