import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ColumnMappingBody,
  ImportError,
  ImportPreview,
  PortfolioDetail,
  PortfolioItem,
  PortfolioSummaryResponse,
} from '../../../contract/portfolio.ts';
import type { McRunBody, McState } from '../../../contract/portfolio-mc.ts';
import { apiRequest, throwIfNotOk } from '../../lib/api.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';

/** The portfolio API (src/contract/portfolio.ts) as query hooks; keys are the GET paths. */
export const portfolioKeys = {
  all: ['/api/portfolios'] as const,
  one: (id: string) => ['/api/portfolios', id] as const,
  summary: (id: string) => ['/api/portfolios', id, 'summary'] as const,
};

export const usePortfolios = () => useQuery<PortfolioItem[]>({ queryKey: portfolioKeys.all, ...CACHE_TIERS.dynamic });
export const usePortfolio = (id: string) => useQuery<PortfolioDetail>({ queryKey: portfolioKeys.one(id), ...CACHE_TIERS.dynamic });
export const usePortfolioSummary = (id: string) =>
  useQuery<PortfolioSummaryResponse>({ queryKey: portfolioKeys.summary(id), ...CACHE_TIERS.dynamic });

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: portfolioKeys.all });
}

export function useCreatePortfolio() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (name: string) => apiRequest<PortfolioItem>('POST', '/api/portfolios', { name }), onSuccess: refresh });
}
export function useDeletePortfolio() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => apiRequest('DELETE', `/api/portfolios/${id}`), onSuccess: refresh });
}
export function useAddHolding(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { projectId: string; amount?: number; committed?: number }) =>
      apiRequest('POST', `/api/portfolios/${id}/holdings`, body),
    onSuccess: refresh,
  });
}
export function useRemoveHolding(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (holdingId: string) => apiRequest('DELETE', `/api/portfolios/${id}/holdings/${holdingId}`),
    onSuccess: refresh,
  });
}

export interface UploadInput {
  portfolioId: string;
  file: File;
  mapping?: ColumnMappingBody;
  exclude?: number[];
}
/** The multipart form the import routes read: `file`, and `mapping` / `exclude` as JSON. */
async function postForm<T>(url: string, input: UploadInput, language: string): Promise<{ status: number; body: T }> {
  const form = new FormData();
  form.append('file', input.file);
  if (input.mapping) form.append('mapping', JSON.stringify(input.mapping));
  if (input.exclude?.length) form.append('exclude', JSON.stringify(input.exclude));
  const res = await fetch(url, {
    method: 'POST',
    body: form,
    credentials: 'include',
    headers: { Accept: 'application/json', 'Accept-Language': language },
  });
  if (res.status === 422) return { status: 422, body: (await res.json()) as T };
  await throwIfNotOk(res);
  return { status: res.status, body: (await res.json()) as T };
}

export const previewImport = async (input: UploadInput, language: string) =>
  (await postForm<ImportPreview>(`/api/portfolios/${input.portfolioId}/import/preview`, input, language)).body;

export type CommitAnswer = { ok: true; imported: number; rows: number; excluded: number[] } | { ok: false; errors: ImportError[] };
export async function commitImport(input: UploadInput, language: string): Promise<CommitAnswer> {
  const res = await postForm<{ imported: number; rows: number; excluded: number[]; errors: ImportError[] }>(
    `/api/portfolios/${input.portfolioId}/import`,
    input,
    language,
  );
  return res.status === 422
    ? { ok: false, errors: res.body.errors }
    : { ok: true, imported: res.body.imported, rows: res.body.rows, excluded: res.body.excluded };
}

/** The portfolio's Monte Carlo (ADR 0061): polled every 1.5 s while a run is queued or running. */
export const useMonteCarlo = (id: string) =>
  useQuery<McState>({
    queryKey: ['/api/portfolios', id, 'monte-carlo'],
    refetchInterval: (q) => (q.state.data?.inProgress ? 1_500 : false),
  });
export function useStartMonteCarlo(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<McRunBody>('POST', `/api/portfolios/${id}/monte-carlo`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: ['/api/portfolios', id, 'monte-carlo'] }),
  });
}
