import type { TFunction } from 'i18next';
import type { ProviderState } from '../../../contract/operations.ts';
import { Badge } from '../../components/ui/badge.tsx';

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
