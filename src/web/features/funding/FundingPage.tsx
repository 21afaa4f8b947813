import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from 'lucide-react';
import type { CallSummary } from '../../../contract/funding.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatNumber } from '../../lib/format.ts';
import { useCallSearch, useFundingStats } from './search-api.ts';
import { hasFilters, liveParams, PAGE_SIZE, parseSearchState, searchStateToParams, toApiQuery, type SearchState } from './search-params.ts';
import { SearchFilters } from './SearchFilters.tsx';
import { SearchResults } from './SearchResults.tsx';

export interface FundingPageSlots {
  /** Above the results: e.g. "match for project X" and "save this search" (fund-match). Gets the current filters. */
  toolbar?: (state: SearchState) => ReactNode;
  /** Inside each result row: e.g. eligibility for the chosen project. */
  rowExtra?: (call: CallSummary) => ReactNode;
  /**
   * When a project is chosen: "best match" is offered; the server then ranks the whole filtered
   * catalogue for the project (eligible first, then by fit) before paging, so the page shows what
   * it answers. A page of another order may still be reordered by this slot.
   */
  matchOrder?: ((items: CallSummary[]) => CallSummary[]) | undefined;
}

/** /funding: the catalogue's search — text in Italian and English, filters kept in the URL, the live count. */
export function FundingPage({ toolbar, rowExtra, matchOrder }: FundingPageSlots = {}) {
  const { t, i18n } = useTranslation('funding');
  const lng = i18n.language;
  const [params, setParams] = useSearchParams();
  const state = parseSearchState(params);
  // Every write starts from the address as it is now (BrowserRouter writes it at once), not as last
  // rendered: the search box's pause and another control may both write within one render.
  const update = (patch: Partial<SearchState>) =>
    setParams(searchStateToParams({ ...parseSearchState(liveParams()), page: 1, ...patch }), { replace: true });
  const result = useCallSearch(toApiQuery(state));
  const stats = useFundingStats();

  // The search box writes to the URL after a short pause; the URL changing (back, a link) refills it.
  const [text, setText] = useState(state.q);
  const [urlText, setUrlText] = useState(state.q);
  if (urlText !== state.q) {
    setUrlText(state.q);
    setText(state.q);
  }
  useEffect(() => {
    if (text === state.q) return;
    // From the URL as it is when the pause ends (a filter or "clear" may have changed it meanwhile).
    const timer = window.setTimeout(() => {
      const next = liveParams();
      if (text.trim()) next.set('q', text);
      else next.delete('q');
      next.delete('page');
      setParams(next, { replace: true });
    }, 300);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text restarts the pause
  }, [text]);

  const filtered = hasFilters(state);
  const items = result.data
    ? state.sort === 'match' && matchOrder && !state.project
      ? matchOrder(result.data.items)
      : result.data.items
    : [];
  const total = result.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6" data-testid="funding-page">
      <PageHeader
        title={t('search.title')}
        description={
          stats.data ? (
            <span data-testid="funding-live-count">
              {t('search.liveCount', {
                open: formatNumber(lng, stats.data.openCalls, 0),
                total: formatNumber(lng, stats.data.totalCalls, 0),
                count: stats.data.openCalls,
              })}
            </span>
          ) : (
            t('search.lead')
          )
        }
        className="mb-0"
      />
      <div className="grid gap-1.5">
        <Label htmlFor="funding-q">{t('search.query')}</Label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground" aria-hidden="true" />
          <Input
            id="funding-q"
            type="search"
            className="pl-9"
            value={text}
            maxLength={200}
            placeholder={t('search.queryPlaceholder')}
            onChange={(e) => setText(e.target.value)}
            data-testid="funding-q"
          />
        </div>
      </div>
      <SearchFilters
        state={state}
        update={update}
        filtered={filtered}
        matchSort={Boolean(matchOrder)}
        onClear={() => setParams(state.project ? { project: state.project } : new URLSearchParams(), { replace: true })}
      />
      {toolbar ? <div data-testid="funding-toolbar">{toolbar(state)}</div> : null}
      <section aria-labelledby="funding-results-heading" className="grid gap-3" aria-busy={result.isFetching}>
        <h2 id="funding-results-heading" className="text-sm text-muted-foreground" aria-live="polite" data-testid="funding-total">
          {result.data ? t('search.results', { count: total, formatted: formatNumber(lng, total, 0) }) : t('search.loading')}
        </h2>
        {result.isPending ? <Spinner aria-label={t('search.loading')} /> : null}
        {result.isError ? (
          <p role="alert" className="text-destructive">
            {errorMessage(t, result.error)}
          </p>
        ) : null}
        {result.data && result.data.items.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-sm text-muted-foreground" data-testid="funding-empty">
            {filtered ? t('search.emptyFiltered') : t('search.emptyCatalogue')}
          </p>
        ) : null}
        {items.length > 0 ? <SearchResults items={items} rowExtra={rowExtra} /> : null}
        {pages > 1 ? (
          <nav aria-label={t('search.pagination')} className="flex items-center justify-between gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={state.page <= 1}
              onClick={() => setParams(searchStateToParams({ ...state, page: state.page - 1 }))}
            >
              {t('search.previous')}
            </Button>
            <span className="text-sm text-muted-foreground">{t('search.page', { page: state.page, pages })}</span>
            <Button
              variant="outline"
              size="sm"
              disabled={state.page >= pages}
              onClick={() => setParams(searchStateToParams({ ...state, page: state.page + 1 }))}
            >
              {t('search.next')}
            </Button>
          </nav>
        ) : null}
      </section>
    </div>
  );
}
