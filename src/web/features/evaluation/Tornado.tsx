import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Tornado } from '../../../domain/finance/index.ts';
import { AXIS, niceAxis, tickFormatter, TOOLTIP_STYLE } from '../../lib/chart-style.ts';
import { ChartTable } from './ChartTable.tsx';
import { money, tornadoRows } from './display.ts';

/** NPV sensitivity: one bar per driver, from its low to its high end, with a legend for the two colours. */
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
          <p className="mb-2 text-sm text-muted-foreground">
            {t('results.tornadoHelp', { base: money(lng, tornado.base ?? 0, currency) })}
          </p>
          <div
            className="text-muted-foreground"
            style={{ height: 40 + rows.length * 28 }}
            role="img"
            aria-label={t('results.tornadoAlt', {
              first: t(`drivers.${rows[0]!.driver}.label`),
              swing: money(lng, rows[0]!.swing, currency),
            })}
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                data={rows.map((r) => ({ ...r, name: t(`drivers.${r.driver}.short`) }))}
                layout="vertical"
                stackOffset="sign"
                margin={{ top: 4, right: 8, bottom: 0, left: 8 }}
              >
                <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
                <XAxis
                  type="number"
                  tick={AXIS}
                  {...niceAxis(
                    rows.flatMap((r) => [
                      Math.min(0, r.deltaLow) + Math.min(0, r.deltaHigh),
                      Math.max(0, r.deltaLow) + Math.max(0, r.deltaHigh),
                    ]),
                  )}
                  tickFormatter={tickFormatter(lng, currency)}
                />
                <YAxis type="category" dataKey="name" tick={AXIS} width={96} />
                <Tooltip contentStyle={TOOLTIP_STYLE} formatter={(v) => money(lng, Number(v), currency)} />
                <ReferenceLine x={0} stroke="var(--foreground)" />
                <Bar dataKey="deltaLow" name={t('results.atLow')} stackId="s" fill="var(--destructive)" isAnimationActive={false} />
                <Bar dataKey="deltaHigh" name={t('results.atHigh')} stackId="s" fill="var(--primary)" isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <p className="mt-1 flex flex-wrap gap-3 text-xs text-muted-foreground" data-testid="tornado-legend">
            <span className="inline-flex items-center gap-1">
              <span className="inline-block size-3 rounded-sm bg-destructive" aria-hidden="true" />
              {t('results.atLow')}
            </span>
            <span className="inline-flex items-center gap-1">
              <span className="inline-block size-3 rounded-sm bg-primary" aria-hidden="true" />
              {t('results.atHigh')}
            </span>
          </p>
          <ChartTable
            caption={t('results.tornado')}
            head={[t('table.driver'), t('table.npvAtLow'), t('table.npvAtHigh'), t('table.swing')]}
            rows={rows.map((r) => [
              t(`drivers.${r.driver}.label`),
              r.atLow === null ? '—' : money(lng, r.atLow, currency),
              r.atHigh === null ? '—' : money(lng, r.atHigh, currency),
              money(lng, r.swing, currency),
            ])}
          />
        </>
      )}
    </section>
  );
}
