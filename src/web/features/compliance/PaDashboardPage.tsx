import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { usePaDashboard } from './api.ts';
import { complianceHref } from './ComplianceHubPage.tsx';
import { DnshBadge, QueryState, sharePercent, useCodeText } from './parts.tsx';

/** /pa-dashboard: the public-administration view of the user's PNRR projects (mission/component, DNSH, tagging, CUP). */
export function PaDashboardPage() {
  const { t, i18n } = useTranslation('compliance');
  const lng = i18n.language;
  const code = useCodeText();
  const rows = usePaDashboard();
  return (
    <div className="mx-auto grid max-w-6xl gap-6" data-testid="pa-dashboard">
      <PageHeader title={t('pa.title')} description={t('pa.description')} />
      {rows.data ? (
        rows.data.projects.length === 0 ? (
          <Card>
            <CardContent className="pt-5 text-sm" data-testid="pa-empty">
              {t('pa.empty')}
            </CardContent>
          </Card>
        ) : (
          <div className="overflow-x-auto rounded-md border">
            <table className="w-full min-w-[44rem] text-sm" data-testid="pa-table">
              <caption className="sr-only">{t('pa.caption')}</caption>
              <thead className="bg-muted/50 text-left">
                <tr>
                  {(['project', 'mission', 'component', 'dnsh', 'climate', 'digital', 'cup'] as const).map((c) => (
                    <th key={c} scope="col" className="px-3 py-2 font-medium">
                      {t(`pa.columns.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.data.projects.map((p) => (
                  <tr key={p.projectId} className="border-t" data-testid="pa-row">
                    <th scope="row" className="px-3 py-2 text-left font-medium break-words">
                      <Link to={complianceHref(p.projectId, 'pnrr')} className="text-primary underline-offset-4 hover:underline">
                        {p.title}
                      </Link>
                    </th>
                    <td className="px-3 py-2">{p.mission ? code('missions', p.mission) : '—'}</td>
                    <td className="px-3 py-2">{p.component ?? '—'}</td>
                    <td className="px-3 py-2">
                      <DnshBadge status={p.dnshStatus} />
                    </td>
                    <td className="px-3 py-2 tabular-nums">{sharePercent(lng, p.climateCoefficient)}</td>
                    <td className="px-3 py-2 tabular-nums">{sharePercent(lng, p.digitalCoefficient)}</td>
                    <td className="px-3 py-2 font-mono">{p.cup ?? <span className="text-muted-foreground">{t('pnrr.noCup')}</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : (
        <QueryState query={rows} />
      )}
      {rows.data && rows.data.projects.length > 0 ? (
        <dl className="grid gap-1 text-sm sm:grid-cols-[14rem_1fr]" data-testid="pa-tagging">
          {(['climate', 'digital'] as const).map((kind) => {
            const v = rows.data.tagging[kind];
            return (
              <div key={kind} className="contents">
                <dt className="text-muted-foreground">{t(`pa.share.${kind}`)}</dt>
                <dd className="tabular-nums" data-testid={`pa-share-${kind}`}>
                  {sharePercent(lng, v.share)} —{' '}
                  {t(`pnrr.verdict.${v.meetsTarget === null ? 'unknown' : v.meetsTarget ? 'above' : 'below'}`, {
                    target: sharePercent(lng, v.target),
                  })}
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {t('pa.targets', {
          climate: sharePercent(lng, rows.data?.tagging.climate.target || 0.37),
          digital: sharePercent(lng, rows.data?.tagging.digital.target || 0.2),
        })}
      </p>
    </div>
  );
}
