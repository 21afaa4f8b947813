import { useTranslation } from 'react-i18next';
import type { EvaluationSimulation } from '../../../domain/evaluation/index.ts';
import { formatNumber } from '../../lib/format.ts';

/**
 * Which rank correlations a stored simulation applied (ADR 0059): each pair with the ρ used (and the
 * ρ asked for when the nearest consistent matrix replaced it), and the warning when it did. Versions
 * without correlations show nothing.
 */
export function CorrelationsApplied({ simulation }: { simulation: EvaluationSimulation }) {
  const { t, i18n } = useTranslation('evaluation');
  const applied = simulation.rankCorrelation;
  if (!applied) return null;
  const num = (v: number) => formatNumber(i18n.language, v, 2);
  const name = (k: string) => t(`drivers.${k}.short`);
  return (
    <div className="mb-2 text-sm text-muted-foreground" data-testid="mc-correlations">
      <p>{t('results.correlationsApplied')}</p>
      <ul className="list-disc ps-5">
        {applied.pairs.map((p) => (
          <li key={`${p.a}-${p.b}`}>
            {t(num(p.used) === num(p.rho) ? 'results.correlationPair' : 'results.correlationPairChanged', {
              a: name(p.a),
              b: name(p.b),
              rho: num(p.rho),
              used: num(p.used),
            })}
          </li>
        ))}
      </ul>
      {simulation.correlationWarning ? (
        <p className="mt-1 font-medium text-amber-800 dark:text-amber-200" role="note" data-testid="mc-correlation-warning">
          {t('results.correlationWarning', { change: num(simulation.correlationWarning.maxChange) })}
        </p>
      ) : null}
    </div>
  );
}
