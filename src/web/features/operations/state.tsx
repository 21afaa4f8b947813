import type { TFunction } from 'i18next';
import type { ProviderHealth, ProviderState } from '../../../contract/operations.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { formatDateTime } from '../../lib/format.ts';

const VARIANT = { ok: 'secondary', degraded: 'warning', down: 'destructive', not_configured: 'outline' } as const;

/** A provider's state in words (never colour alone). */
export function StateBadge({ state, t }: { state: ProviderState; t: TFunction }) {
  return (
    <Badge variant={VARIANT[state]} data-state={state}>
      {t(`state.${state}`)}
    </Badge>
  );
}

/** `funding:pnrr` → "Funding source: PNRR"; the others by their key. */
export function providerName(t: TFunction, provider: string): string {
  if (provider.startsWith('funding:')) return t('provider.funding', { source: provider.slice('funding:'.length) });
  return t(`provider.${provider}`, { defaultValue: provider });
}

/** The middle of the measured latencies (ms), or null when none was measured. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : Math.round((s[m - 1]! + s[m]!) / 2);
}

/**
 * A probe's detail in the reader's language, from its stable code and parameters (issue 26); a check
 * recorded before codes were kept (`legacy`), or a code this screen does not know, shows the English text.
 */
export function probeDetail(t: TFunction, lng: string, p: Pick<ProviderHealth, 'detail' | 'detailCode' | 'detailParams'>): string {
  const { slowMs, ...params } = p.detailParams;
  if (typeof params.at === 'string') params.at = formatDateTime(lng, params.at);
  const text = p.detailCode === 'legacy' ? p.detail : t(`probe.${p.detailCode}`, { ...params, defaultValue: p.detail });
  return slowMs === undefined ? text : `${text} ${t('probe.slow', { ms: slowMs })}`;
}
