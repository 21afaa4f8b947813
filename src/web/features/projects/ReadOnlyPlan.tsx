import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LockIcon } from 'lucide-react';
import type { Project } from '../../../contract/projects.ts';
import { Badge } from '../../components/ui/badge.tsx';

/** The server's way back (`upgradeUrl`), when it is one of the plan pages; else the plans. */
function wayBack(url: string | null | undefined): string {
  return url && /^\/(quick-checkout|pricing)(\?|$)/.test(url) ? url : '/pricing';
}

/**
 * A project above the plan's limit (issue 22): the server keeps it and marks it read-only
 * (`readOnlyReason: 'plan_limit'`); the badge says so, with the upgrade that makes it editable again.
 * `full` is the project page's notice, explaining that nothing was deleted.
 */
export function ReadOnlyPlan({ project, full = false }: { project: Pick<Project, 'readOnlyReason' | 'upgradeUrl'>; full?: boolean }) {
  const { t } = useTranslation('projects');
  if (project.readOnlyReason !== 'plan_limit') return null;
  const badge = (
    <Badge variant="warning" data-testid="read-only-badge">
      <LockIcon aria-hidden="true" />
      {t('readOnly.badge')}
    </Badge>
  );
  if (!full) return badge;
  return (
    <span
      className="flex flex-wrap items-center gap-2 rounded-md border border-amber-500/60 bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
      role="note"
      data-testid="read-only-note"
    >
      {badge}
      <span>{t('readOnly.note')}</span>
      <Link to={wayBack(project.upgradeUrl)} className="font-medium underline underline-offset-4" data-testid="read-only-upgrade">
        {t('readOnly.upgrade')}
      </Link>
    </span>
  );
}

/** The list row's badge and link. */
export function ReadOnlyPlanLink({ project }: { project: Pick<Project, 'readOnlyReason' | 'upgradeUrl'> }) {
  const { t } = useTranslation('projects');
  if (project.readOnlyReason !== 'plan_limit') return null;
  return (
    <>
      <ReadOnlyPlan project={project} />
      <Link to={wayBack(project.upgradeUrl)} className="text-xs font-medium text-primary underline underline-offset-4">
        {t('readOnly.upgrade')}
      </Link>
    </>
  );
}
