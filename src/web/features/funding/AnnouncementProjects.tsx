import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Panel, queryFeedback } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useCallMatches } from './MatchApi.ts';
import { CriteriaChecklist, MatchBadge, ScoreBreakdown } from './MatchText.tsx';

/** The caller's projects ranked against one call, each with its checklist and "Start an application". */
export function AnnouncementProjects({ callId, open }: { callId: string; open: boolean }) {
  const { t } = useTranslation('funding');
  const matches = useCallMatches(callId);
  return (
    <Panel
      id="announcement-projects"
      title={t('announcement.projectsTitle')}
      description={t('announcement.projectsDescription')}
      testId="announcement-projects"
    >
      {matches.isPending || matches.isError ? (
        queryFeedback(matches, t, t('announcement.loading'))
      ) : matches.data.length === 0 ? (
        <p className="text-muted-foreground">
          {t('announcement.noProjects')}{' '}
          <Link to="/projects/new" className="text-primary underline-offset-4 hover:underline">
            {t('announcement.createProject')}
          </Link>
        </p>
      ) : (
        <ol className="grid gap-3">
          {matches.data.map((m) => (
            <li
              key={m.projectId}
              className="grid gap-3 rounded-md border p-3"
              data-testid="announcement-project"
              data-project={m.projectId}
              data-eligible={m.eligible}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <Link to={`/projects/${m.projectId}?tab=funding`} className="font-semibold break-words underline-offset-4 hover:underline">
                  {m.projectTitle}
                </Link>
                <MatchBadge match={m} />
              </div>
              <CriteriaChecklist criteria={m.criteria} projectId={m.projectId} />
              <ScoreBreakdown match={m} />
              {m.eligible !== 'no' && open ? (
                <Button asChild size="sm" className="justify-self-start">
                  <Link to={`/funding-wizard/${m.projectId}?call=${callId}`} data-testid="start-application">
                    {t('announcement.apply')}
                  </Link>
                </Button>
              ) : (
                <p className="text-xs text-muted-foreground">{open ? t('announcement.cannotApply') : t('announcement.notOpen')}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
