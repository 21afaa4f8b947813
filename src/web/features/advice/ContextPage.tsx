import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { Label } from '../../components/ui/label.tsx';
import { formatCurrency, formatNumber } from '../../lib/format.ts';
import { useContext, useProjects } from './api.ts';
import { selectClass } from './AiConsultingPage.tsx';

/** /contextual-analysis: the project's industry benchmarks, region, funding landscape and anonymised peers. */
export function ContextPage() {
  const { t, i18n } = useTranslation('advice');
  const lng = i18n.language;
  const projects = useProjects();
  const [chosen, setChosen] = useState('');
  const projectId = chosen || projects.data?.[0]?.id || null;
  const ctx = useContext(projectId);
  const c = ctx.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={t('context.title')} description={t('context.summary')} />
      <div className="space-y-1">
        <Label htmlFor="ctx-project">{t('common.project')}</Label>
        <select id="ctx-project" className={selectClass} value={projectId ?? ''} onChange={(e) => setChosen(e.target.value)}>
          {(projects.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
      </div>
      {projects.data?.length === 0 ? <p>{t('common.noProjects')}</p> : null}
      {projectId ? queryFeedback(ctx, t, t('common.loading')) : null}
      {c ? (
        <div className="grid gap-4 md:grid-cols-2" data-testid="context">
          <section className="rounded-lg border p-4" aria-labelledby="ctx-industry">
            <h2 id="ctx-industry" className="font-semibold">
              {t('context.industry', { name: c.industry.name })}
            </h2>
            <table className="mt-2 w-full text-sm">
              <tbody>
                {c.industry.benchmarks.map((b) => (
                  <tr key={b.key}>
                    <th scope="row" className="py-1 text-left font-normal">
                      {t(`context.bench.${b.key}`)}
                    </th>
                    <td className="text-right">
                      {b.range.min === b.range.max
                        ? formatNumber(lng, b.range.min, 3)
                        : `${formatNumber(lng, b.range.min, 3)} – ${formatNumber(lng, b.range.max, 3)}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-2 text-xs text-muted-foreground">{c.industry.benchmarks[0]?.source}</p>
          </section>
          <section className="rounded-lg border p-4" aria-labelledby="ctx-region">
            <h2 id="ctx-region" className="font-semibold">
              {t('context.region')}
            </h2>
            {c.region ? (
              <ul className="mt-2 space-y-1 text-sm">
                <li className="font-medium">{c.region.name}</li>
                {c.region.figures.map((f) => (
                  <li key={f.key}>
                    {t(`context.fig.${f.key}`)}: {formatNumber(lng, f.value)} {f.unit} ({f.year}) —{' '}
                    <a className="underline" href={f.sourceUrl} rel="noreferrer" target="_blank">
                      {f.dataset}
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-muted-foreground">{t('context.noRegion')}</p>
            )}
          </section>
          <section className="rounded-lg border p-4" aria-labelledby="ctx-funding">
            <h2 id="ctx-funding" className="font-semibold">
              {t('context.funding')}
            </h2>
            <p className="mt-2 text-sm">
              {t('context.openCalls', { count: c.funding.openCalls })}
              {c.funding.withBudget > 0
                ? ` · ${t('context.budget', { amount: formatCurrency(lng, c.funding.openBudget), n: c.funding.withBudget })}`
                : ''}
            </p>
          </section>
          <section className="rounded-lg border p-4" aria-labelledby="ctx-peers">
            <h2 id="ctx-peers" className="font-semibold">
              {t('context.peers')}
            </h2>
            {c.peers.shown ? (
              <table className="mt-2 w-full text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="text-left font-medium">
                      {t('context.metric')}
                    </th>
                    <th scope="col">P25</th>
                    <th scope="col">P50</th>
                    <th scope="col">P75</th>
                    <th scope="col">{t('context.yours')}</th>
                  </tr>
                </thead>
                <tbody>
                  {c.peers.metrics.map((m) => (
                    <tr key={m.key}>
                      <th scope="row" className="text-left font-normal">
                        {t(`context.peer.${m.key}`)}
                      </th>
                      <td className="text-right">{formatNumber(lng, m.p25, 0)}</td>
                      <td className="text-right">{formatNumber(lng, m.p50, 0)}</td>
                      <td className="text-right">{formatNumber(lng, m.p75, 0)}</td>
                      <td className="text-right">{m.yours === null ? '—' : formatNumber(lng, m.yours, 0)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="mt-2 text-sm text-muted-foreground">{t('context.fewPeers', { minimum: c.peers.minimum })}</p>
            )}
          </section>
        </div>
      ) : null}
    </div>
  );
}
