import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LockIcon } from 'lucide-react';
import type { Project } from '../../../contract/projects.ts';
import { Badge } from '../../components/ui/badge.tsx';

/** The server's way back (`upgradeUrl`), when it is one of the plan pages; else the plans. */
function wayBack(url: string | null | undefined): string {
  return url && /^\/(quick-checkout|pricing)(\?|$)/.test(url) ? url : '/pricing';
}

/** The locale keys of each reason: above the plan's project limit, or a team member beyond the plan's seats. */
const KEYS = { plan_limit: 'readOnly', team_seats: 'readOnlySeats' } as const;

/**
 * A project the caller cannot edit because of the plan (issue 22): above the plan's limit
 * (`readOnlyReason: 'plan_limit'`), or the caller is a team member beyond the plan's seats
 * (`'team_seats'`). The server keeps it; the badge says why, with the upgrade that makes it
 * editable again. `full` is the project page's notice, explaining that nothing was deleted.
 */
export function ReadOnlyPlan({ project, full = false }: { project: Pick<Project, 'readOnlyReason' | 'upgradeUrl'>; full?: boolean }) {
  const { t } = useTranslation('projects');
  if (!project.readOnlyReason) return null;
  const k = KEYS[project.readOnlyReason];
  const badge = (
    <Badge variant="warning" data-testid="read-only-badge">
      <LockIcon aria-hidden="true" />
      {t(`${k}.badge`)}
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
      <span>{t(`${k}.note`)}</span>
      <Link to={wayBack(project.upgradeUrl)} className="font-medium underline underline-offset-4" data-testid="read-only-upgrade">
        {t(`${k}.upgrade`)}
      </Link>
    </span>
  );
}

/** The list row's badge and link. */
export function ReadOnlyPlanLink({ project }: { project: Pick<Project, 'readOnlyReason' | 'upgradeUrl'> }) {
  const { t } = useTranslation('projects');
  if (!project.readOnlyReason) return null;
  const k = KEYS[project.readOnlyReason];
  return (
    <>
      <ReadOnlyPlan project={project} />
      <Link to={wayBack(project.upgradeUrl)} className="text-xs font-medium text-primary underline underline-offset-4">
        {t(`${k}.upgrade`)}
      </Link>
    </>
  );
}
