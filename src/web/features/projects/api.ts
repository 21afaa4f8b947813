import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectBody, Project, UpdateProjectBody } from '../../../contract/projects.ts';
import type { EvaluationInputs, FigureEvidenceDto } from '../../../contract/evaluations.ts';
import type { EvaluationRunDto } from '../../../contract/evaluation-runs.ts';
import type { ComplianceHubSummary } from '../../../domain/scoring/index.ts';
import type { ScoreHistoryPoint, Stats } from '../../../contract/stats.ts';
import type { LifecycleStage, ProjectStatus } from '../../../domain/projects/index.ts';
import type { EvaluationResult } from '../../../domain/evaluation/index.ts';
import type { Tier } from '../../../domain/rbac/index.ts';
import { apiRequest, throwIfNotOk } from '../../lib/api.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';
import { useWorkspaceScope } from '../../lib/workspace-scope.ts';

/**
 * The projects and evaluations API, as query hooks shared by the projects list, the project page,
 * the evaluation workspace, /metrics, /analytics and the dashboard. Every key starts with the
 * path it GETs, so the default query function fetches it and one invalidation by prefix refreshes
 * everything derived from a project.
 */
export type ProjectListParams = {
  search?: string;
  status?: ProjectStatus;
  stage?: LifecycleStage;
  sort?: 'updated' | 'created' | 'title' | 'budget';
  archived?: 'exclude' | 'include' | 'only';
  /** Set from the shell's workspace switcher (lib/workspace-scope.ts), not by the screens. */
  workspaceId?: string;
};

function query(params: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
}

export const projectKeys = {
  all: ['/api/projects'] as const,
  list: (p: ProjectListParams = {}) => ['/api/projects', query(p)] as const,
  usage: ['/api/projects/usage'] as const,
  usageIn: (workspaceId?: string) => ['/api/projects/usage', query({ workspaceId })] as const,
  one: (id: string) => ['/api/projects', id] as const,
  inputs: (id: string) => ['/api/projects', id, 'evaluation-inputs'] as const,
  evaluations: (id: string) => ['/api/projects', id, 'evaluations'] as const,
  evaluation: (id: string, version: number) => ['/api/projects', id, 'evaluations', String(version)] as const,
  history: (projectId?: string) => ['/api/metrics/history', query({ projectId })] as const,
  stats: ['/api/stats'] as const,
  statsIn: (workspaceId?: string) => ['/api/stats', query({ workspaceId })] as const,
};

// The list key's second segment is a query string, not a path segment: fetch it explicitly.
// `keepPrevious`: while other params load, keep showing the last answer (isPlaceholderData says so).
// The list follows the shell's workspace switcher.
export function useProjects(listParams: ProjectListParams = {}, options: { keepPrevious?: boolean } = {}) {
  const workspaceId = useWorkspaceScope();
  const params = { ...listParams, workspaceId };
  return useQuery<Project[]>({
    queryKey: projectKeys.list(params),
    queryFn: ({ signal }) => fetchJson(`/api/projects${query(params)}`, signal),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    ...CACHE_TIERS.dynamic,
  });
}

export interface ProjectUsage {
  used: number;
  limit: number | null;
  tier: Tier;
}
/** The plan's usage in the switcher's workspace (the server's default: the personal one). */
export function useProjectUsage() {
  const workspaceId = useWorkspaceScope();
  return useQuery<ProjectUsage>({
    queryKey: projectKeys.usageIn(workspaceId),
    queryFn: ({ signal }) => fetchJson(`/api/projects/usage${query({ workspaceId })}`, signal),
    ...CACHE_TIERS.dynamic,
  });
}

/** The caller's figures, within the switcher's workspace (or everything they see). */
export function useScopedStats(options: { refetchInterval?: number } = {}) {
  const workspaceId = useWorkspaceScope();
  return useQuery<Stats>({
    queryKey: projectKeys.statsIn(workspaceId),
    queryFn: ({ signal }) => fetchJson(`/api/stats${query({ workspaceId })}`, signal),
    ...CACHE_TIERS.realtime,
    refetchInterval: options.refetchInterval,
  });
}

export function useProject(id: string | undefined) {
  return useQuery<Project>({ queryKey: projectKeys.one(id ?? ''), enabled: Boolean(id), ...CACHE_TIERS.dynamic });
}

