import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ExplainedMatch } from '../../../contract/funding.ts';
import type { Project } from '../../../contract/projects.ts';
import { Button } from '../../components/ui/button.tsx';
import { Panel, queryFeedback } from '../../components/panel.tsx';
import { formatDate } from '../../lib/format.ts';
import { useFundingMatches } from './MatchApi.ts';
import { CriteriaChecklist, MatchBadge, ScoreBreakdown } from './MatchText.tsx';
import { amountText } from './SearchResults.tsx';

/**
 * The project page's Funding tab: the catalogue's calls matched against the project, eligible first,
 * each with its checklist (met / not met / unknown, with the field to fill) and its score's parts.
 * Calls the project is not eligible for are one click away, with why not.
 */
export function MatchTab({ project }: { project: Pick<Project, 'id' | 'title'> }) {
  const { t } = useTranslation('funding');
  const matches = useFundingMatches(project.id);
  const [showIneligible, setShowIneligible] = useState(false);
  if (matches.isPending || matches.isError) {
    return (
      <Panel id="funding-matches" title={t('match.title')} description={t('match.description')} testId="funding-matches">
        {queryFeedback(matches, t, t('match.loading'))}
      </Panel>
    );
  }
  const possible = matches.data.filter((m) => m.eligible !== 'no');
  const excluded = matches.data.filter((m) => m.eligible === 'no');
  const shown = showIneligible ? matches.data : possible;
  return (
    <Panel id="funding-matches" title={t('match.title')} description={t('match.description')} testId="funding-matches">
      <p role="status" data-testid="match-counts">
        {t('match.counts', {
          yes: matches.data.filter((m) => m.eligible === 'yes').length,
          unknown: matches.data.filter((m) => m.eligible === 'unknown').length,
          no: excluded.length,
        })}
      </p>
      {shown.length === 0 ? (
        <p className="text-muted-foreground" data-testid="no-matches">
          {t('match.empty')}
        </p>
      ) : (
        <ol className="grid min-w-0 gap-3" aria-label={t('match.listLabel')}>
          {shown.map((m) => (
            <MatchItem key={m.callId} match={m} projectId={project.id} />
          ))}
        </ol>
      )}
      {excluded.length > 0 ? (
        <Button
          variant="outline"
          size="sm"
          className="h-auto min-h-8 justify-self-start py-1.5 text-left whitespace-normal"
          aria-pressed={showIneligible}
          onClick={() => setShowIneligible((v) => !v)}
          data-testid="toggle-ineligible"
        >
          {showIneligible ? t('match.hideIneligible') : t('match.showIneligible', { count: excluded.length })}
        </Button>
      ) : null}
    </Panel>
  );
}

function MatchItem({ match: m, projectId }: { match: ExplainedMatch; projectId: string }) {
  const { t, i18n } = useTranslation('funding');
  const lng = i18n.language;
  const amount = amountText(lng, t, m.call.minAmount, m.call.maxAmount);
  return (
    <li className="grid min-w-0 gap-3 rounded-md border p-3" data-testid="match-item" data-call={m.callId} data-eligible={m.eligible}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link to={`/announcement/${m.callId}`} className="font-semibold break-words underline-offset-4 hover:underline">
            {m.call.title}
          </Link>
          <p className="text-xs text-muted-foreground">
            {m.call.funder} · {t(`catalogue.aidForms.${m.call.aidForm}`)} · {t(`search.statuses.${m.call.status}`)}
            {m.call.closesAt ? ` · ${t('match.closes', { date: formatDate(lng, m.call.closesAt) })}` : ''}
            {amount ? ` · ${amount}` : ''}
          </p>
        </div>
        <MatchBadge match={m} />
      </div>
      <CriteriaChecklist criteria={m.criteria} projectId={projectId} />
      <ScoreBreakdown match={m} />
      {m.eligible !== 'no' && (m.call.status === 'open' || m.call.status === 'closing') ? (
        <Button asChild size="sm" variant="outline" className="justify-self-start">
          <Link to={`/funding-wizard/${projectId}?call=${m.callId}`}>{t('announcement.apply')}</Link>
        </Button>
      ) : null}
    </li>
  );
}
