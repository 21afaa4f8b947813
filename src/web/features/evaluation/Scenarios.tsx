import { useTranslation } from 'react-i18next';
import type { BusinessPlanAssumptions, ScenarioAnalysis } from '../../../domain/finance/index.ts';
import { TableDisclosure } from '../../components/ui/data-table.tsx';
import { driverValue, money, percent, scenarioDrivers } from './display.ts';

const TH = 'px-2 py-1 font-medium first:text-left';

/** How the worst and best scenarios are built: which drivers move, from what to what. */
function ScenarioBuild({
  scenarios,
  assumptions,
  currency,
}: {
  scenarios: ScenarioAnalysis;
  assumptions: BusinessPlanAssumptions | null;
  currency: string;
}) {
  const { t, i18n } = useTranslation('evaluation');
  const lng = i18n.language;
  const rows = scenarioDrivers(scenarios, assumptions);
  const weight = (name: string) => percent(lng, scenarios.scenarios.find((s) => s.name === name)?.probability ?? 0, 0);
  const value = (driver: (typeof rows)[number]['driver'], v: number | null) => (v === null ? '—' : driverValue(lng, driver, v, currency));
  return (
    <div className="mt-3 grid gap-2 text-sm" data-testid="scenario-build">
      <p className="text-muted-foreground">
        {t('scenarioBuild.rule', { worst: weight('worst'), base: weight('base'), best: weight('best') })}
      </p>
      {rows.length === 0 ? (
        <p className="text-muted-foreground">{t('scenarioBuild.none')}</p>
      ) : (
        <TableDisclosure label={t('scenarioBuild.show', { count: rows.length })}>
          <div className="overflow-x-auto">
            <table className="w-full min-w-max text-right text-sm tabular-nums">
              <caption className="sr-only">{t('scenarioBuild.caption')}</caption>
              <thead>
                <tr className="border-b">
                  <th scope="col" className={TH}>
                    {t('table.driver')}
                  </th>
                  {(['worst', 'base', 'best'] as const).map((s) => (
                    <th key={s} scope="col" className={TH}>
                      {t(`scenario.${s}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.driver} className="border-b last:border-0">
                    <th scope="row" className="px-2 py-1 text-left font-normal">
                      {t(`drivers.${r.driver}.label`)}
                    </th>
                    <td className="px-2 py-1">{value(r.driver, r.worst)}</td>
                    <td className="px-2 py-1">{value(r.driver, r.base)}</td>
                    <td className="px-2 py-1">{value(r.driver, r.best)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </TableDisclosure>
      )}
    </div>
  );
}

/**
 * The worst, base and best scenarios: their outcomes, how they are built, and the probability-weighted
 * NPV labelled as weighted, with its formula written out in the scenarios' own figures.
 */
export function Scenarios({
  scenarios,
  assumptions = null,
  currency,
}: {
  scenarios: ScenarioAnalysis | null;
  assumptions?: BusinessPlanAssumptions | null;
  currency: string;
}) {
  const { t, i18n } = useTranslation('evaluation');
  const lng = i18n.language;
  const formula = scenarios?.scenarios.map((s) => `${percent(lng, s.probability, 0)} × ${money(lng, s.npv, currency)}`).join(' + ');
  return (
    <section aria-labelledby="scenarios-heading" data-testid="scenarios">
      <h3 id="scenarios-heading" className="mb-2 font-medium">
        {t('results.scenarios')}
      </h3>
      {!scenarios ? (
        <p className="text-sm text-muted-foreground">{t('empty.noScenarios')}</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full min-w-max text-right text-sm tabular-nums">
              <caption className="sr-only">{t('results.scenarios')}</caption>
              <thead>
                <tr className="border-b">
                  {['scenario', 'probability', 'totalRevenue', 'npv', 'irr'].map((h) => (
                    <th key={h} scope="col" className={TH}>
                      {t(`table.${h}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {scenarios.scenarios.map((s) => (
                  <tr key={s.name} className="border-b last:border-0" data-testid={`scenario-${s.name}`}>
                    <th scope="row" className="px-2 py-1 text-left font-normal">
                      {t(`scenario.${s.name}`, { defaultValue: s.name })}
                    </th>
                    <td className="px-2 py-1">{percent(lng, s.probability, 0)}</td>
                    <td className="px-2 py-1">{money(lng, s.totalRevenue, currency)}</td>
                    <td className="px-2 py-1">{money(lng, s.npv, currency)}</td>
                    <td className="px-2 py-1">{s.irr === null ? '—' : percent(lng, s.irr)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ScenarioBuild scenarios={scenarios} assumptions={assumptions} currency={currency} />
          <div className="mt-3 rounded-md border bg-muted/40 p-3 text-sm" data-testid="weighted-npv">
            <p className="font-medium">{t('results.weightedNpv', { value: money(lng, scenarios.probabilityWeightedNpv, currency) })}</p>
            <p className="mt-1 text-xs text-muted-foreground tabular-nums" data-testid="weighted-npv-formula">
              {t('results.weightedNpvFormula', { formula })}
            </p>
            <p className="mt-1 text-xs text-muted-foreground">{t('results.weightedNpvNote')}</p>
          </div>
        </>
      )}
    </section>
  );
}
