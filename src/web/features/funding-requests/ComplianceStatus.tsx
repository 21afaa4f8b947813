import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors.ts';
import { formatNumber } from '../../lib/format.ts';
import { useProjectCompliance } from './api.ts';

/**
 * What "compliance status" in the package carries: each applicable framework's status and score
 * (GET /api/projects/:id/compliance). "Not assessed yet" only when no applicable item is answered.
 */
export function ComplianceStatus({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation(['fundingRequests', 'compliance']);
  const compliance = useProjectCompliance(projectId);
  if (compliance.isPending) return <p className="ml-6 text-sm text-muted-foreground">{t('loading')}</p>;
  if (compliance.isError)
    return (
      <p role="alert" className="ml-6 text-sm text-destructive">
        {errorMessage(t, compliance.error)}
      </p>
    );
  const assessed = compliance.data.frameworks.filter((f) => f.applicable && f.answered > 0);
  if (assessed.length === 0)
    return (
      <p className="ml-6 text-sm text-muted-foreground" data-testid="compliance-status">
        {t('wizard.package.complianceNone')}
      </p>
    );
  return (
    <ul className="ml-6 grid gap-0.5 text-sm text-muted-foreground" data-testid="compliance-status">
      {assessed.map((f) => (
        <li key={f.id}>
          {t(`compliance:frameworks.${f.id}`)}: {f.status ? t(`compliance:status.${f.status}`) : t('wizard.package.complianceInProgress')}
          {f.score !== null ? ` · ${formatNumber(i18n.language, f.score, 0)}/100` : ''}
          {' · '}
          {t('wizard.package.complianceAnswered', { answered: f.answered, total: f.total })}
        </li>
      ))}
    </ul>
  );
}
