import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DownloadIcon } from 'lucide-react';
import type { PlanResult, PlanSimulation, ScenarioAnalysis, Tornado } from '../../../domain/finance/index.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { DataTable, TableDisclosure } from '../../components/ui/data-table.tsx';
import { AXIS, TOOLTIP_STYLE } from '../../lib/chart-style.ts';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { csvUrl, type EvaluationDetail } from '../projects/api.ts';
import { decimal, metricCards, money, percent, tornadoRows } from './display.ts';
import { histogramBars, shadedShare } from './model.ts';


/** A chart's data as a table, folded away for sighted users and announced to screen readers. */
function ChartTable(props: { caption: string; head: string[]; rows: (string | number)[][] }) {
  const { t } = useTranslation('evaluation');
  return (
    <TableDisclosure label={t('results.showTable')} className="mt-2">
      <DataTable {...props} />
    </TableDisclosure>
  );
}

/** The metric cards of a plan; a metric without an answer says why instead of showing a number. */
export function MetricGrid({ plan, currency, testIdPrefix = 'metric' }: { plan: PlanResult; currency: string; testIdPrefix?: string }) {
  const { t, i18n } = useTranslation('evaluation');
  const cards = metricCards(plan.metrics, i18n.language, currency);
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((c) => (
        <li key={c.id} className="rounded-lg border bg-card p-3" data-testid={`${testIdPrefix}-${c.id}`}>
          <p className="text-sm font-medium text-muted-foreground" id={`${testIdPrefix}-${c.id}-label`}>
            {t(`metrics.${c.id}.label`)}
          </p>
          {c.value === null ? (
            <p className="mt-1 text-sm" data-empty="true">
              {t(`empty.${c.emptyKey}`)}
            </p>
          ) : (
            <p className="mt-1 text-2xl font-semibold tabular-nums">{c.valueKey ? t(c.valueKey, { value: c.value }) : c.value}</p>
          )}
          <p className="mt-1 text-xs text-muted-foreground">{t(`metrics.${c.id}.help`)}</p>
        </li>
      ))}
    </ul>
  );
}

