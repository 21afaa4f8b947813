import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { CallSearchItem, CallSummary } from '../../../contract/funding.ts';
import { FundingPage } from './FundingPage.tsx';
import { MatchProjectPicker, useMatchesByCall } from './MatchProjectPicker.tsx';
import { MatchBadge } from './MatchText.tsx';
import { SavedSearchButton } from './SavedSearchButton.tsx';
import { liveParams, parseSearchState, savedFilters, searchStateToParams } from './search-params.ts';

/**
 * /funding as the user meets it: the catalogue's search with "match for project" and "save this
 * search" in its toolbar, each row's eligibility badge for the chosen project and a link to the
 * call's announcement page. The chosen project lives in the address (`?project=`) like the filters.
 */
export function FundingSearchScreen() {
  const { t } = useTranslation('funding');
  const [params, setParams] = useSearchParams();
  const state = parseSearchState(params);
  const projectId = state.project || null;
  const matches = useMatchesByCall(projectId);

  const choose = (id: string | null) => {
    const now = parseSearchState(liveParams());
    setParams(searchStateToParams({ ...now, page: 1, project: id ?? '', sort: !id && now.sort === 'match' ? '' : now.sort }), {
      replace: true,
    });
  };

  // With a project chosen the server ranks the whole catalogue by match (sort=match&project=); the slot only offers the sort.
  const matchOrder = projectId ? (items: CallSummary[]) => items : undefined;

  return (
    <FundingPage
      matchOrder={matchOrder}
      toolbar={(s) => (
        <div className="grid gap-3 sm:grid-cols-[minmax(0,20rem)_1fr] sm:items-end">
          <MatchProjectPicker value={projectId} onChange={choose} />
          <div className="sm:justify-self-end">
            <SavedSearchButton query={savedFilters(s)} suggestedName={s.q || undefined} />
          </div>
        </div>
      )}
      rowExtra={(call) => {
        // A search ranked by match carries each row's match; otherwise the project's list of matches tells.
        const m = projectId ? ((call as CallSearchItem).match ?? matches.get(call.id)) : undefined;
        return (
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            {m ? <MatchBadge match={m} /> : <span />}
            <Link
              to={`/announcement/${call.id}`}
              className="text-sm font-medium text-primary underline underline-offset-4"
              data-testid="open-announcement"
            >
              {t('search.openAnnouncement')}
            </Link>
          </div>
        );
      }}
    />
  );
}
