/**
 * The app's number formatting rules, pure, for the server's reports and the screens alike
 * (the same rules as src/web/lib/format.ts and src/web/features/evaluation/display.ts; format.test.ts
 * checks the two agree). Intl is part of the language, not I/O.
 */
export type ReportLanguage = 'en' | 'it';

const locale = (lng: string) => (lng === 'it' ? 'it-IT' : 'en-GB');
const MINUS = '\u2212';

/** True minus sign joined to a following currency sign, no-break spaces (src/web/lib/format.ts). */
export function unbreakable(text: string): string {
  return text.replace(/^-(\D?)/, (_, next: string) => (next ? `${MINUS}\u2060${next}` : MINUS)).replace(/ /g, '\u00a0');
}

/** Money in the project's currency, no decimals (the Results screen's rule). */
export function money(lng: string, value: number, currency: string): string {
  return unbreakable(
    new Intl.NumberFormat(locale(lng), { style: 'currency', currency, maximumFractionDigits: 0, signDisplay: 'negative' }).format(value),
  );
}

/** A fraction as a percentage with at most `digits` decimals. */
export function percent(lng: string, fraction: number, digits = 1): string {
  return unbreakable(
    new Intl.NumberFormat(locale(lng), {
      style: 'percent',
      minimumFractionDigits: 0,
      maximumFractionDigits: digits,
      signDisplay: 'negative',
    }).format(fraction),
  );
}

export function decimal(lng: string, value: number, digits = 2): string {
  return new Intl.NumberFormat(locale(lng), { maximumFractionDigits: digits }).format(value);
}

/** A CR score with exactly one decimal (docs/methodology/cr-score.md, "Display"). */
export function formatScore(lng: string, total: number): string {
  return new Intl.NumberFormat(locale(lng), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(total);
}

/** A compact axis tick ('1.78m', '1,78 Mln'). */
export function compact(lng: string, value: number, currency?: string): string {
  const options: Intl.NumberFormatOptions = { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 2 };
  return unbreakable(
    new Intl.NumberFormat(locale(lng), currency ? { ...options, style: 'currency', currency } : options).format(value === 0 ? 0 : value),
  );
}

/** A date and time in UTC, so the sealed text does not depend on the server's zone. */
export function dateTimeUtc(lng: string, value: Date): string {
  return `${new Intl.DateTimeFormat(locale(lng), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(value)} UTC`;
}

/** A date (no time) read in UTC. */
export function dateUtc(lng: string, value: Date): string {
  return new Intl.DateTimeFormat(locale(lng), { dateStyle: 'long', timeZone: 'UTC' }).format(value);
}
