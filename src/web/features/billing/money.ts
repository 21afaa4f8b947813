import { unbreakable } from '../../lib/format.ts';

/** An amount in cents as euro in the interface language: whole euro without decimals ('€390'), else two ('€475.80'). */
export function money(lng: string, cents: number): string {
  const whole = cents % 100 === 0;
  const locale = lng === 'it' ? 'it-IT' : 'en-GB';
  return unbreakable(
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(cents / 100),
  );
}

/** A number of bytes as MB or GB (storage quotas and usage). */
export function bytes(lng: string, value: number): string {
  const locale = lng === 'it' ? 'it-IT' : 'en-GB';
  const gb = value / 1024 ** 3;
  if (gb >= 1) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(gb)}\u00a0GB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value / 1024 ** 2)}\u00a0MB`;
}
