import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { usePtaDashboard } from './api.ts';
import { Empty, Feedback, Section, Table, fmtEur } from './parts.tsx';

/** /pta-dashboard (admin): public tenders analytics from the catalogue and the platform's requests (ADR 0057). */
export function PtaDashboardPage() {
  const { t, i18n } = useTranslation('adminDashboards');
  const lng = i18n.language;
  const q = usePtaDashboard();
  const d = q.data;
  const source = (s: string) => t(`pta.sources.${s}`, { defaultValue: s });
  return (
    <div className="mx-auto grid max-w-6xl gap-6" data-testid="pta-dashboard">
      <PageHeader title={t('pta.title')} description={t('pta.description')} />
      {!d ? (
        <Feedback query={q} />
      ) : (
        <>
          <Section id="pta-calls" title={t('pta.calls.title')} description={t('pta.calls.description', { today: d.today })}>
            {d.calls.length === 0 ? (
              <Empty testId="pta-calls-empty">{t('pta.calls.empty')}</Empty>
            ) : (
              <Table
                testId="pta-calls-table"
                caption={t('pta.calls.title')}
                head={(['source', 'total', 'open', 'closingSoon', 'closed', 'maxAmount', 'budget'] as const).map((c) =>
                  t(`pta.calls.columns.${c}`),
                )}
                rows={d.calls.map((c) => [
                  source(c.source),
                  c.total,
                  c.open,
                  c.closingSoon,
                  c.closed,
                  c.withAmount === 0
                    ? t('pta.calls.noAmount')
                    : `${fmtEur(lng, c.maxAmountTotal)} (${t('pta.calls.ofCalls', { count: c.withAmount })})`,
                  c.budgetTotal === null ? t('pta.calls.noAmount') : fmtEur(lng, c.budgetTotal),
                ])}
              />
            )}
          </Section>
          <Section id="pta-outcomes" title={t('pta.outcomes.title')} description={t('pta.outcomes.description')}>
            {d.outcomes.length === 0 ? (
              <Empty testId="pta-outcomes-empty">{t('pta.outcomes.empty')}</Empty>
            ) : (
              <Table
                testId="pta-outcomes-table"
                caption={t('pta.outcomes.title')}
                head={(
                  ['source', 'programme', 'filed', 'inReview', 'approved', 'funded', 'refused', 'withdrawn', 'fundedAmount'] as const
                ).map((c) => t(`pta.outcomes.columns.${c}`))}
                rows={d.outcomes.map((o) => [
                  source(o.source),
                  o.programme ?? '—',
                  o.filed,
                  o.inReview,
                  o.approved,
                  o.funded,
                  o.refused,
                  o.withdrawn,
                  fmtEur(lng, o.fundedAmount),
                ])}
              />
            )}
          </Section>
          <Section id="pta-matches" title={t('pta.matches.title')} description={t('pta.matches.description')}>
            {d.matches.length === 0 ? (
              <Empty testId="pta-matches-empty">{t('pta.matches.empty')}</Empty>
            ) : (
              <Table
                testId="pta-matches-table"
                caption={t('pta.matches.title')}
                head={[t('pta.calls.columns.source'), t('pta.matches.saved'), t('pta.matches.search')]}
                rows={d.matches.map((m) => [source(m.source), m.savedCalls, m.searchMatches])}
              />
            )}
          </Section>
        </>
      )}
    </div>
  );
}
