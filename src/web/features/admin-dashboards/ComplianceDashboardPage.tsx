import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { useComplianceDashboard } from './api.ts';
import { Empty, Feedback, Section, Table, fmtDate, fmtNumber } from './parts.tsx';

const STATE_VARIANT = { open: 'secondary', overdue: 'destructive', done: 'outline' } as const;

/** /compliance-dashboard (admin): every project's frameworks and the platform's own GDPR register (ADR 0057). */
export function ComplianceDashboardPage() {
  const { t, i18n } = useTranslation('adminDashboards');
  const lng = i18n.language;
  const q = useComplianceDashboard();
  const d = q.data;
  return (
    <div className="mx-auto grid max-w-6xl gap-6" data-testid="compliance-dashboard">
      <PageHeader title={t('compliance.title')} description={t('compliance.description')} />
      {!d ? (
        <Feedback query={q} />
      ) : (
        <>
          <Section
            id="cd-frameworks"
            title={t('compliance.frameworks.title')}
            description={t('compliance.frameworks.description', { assessed: d.projects.assessed, total: d.projects.total })}
          >
            {d.projects.assessed === 0 ? (
              <Empty testId="cd-frameworks-empty">{t('compliance.frameworks.empty')}</Empty>
            ) : (
              <Table
                testId="cd-frameworks-table"
                caption={t('compliance.frameworks.title')}
                head={(['framework', 'projects', 'average', 'compliant', 'partial', 'nonCompliant', 'notAssessed'] as const).map((c) =>
                  t(`compliance.frameworks.columns.${c}`),
                )}
                rows={d.frameworks
                  .filter((f) => f.applicableProjects > 0)
                  .map((f) => [
                    f.name,
                    f.applicableProjects,
                    f.averageScore === null ? t('notAssessed') : fmtNumber(lng, f.averageScore),
                    f.compliant,
                    f.partial,
                    f.nonCompliant,
                    f.notAssessed,
                  ])}
              />
            )}
          </Section>
          <Section id="cd-gaps" title={t('compliance.gaps.title')} description={t('compliance.gaps.description')}>
            {d.gaps.length === 0 ? (
              <Empty testId="cd-gaps-empty">{t('compliance.gaps.empty')}</Empty>
            ) : (
              <Table
                testId="cd-gaps-table"
                caption={t('compliance.gaps.title')}
                head={[
                  t('compliance.gaps.item'),
                  t('compliance.gaps.framework'),
                  t('compliance.gaps.weight'),
                  t('compliance.gaps.projects'),
                ]}
                rows={d.gaps.map((g) => [
                  g.title,
                  d.frameworks.find((f) => f.id === g.framework)?.name ?? g.framework,
                  g.weight,
                  g.projects,
                ])}
              />
            )}
          </Section>
          <Section
            id="cd-consents"
            title={t('compliance.consents.title')}
            description={t('compliance.consents.description', { records: d.consents.records, subjects: d.consents.subjects })}
          >
            {d.consents.byVersion.length === 0 ? (
              <Empty testId="cd-consents-empty">{t('compliance.consents.empty')}</Empty>
            ) : (
              <Table
                testId="cd-consents-table"
                caption={t('compliance.consents.title')}
                head={(['version', 'subjects', 'necessary', 'analytics', 'marketing', 'functional'] as const).map((c) =>
                  t(`compliance.consents.columns.${c}`),
                )}
                rows={d.consents.byVersion.map((v) => [v.policyVersion, v.subjects, v.necessary, v.analytics, v.marketing, v.functional])}
              />
            )}
          </Section>
          <Section id="cd-requests" title={t('compliance.requests.title')} description={t('compliance.requests.description')}>
            {d.requests.length === 0 ? (
              <Empty testId="cd-requests-empty">{t('compliance.requests.empty')}</Empty>
            ) : (
              <Table
                testId="cd-requests-table"
                caption={t('compliance.requests.title')}
                head={(['subject', 'kind', 'received', 'deadline', 'extended', 'state'] as const).map((c) =>
                  t(`compliance.requests.columns.${c}`),
                )}
                rows={d.requests.map((r) => [
                  r.subjectEmail ?? t('compliance.requests.erased'),
                  t(`compliance.requests.kind.${r.kind}`),
                  fmtDate(lng, r.receivedAt),
                  fmtDate(lng, r.deadline),
                  fmtDate(lng, r.extendedDeadline),
                  <Badge key="s" variant={STATE_VARIANT[r.state]} data-testid={`cd-request-${r.state}`}>
                    {t(`compliance.requests.state.${r.state}`)}
                  </Badge>,
                ])}
              />
            )}
            <p className="text-xs text-muted-foreground">{t('compliance.requests.note')}</p>
          </Section>
        </>
      )}
    </div>
  );
}