/** `evidence`: the sub-factors the project's accepted document figures evidence, and where (read-only); `complianceHub`: the hub's summary for cr-v2. */
export type EvaluationInputsResponse = EvaluationInputs & {
  source: 'saved' | 'industry-defaults';
  savedAt: string | null;
  evidence?: FigureEvidenceDto;
  complianceHub?: ComplianceHubSummary | null;
};
export function useEvaluationInputs(id: string | undefined) {
  return useQuery<EvaluationInputsResponse>({ queryKey: projectKeys.inputs(id ?? ''), enabled: Boolean(id), ...CACHE_TIERS.dynamic });
}

export interface EvaluationSummary {
  version: number;
  createdAt: string;
  methodologyVersion: string;
  iterations: number;
  seed: number;
  score: { total: number; tier: string; confidence: number };
  npv: number;
  irr: number | null;
  paybackYears: number | null;
  probabilityNpvNegative: number | null;
  /** Why this version was run, as given with the run (null without one). */
  note: string | null;
}
/** A stored evaluation: its summary, the inputs it ran on, and the engine's full result. */
export interface EvaluationDetail extends EvaluationSummary {
  input: Record<string, unknown>;
  result: EvaluationResult;
}

export function useEvaluations(id: string | undefined) {
  return useQuery<EvaluationSummary[]>({ queryKey: projectKeys.evaluations(id ?? ''), enabled: Boolean(id), ...CACHE_TIERS.dynamic });
}

/** Stored versions never change: cached as static data. */
export function useEvaluation(id: string | undefined, version: number | undefined) {
  return useQuery<EvaluationDetail>({
    queryKey: projectKeys.evaluation(id ?? '', version ?? 0),
    enabled: Boolean(id) && version !== undefined && version > 0,
    ...CACHE_TIERS.static,
  });
}

export function useScoreHistory(projectId?: string) {
  return useQuery<ScoreHistoryPoint[]>({
    queryKey: projectKeys.history(projectId),
    queryFn: ({ signal }) => fetchJson(`/api/metrics/history${query({ projectId })}`, signal),
    ...CACHE_TIERS.dynamic,
  });
}

/** The caller's figures (/api/stats), the same cache entry the dashboard polls; /analytics charts them. */
export function useStatsSnapshot() {
  return useScopedStats();
}

export function csvUrl(id: string, version: number, kind: 'results' | 'samples'): string {
  return `/api/projects/${id}/evaluations/${version}/${kind}.csv`;
}

async function fetchJson<T>(path: string, signal: AbortSignal): Promise<T> {
  const res = await fetch(path, { credentials: 'include', signal, headers: { Accept: 'application/json' } });
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** Everything that reads projects, their evaluations or the stats derived from them. */
export function useInvalidateProjects() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: projectKeys.all }),
      client.invalidateQueries({ queryKey: projectKeys.usage }),
      client.invalidateQueries({ queryKey: projectKeys.stats }),
      client.invalidateQueries({ queryKey: ['/api/metrics/history'] }),
    ]);
}

export function useCreateProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (body: CreateProjectBody) => apiRequest<Project>('POST', '/api/projects', body),
    onSuccess: invalidate,
  });
}

export function useUpdateProject(id: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (body: UpdateProjectBody) => apiRequest<Project>('PATCH', `/api/projects/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useChangeStatus(id: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (status: ProjectStatus) => apiRequest<Project>('POST', `/api/projects/${id}/status`, { status }),
    onSuccess: invalidate,
  });
}

export function useArchiveProject(id: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (archived: boolean) => apiRequest<Project>('POST', `/api/projects/${id}/${archived ? 'archive' : 'unarchive'}`),
    onSuccess: invalidate,
  });
}

export function useDeleteProject(id: string) {
  const client = useQueryClient();
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', `/api/projects/${id}`),
    // The deleted project and its evaluations leave the cache first: refetching them would only
    // answer 404 (and flash "not found" before the caller navigates away), and keeping them would
    // show a deleted project on Back.
    onSuccess: () => {
      client.removeQueries({ queryKey: projectKeys.one(id) });
      return invalidate();
    },
  });
}

export function useSaveEvaluationInputs(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (inputs: EvaluationInputs) => apiRequest<EvaluationInputsResponse>('PUT', `/api/projects/${id}/evaluation-inputs`, inputs),
    onSuccess: (saved) => client.setQueryData(projectKeys.inputs(id), saved),
  });
}

export function useRunEvaluation(id: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (body: {
      iterations: number;
      seed?: number;
      note?: string;
      sampling?: 'random' | 'lhs' | undefined;
      convergence?: { tolerance: number; maxIterations: number } | undefined;
      // 201 with the stored version, or 202 with the job of a large run to follow (ADR 0058)
    }) => apiRequest<EvaluationDetail | { job: EvaluationRunDto }>('POST', `/api/projects/${id}/evaluations`, body),
    onSuccess: invalidate,
  });
}
