import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePortfolioReportBody,
  CreateReportBody,
  CreatedReport,
  ReportSummary,
  ReportVerification,
} from '../../../contract/reports.ts';
import { apiRequest } from '../../lib/api.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';

/** The reports API (src/contract/reports.ts) as query hooks; keys are the GET paths' segments. */
export const reportKeys = {
  list: (projectId: string) => ['/api/projects', projectId, 'reports'] as const,
  portfolioList: (portfolioId: string) => ['/api/portfolios', portfolioId, 'reports'] as const,
  versions: (projectId: string) => ['/api/projects', projectId, 'evaluations'] as const,
  verify: (id: string) => ['/api/verify', id] as const,
};

export function useReports(projectId: string) {
  return useQuery<ReportSummary[]>({ queryKey: reportKeys.list(projectId), ...CACHE_TIERS.dynamic });
}

/** The stored evaluation versions (newest first), for the version choice. */
export function useEvaluationVersions(projectId: string) {
  return useQuery<Array<{ version: number; createdAt: string }>>({ queryKey: reportKeys.versions(projectId), ...CACHE_TIERS.dynamic });
}

export function useGenerateReport(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReportBody) => apiRequest<CreatedReport>('POST', `/api/projects/${projectId}/reports`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.list(projectId) }),
  });
}

/** Revokes a report; refreshes the list it is in (its project's or its portfolio's). */
export function useRevokeReport(report: Pick<ReportSummary, 'projectId' | 'portfolioId'>) {
  const client = useQueryClient();
  const key = report.portfolioId ? reportKeys.portfolioList(report.portfolioId) : reportKeys.list(report.projectId ?? '');
  return useMutation({
    mutationFn: (id: string) => apiRequest<ReportSummary>('POST', `/api/reports/${id}/revoke`),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function usePortfolioReports(portfolioId: string) {
  return useQuery<ReportSummary[]>({ queryKey: reportKeys.portfolioList(portfolioId), ...CACHE_TIERS.dynamic });
}

export function useGeneratePortfolioReport(portfolioId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePortfolioReportBody) => apiRequest<CreatedReport>('POST', `/api/portfolios/${portfolioId}/reports`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.portfolioList(portfolioId) }),
  });
}

export function useVerification(id: string) {
  return useQuery<ReportVerification>({ queryKey: reportKeys.verify(id), ...CACHE_TIERS.dynamic, retry: false });
}

export const checkHash = (id: string, sha256: string) => apiRequest<{ matches: boolean }>('POST', `/api/verify/${id}/check`, { sha256 });

/** SHA-256 of a file, hex, computed in the browser: the file never leaves the machine. */
export async function sha256OfFile(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
