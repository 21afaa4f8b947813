import { LIFECYCLE_STAGES } from '../../../domain/projects/index.ts';
import type { LifecycleStage } from '../../../domain/projects/index.ts';
import type { ProjectListParams, ProjectUsage } from './api.ts';

export const SORTS = ['updated', 'created', 'title', 'budget'] as const;
export type ListSort = (typeof SORTS)[number];
export const ARCHIVED = ['exclude', 'include', 'only'] as const;
export type ListArchived = (typeof ARCHIVED)[number];

/** The list's state as it lives in the URL: every value known, defaults for missing or unknown ones. */
export interface ListState {
  search: string;
  /** The lifecycle stage (the project page's badge), the one vocabulary of the list's filter (issue 27). */
  stage: LifecycleStage | '';
  sort: ListSort;
  archived: ListArchived;
}

export const DEFAULT_LIST_STATE: ListState = { search: '', stage: '', sort: 'updated', archived: 'exclude' };

function oneOf<T extends string>(values: readonly T[], raw: string | null, fallback: T): T {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : fallback;
}

export function parseListState(params: URLSearchParams): ListState {
  return {
    search: (params.get('q') ?? '').slice(0, 200),
    stage: oneOf<LifecycleStage | ''>(LIFECYCLE_STAGES, params.get('stage'), ''),
    sort: oneOf(SORTS, params.get('sort'), 'updated'),
    archived: oneOf(ARCHIVED, params.get('archived'), 'exclude'),
  };
}

/** The URL's search params for a state; defaults are left out so the plain list keeps a plain URL. */
export function listStateToParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim() !== '') params.set('q', state.search);
  if (state.stage !== '') params.set('stage', state.stage);
  if (state.sort !== DEFAULT_LIST_STATE.sort) params.set('sort', state.sort);
  if (state.archived !== DEFAULT_LIST_STATE.archived) params.set('archived', state.archived);
  return params;
}

/** The API's list query for a state. */
export function toListQuery(state: ListState): ProjectListParams {
  const query: ProjectListParams = { sort: state.sort, archived: state.archived };
  const search = state.search.trim();
  if (search !== '') query.search = search;
  if (state.stage !== '') query.stage = state.stage;
  return query;
}

/** Whether any filter narrows the list (an empty answer then means "no match", not "no projects"). */
export function isFiltered(state: ListState): boolean {
  return state.search.trim() !== '' || state.stage !== '' || state.archived === 'only';
}

export const PROJECT_TABS = [
  'overview',
  'evaluation',
  'results',
  'score',
  'documents',
  'compliance',
  'funding',
  'reports',
  'questions',
  'history',
] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

export function parseTab(raw: string | null): ProjectTab {
  return oneOf(PROJECT_TABS, raw, 'overview');
}

/** Whether the plan's limit stops a new project (unknown usage does not). */
export function atLimit(usage: ProjectUsage | undefined): boolean {
  return usage !== undefined && usage.limit !== null && usage.used >= usage.limit;
}
