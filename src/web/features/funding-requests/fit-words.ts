import type { TFunction } from 'i18next';
import { formatCompact } from '../../lib/format.ts';

/**
 * The words for one criterion's machine-readable detail (domain/funding/investor-fit.ts):
 * `any`, `match:<v>`, `missing:<field>`, `mismatch:<value>|<a,b,…>`, `below:<min>`, `above:<max>`.
 * Returns null when nothing needs saying beyond "matches"; an unknown shape is shown as it is rather than hidden.
 */
export function fitDetail(t: TFunction, lng: string, outcome: 'met' | 'not_met' | 'unknown', detail: string): string | null {
  if (outcome === 'met') return null;
  const [kind, rest = ''] = splitOnce(detail, ':');
  switch (kind) {
    case 'missing':
      return t('directory.detail.missing');
    case 'mismatch': {
      const [value, allowed = ''] = splitOnce(rest, '|');
      return t('directory.detail.mismatch', { value, allowed: allowed.split(',').filter(Boolean).join(', ') });
    }
    case 'below':
    case 'above': {
      const amount = Number(rest);
      if (!Number.isFinite(amount)) return detail;
      return t(`directory.detail.${kind}`, { amount: formatCompact(lng, amount, 'EUR') });
    }
    default:
      return detail;
  }
}

function splitOnce(s: string, sep: string): [string, string?] {
  const i = s.indexOf(sep);
  return i < 0 ? [s] : [s.slice(0, i), s.slice(i + sep.length)];
}
