/** Locale-aware formatting through Intl (house habit 10). `lng` is the interface language. */
const locales = { en: 'en-GB', it: 'it-IT' } as const;

function locale(lng: string): string {
  return lng === 'it' ? locales.it : locales.en;
}

export function formatNumber(lng: string, value: number, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat(locale(lng), { maximumFractionDigits }).format(value);
}

export function formatCurrency(lng: string, value: number, currency = 'EUR'): string {
  return new Intl.NumberFormat(locale(lng), { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
}

export function formatPercent(lng: string, fraction: number): string {
  return new Intl.NumberFormat(locale(lng), { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
}

export function formatDate(lng: string, value: Date | string): string {
  return new Intl.DateTimeFormat(locale(lng), { dateStyle: 'medium' }).format(new Date(value));
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
