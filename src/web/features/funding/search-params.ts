import {
  AID_FORM_VALUES as AID_FORMS,
  CALL_STATUS_VALUES as CALL_STATUSES,
  SIZE_VALUES as APPLICANT_SIZES,
  SOURCE_VALUES as FUNDING_SOURCES,
} from '../../../domain/funding/index.ts';

/** The /funding filters as the URL keeps them (shareable): the API's own parameter names. */
export type SearchState = {
  q: string;
  status: string;
  aidForm: string;
  region: string;
  sector: string;
  size: string;
  funder: string;
  source: string;
  minAmount: string;
  maxAmount: string;
  deadlineAfter: string;
  deadlineBefore: string;
  sort: string;
  page: number;
  /** The project the results are matched against (not a filter: neither saved nor sent to the search). */
  project: string;
};
export const FILTER_KEYS = [
  'q',
  'status',
  'aidForm',
  'region',
  'sector',
  'size',
  'funder',
  'source',
  'minAmount',
  'maxAmount',
  'deadlineAfter',
  'deadlineBefore',
  'sort',
] as const;
export const PAGE_SIZE = 20;

const oneOf = (list: readonly string[], v: string | null) => (v && list.includes(v) ? v : '');
const isoDate = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');
const amount = (v: string | null) => (v && /^\d+(\.\d+)?$/.test(v) ? v : '');

export function parseSearchState(params: URLSearchParams): SearchState {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    status: oneOf(CALL_STATUSES, params.get('status')),
    aidForm: oneOf(AID_FORMS, params.get('aidForm')),
    region: (params.get('region') ?? '').toUpperCase().slice(0, 10),
    sector: (params.get('sector') ?? '').slice(0, 10),
    size: oneOf(APPLICANT_SIZES, params.get('size')),
    funder: (params.get('funder') ?? '').slice(0, 200),
    source: oneOf(FUNDING_SOURCES, params.get('source')),
    minAmount: amount(params.get('minAmount')),
    maxAmount: amount(params.get('maxAmount')),
    deadlineAfter: isoDate(params.get('deadlineAfter')),
    deadlineBefore: isoDate(params.get('deadlineBefore')),
    sort: oneOf(['deadline', 'amount', 'match'], params.get('sort')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    project: /^[0-9a-f-]{36}$/i.test(params.get('project') ?? '') ? params.get('project')! : '',
  };
}

export function searchStateToParams(s: SearchState): URLSearchParams {
  const p = new URLSearchParams();
  for (const k of FILTER_KEYS) if (s[k]) p.set(k, s[k]);
  if (s.page > 1) p.set('page', String(s.page));
  if (s.project) p.set('project', s.project);
  return p;
}

export const hasFilters = (s: SearchState) => FILTER_KEYS.some((k) => k !== 'sort' && s[k] !== '');

/** The API query string of a state (limit/offset from the page). */
export function toApiQuery(s: SearchState): string {
  const p = searchStateToParams({ ...s, page: 1, project: '' });
  // "Best match" with a chosen project: the server ranks the whole filtered catalogue for it, then pages.
  if (s.sort === 'match' && s.project) {
    p.set('sort', 'match');
    p.set('project', s.project);
  } else if (s.sort === 'match') p.delete('sort');
  p.set('limit', String(PAGE_SIZE));
  if (s.page > 1) p.set('offset', String((s.page - 1) * PAGE_SIZE));
  return p.toString();
}

/** The filters a saved search keeps: the search without sort, paging or the matched project. */
export function savedFilters(s: SearchState): Record<string, string> {
  return Object.fromEntries(FILTER_KEYS.filter((k) => k !== 'sort' && s[k] !== '').map((k) => [k, s[k]]));
}

/**
 * The address's query as it is now. BrowserRouter writes the address synchronously on every
 * navigation, so two writes within one render (a filter chosen while the search box's pause runs)
 * each start from the other's result instead of from a stale render.
 */
export function liveParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}