function CashFlows({ plan, currency }: { plan: PlanResult; currency: string }) {
  const { t, i18n } = useTranslation('evaluation');
  const lng = i18n.language;
  const flows = plan.projectCashFlows.map((value, year) => ({ year: String(year), value }));
  return (
    <section aria-labelledby="cf-heading">
      <h3 id="cf-heading" className="mb-2 font-medium">
        {t('results.cashFlows')}
      </h3>
      <p className="mb-2 text-sm text-muted-foreground">{t('results.cashFlowsHelp')}</p>
      <div className="h-56 text-muted-foreground" role="img" aria-label={t('results.cashFlowsAlt', { years: plan.years.length })}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={flows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis dataKey="year" tick={AXIS} />
            <YAxis tick={AXIS} tickFormatter={(v: number) => formatNumber(lng, v / 1000, 0) + 'k'} />
            <Tooltip contentStyle={TOOLTIP_STYLE} formatter={(v) => money(lng, Number(v), currency)} />
            <ReferenceLine y={0} stroke="var(--border)" />
            <Bar dataKey="value" name={t('results.flow')} isAnimationActive={false}>
              {flows.map((d) => (
                <Cell key={d.year} fill={d.value < 0 ? 'var(--destructive)' : 'var(--primary)'} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div className="mt-3 overflow-x-auto" data-testid="cash-flow-table">
        <table className="w-full min-w-max text-right text-sm tabular-nums">
          <caption className="sr-only">{t('results.cashFlows')}</caption>
          <thead>
            <tr className="border-b">
              {['year', 'revenue', 'ebitda', 'tax', 'capex', 'freeCashFlow', 'debtService', 'dscr'].map((h) => (
                <th key={h} scope="col" className="px-2 py-1 font-medium first:text-left">
                  {t(`table.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {plan.years.map((y) => (
              <tr key={y.year} className="border-b last:border-0">
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  {y.year}
                </th>
                <td className="px-2 py-1">{money(lng, y.revenue, currency)}</td>
                <td className="px-2 py-1">{money(lng, y.ebitda, currency)}</td>
                <td className="px-2 py-1">{money(lng, y.tax, currency)}</td>
                <td className="px-2 py-1">{money(lng, y.capex, currency)}</td>
                <td className="px-2 py-1">{money(lng, y.freeCashFlow, currency)}</td>
                <td className="px-2 py-1">{money(lng, y.debtService, currency)}</td>
                <td className="px-2 py-1">{y.dscr === null ? '—' : `${decimal(lng, y.dscr)}×`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function Histogram({ simulation, currency }: { simulation: PlanSimulation | null; currency: string }) {
  const { t, i18n } = useTranslation('evaluation');
  const lng = i18n.language;
  const summary = simulation?.npv.summary ?? null;
  if (!simulation || !summary) {
    return (
      <section aria-labelledby="mc-heading" data-testid="histogram">
        <h3 id="mc-heading" className="mb-2 font-medium">
          {t('results.monteCarlo')}
        </h3>
        <p className="text-sm text-muted-foreground">{simulation ? t('empty.noValidIterations') : t('empty.noSimulation')}</p>
      </section>
    );
  }
  const p = summary.percentiles;
  const bars = histogramBars(summary.histogram, p.p12_5, p.p87_5);
  const data = bars.map((b) => ({ ...b, label: money(lng, b.mid, currency) }));
  const alt = t('results.histogramAlt', {
    p10: money(lng, p.p10, currency),
    p50: money(lng, p.p50, currency),
    p90: money(lng, p.p90, currency),
    low: money(lng, p.p12_5, currency),
    high: money(lng, p.p87_5, currency),
    negative: percent(lng, simulation.probabilityNpvNegative),
  });
  return (
    <section aria-labelledby="mc-heading" data-testid="histogram">
      <h3 id="mc-heading" className="mb-2 font-medium">
        {t('results.monteCarlo')}
      </h3>
      <dl className="mb-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {(
          [
            ['p10', money(lng, p.p10, currency)],
            ['p50', money(lng, p.p50, currency)],
            ['p90', money(lng, p.p90, currency)],
            ['pNegative', percent(lng, simulation.probabilityNpvNegative)],
          ] as const
        ).map(([k, v]) => (
          <div key={k} className="rounded-md border p-2" data-testid={`mc-${k}`}>
            <dt className="text-xs text-muted-foreground">{t(`results.${k}`)}</dt>
            <dd className="font-semibold tabular-nums">{v}</dd>
          </div>
        ))}
      </dl>
      <p className="mb-2 text-sm text-muted-foreground">
        {t('results.interval', { low: money(lng, p.p12_5, currency), high: money(lng, p.p87_5, currency), share: percent(lng, shadedShare(bars), 0) })}
      </p>
      <div className="h-60 text-muted-foreground" role="img" aria-label={alt}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} barCategoryGap={1}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" minTickGap={24} />
            <YAxis tick={AXIS} />
            <Tooltip contentStyle={TOOLTIP_STYLE} />
            <Bar dataKey="count" name={t('results.count')} isAnimationActive={false}>
              {data.map((d) => (
                <Cell key={d.from} fill={d.inInterval ? 'var(--primary)' : 'var(--muted-foreground)'} fillOpacity={d.inInterval ? 1 : 0.45} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <p className="mt-1 flex flex-wrap gap-3 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-primary" aria-hidden="true" />
          {t('results.legendInside')}
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-muted-foreground/45" aria-hidden="true" />
          {t('results.legendOutside')}
        </span>
      </p>
      {simulation.invalidIterations > 0 ? <p className="mt-1 text-xs text-muted-foreground">{t('results.invalidIterations', { count: simulation.invalidIterations, formatted: formatNumber(lng, simulation.invalidIterations, 0) })}</p> : null}
      <ChartTable
        caption={t('results.monteCarlo')}
        head={[t('table.from'), t('table.to'), t('table.count'), t('table.inInterval')]}
        rows={bars.map((b) => [money(lng, b.from, currency), money(lng, b.to, currency), formatNumber(lng, b.count, 0), b.inInterval ? t('table.yes') : t('table.no')])}
      />
    </section>
  );
}

export function TornadoChart({ tornado, currency }: { tornado: Tornado | null; currency: string }) {
  const { t, i18n } = useTranslation('evaluation');
  const lng = i18n.language;
  const rows = tornado ? tornadoRows(tornado).slice(0, 10) : [];
  return (
    <section aria-labelledby="tornado-heading" data-testid="tornado">
      <h3 id="tornado-heading" className="mb-2 font-medium">
        {t('results.tornado')}
      </h3>
      {!tornado || rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('empty.noTornado')}</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-muted-foreground">{t('results.tornadoHelp', { base: money(lng, tornado.base ?? 0, currency) })}</p>
          <div
            className="text-muted-foreground"
            style={{ height: 40 + rows.length * 28 }}
            role="img"
            aria-label={t('results.tornadoAlt', { first: t(`drivers.${rows[0]!.driver}.label`), swing: money(lng, rows[0]!.swing, currency) })}
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={rows.map((r) => ({ ...r, name: t(`drivers.${r.driver}.short`) }))} layout="vertical" stackOffset="sign" margin={{ top: 4, right: 8, bottom: 0, left: 8 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
                <XAxis type="number" tick={AXIS} tickFormatter={(v: number) => formatNumber(lng, v / 1000, 0) + 'k'} />
                <YAxis type="category" dataKey="name" tick={AXIS} width={96} />
                <Tooltip contentStyle={TOOLTIP_STYLE} formatter={(v) => money(lng, Number(v), currency)} />
                <ReferenceLine x={0} stroke="var(--foreground)" />
                <Bar dataKey="deltaLow" name={t('results.atLow')} stackId="s" fill="var(--destructive)" isAnimationActive={false} />
                <Bar dataKey="deltaHigh" name={t('results.atHigh')} stackId="s" fill="var(--primary)" isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <ChartTable
            caption={t('results.tornado')}
            head={[t('table.driver'), t('table.npvAtLow'), t('table.npvAtHigh'), t('table.swing')]}
            rows={rows.map((r) => [t(`drivers.${r.driver}.label`), r.atLow === null ? '—' : money(lng, r.atLow, currency), r.atHigh === null ? '—' : money(lng, r.atHigh, currency), money(lng, r.swing, currency)])}
          />
        </>
      )}
    </section>
  );
}

export function Scenarios({ scenarios, currency }: { scenarios: ScenarioAnalysis | null; currency: string }) {
  const { t, i18n } = useTranslation('evaluation');
  const lng = i18n.language;
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
                    <th key={h} scope="col" className="px-2 py-1 font-medium first:text-left">
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
          <p className="mt-2 text-sm" data-testid="weighted-npv">
            {t('results.weightedNpv', { value: money(lng, scenarios.probabilityWeightedNpv, currency) })}
          </p>
        </>
      )}
    </section>
  );
}

/** A stored evaluation's results: the numbers of record. */
export function StoredResults({ projectId, evaluation, currency }: { projectId: string; evaluation: EvaluationDetail; currency: string }) {
  const { t, i18n } = useTranslation('evaluation');
  const lng = i18n.language;
  const r = evaluation.result;
  return (
    <Card data-testid="stored-results">
      <CardHeader>
        <CardTitle className="text-lg">{t('results.title', { version: evaluation.version })}</CardTitle>
        <CardDescription data-testid="results-meta">
          {t('results.meta', {
            methodology: evaluation.methodologyVersion,
            iterations: formatNumber(lng, evaluation.iterations, 0),
            seed: evaluation.seed,
            date: formatDateTime(lng, evaluation.createdAt),
          })}
        </CardDescription>
        <div className="flex flex-wrap gap-3 pt-1 text-sm">
          <a className="inline-flex items-center gap-1 rounded text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" href={csvUrl(projectId, evaluation.version, 'results')} download>
            <DownloadIcon className="size-4" aria-hidden="true" />
            {t('results.csvResults')}
          </a>
          <a className="inline-flex items-center gap-1 rounded text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" href={csvUrl(projectId, evaluation.version, 'samples')} download>
            <DownloadIcon className="size-4" aria-hidden="true" />
            {t('results.csvSamples')}
          </a>
        </div>
      </CardHeader>
      <CardContent className="grid gap-8 *:min-w-0">
        <MetricGrid plan={r.plan} currency={currency} />
        <CashFlows plan={r.plan} currency={currency} />
        <Histogram simulation={r.simulation} currency={currency} />
        <TornadoChart tornado={r.tornado} currency={currency} />
        <Scenarios scenarios={r.scenarios} currency={currency} />
      </CardContent>
    </Card>
  );
}
