import { useTranslation } from 'react-i18next';
import type { PlanSimulation } from '../../../domain/finance/index.ts';
import { formatNumber } from '../../lib/format.ts';
import { percent } from './display.ts';

/**
 * How a simulation drew and when it stopped (issue 29): plain Monte Carlo or Latin hypercube and,
 * for a convergence stop, the iterations used and the precision achieved at 95 % confidence. A
 * precision the run could not measure (an estimate of 0) is stored as null and shown as "—".
 * Versions stored before sampling was recorded drew plainly.
 */
export function SimulationMethod({ simulation }: { simulation: PlanSimulation }) {
  const { t, i18n } = useTranslation('evaluation');
  const lng = i18n.language;
  const c = simulation.convergence ?? null;
  const pct = (v: number | null) => (v === null || !Number.isFinite(v) ? '—' : percent(lng, v, 2));
  const sampling = simulation.sampling === 'lhs' ? t('results.samplingLhs') : t('results.samplingRandom');
  return (
    <p className="mb-2 text-sm text-muted-foreground" data-testid="mc-method">
      {sampling}
      {c
        ? ` · ${t(c.converged ? 'results.converged' : 'results.notConverged', {
            used: formatNumber(lng, c.iterationsUsed, 0),
            target: percent(lng, c.tolerance, c.tolerance < 0.01 ? 1 : 0),
            mean: pct(c.precision.mean),
            p10: pct(c.precision.p10),
            p90: pct(c.precision.p90),
          })}`
        : null}
    </p>
  );
}
