import { useMutation, useQuery } from '@tanstack/react-query';
import type { EvaluationRunDto } from '../../../contract/evaluation-runs.ts';
import { apiRequest } from '../../lib/api.ts';

/** Query keys of a project's evaluation runs (ADR 0058): the default query function joins them with "/". */
export const runKeys = {
  active: (projectId: string) => ['/api/projects', projectId, 'evaluation-runs?active=1'] as const,
  run: (projectId: string, runId: string) => ['/api/projects', projectId, 'evaluation-runs', runId] as const,
};

const finished = (run: EvaluationRunDto | undefined) => run !== undefined && !['queued', 'running'].includes(run.status);

/** The project's queued and running runs, read once when the workspace opens (a returning browser follows them again). */
export const useActiveRuns = (projectId: string) =>
  useQuery<EvaluationRunDto[]>({ queryKey: runKeys.active(projectId), staleTime: 0, gcTime: 0 });

/** A run, read every second until it has finished. */
export const useEvaluationRun = (projectId: string, runId: string) =>
  useQuery<EvaluationRunDto>({
    queryKey: runKeys.run(projectId, runId),
    staleTime: 0,
    refetchInterval: (q) => (finished(q.state.data) ? false : 1_000),
  });

export const useCancelRun = (projectId: string, runId: string) =>
  useMutation({
    mutationFn: () => apiRequest<EvaluationRunDto>('POST', `/api/projects/${projectId}/evaluation-runs/${runId}/cancel`),
  });
