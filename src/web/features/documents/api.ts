import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentDetail, DocumentListItem, DocumentSummary, DocumentText, DocumentView, Figure } from '../../../contract/documents.ts';
import type { ApplyFiguresResponse } from '../../../contract/evaluations.ts';
import { apiRequest, throwIfNotOk } from '../../lib/api.ts';
import { CACHE_TIERS } from '../../lib/query-client.ts';
import { projectKeys } from '../projects/api.ts';

/**
 * The documents API (src/contract/documents.ts, issue 12) as query hooks. Keys start with the path
 * they GET, so the default query function fetches them; one invalidation of `documentKeys.all` and
 * of the project refreshes every list, count and the score's evidence.
 */
export const documentKeys = {
  all: ['/api/documents'] as const,
  mine: ['/api/documents'] as const,
  project: (projectId: string) => ['/api/projects', projectId, 'documents'] as const,
  one: (id: string) => ['/api/documents', id] as const,
  figures: (id: string) => ['/api/documents', id, 'figures'] as const,
  text: (id: string) => ['/api/documents', id, 'text'] as const,
  views: (id: string) => ['/api/documents', id, 'views'] as const,
  accepted: (projectId: string) => ['/api/projects', projectId, 'figures?status=accepted'] as const,
};

export const POLL_MS = 2_000;
const pending = (list: readonly { status: string }[] | undefined) =>
  Boolean(list?.some((d) => d.status === 'queued' || d.status === 'processing'));

export const contentUrl = (id: string) => `/api/documents/${id}/content`;
/** The download links' address: recorded as a download (ADR 0030), where the page viewer's reads are opens. */
export const downloadUrl = (id: string) => `/api/documents/${id}/content?download=1`;

/** Who outside the workspace opened or downloaded the document: for the owner and editors only. */
export function useDocumentViews(id: string, enabled: boolean) {
  return useQuery<DocumentView[]>({ queryKey: documentKeys.views(id), enabled, ...CACHE_TIERS.dynamic });
}

/** Every document of every project the caller may view; polls while one is still being analysed. */
export function useAllDocuments() {
  return useQuery<DocumentListItem[]>({
    queryKey: documentKeys.mine,
    ...CACHE_TIERS.dynamic,
    refetchInterval: (q) => (pending(q.state.data) ? POLL_MS : false),
  });
}

/** A project's documents (newest first); polls while one is queued or processing. */
export function useProjectDocuments(projectId: string) {
  return useQuery<DocumentSummary[]>({
    queryKey: documentKeys.project(projectId),
    ...CACHE_TIERS.dynamic,
    refetchInterval: (q) => (pending(q.state.data) ? POLL_MS : false),
  });
}

export function useDocument(id: string) {
  return useQuery<DocumentDetail>({
    queryKey: documentKeys.one(id),
    ...CACHE_TIERS.dynamic,
    refetchInterval: (q) => (pending(q.state.data ? [q.state.data] : undefined) ? POLL_MS : false),
  });
}

export function useFigures(id: string, enabled = true) {
  return useQuery<Figure[]>({ queryKey: documentKeys.figures(id), enabled, ...CACHE_TIERS.dynamic });
}

export function useDocumentText(id: string, enabled: boolean) {
  return useQuery<DocumentText>({ queryKey: documentKeys.text(id), enabled, ...CACHE_TIERS.static });
}

/** The project's accepted figures (GET /api/projects/:id/figures?status=accepted), for "apply to the inputs". */
export function useAcceptedFigures(projectId: string) {
  return useQuery<Figure[]>({
    queryKey: documentKeys.accepted(projectId),
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/projects/${projectId}/figures?status=accepted`, {
        credentials: 'include',
        signal,
        headers: { Accept: 'application/json' },
      });
      await throwIfNotOk(res);
      return (await res.json()) as Figure[];
    },
    ...CACHE_TIERS.dynamic,
  });
}

/** After a change to documents or figures: lists, the document, and what derives from the project (score evidence). */
function useInvalidate() {
  const client = useQueryClient();
  return (projectId?: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: documentKeys.all }),
      projectId ? client.invalidateQueries({ queryKey: projectKeys.one(projectId) }) : null,
      projectId ? client.invalidateQueries({ queryKey: documentKeys.project(projectId) }) : null,
      projectId ? client.invalidateQueries({ queryKey: projectKeys.inputs(projectId) }) : null,
      projectId ? client.invalidateQueries({ queryKey: documentKeys.accepted(projectId) }) : null,
    ]);
}

export type FigureDecision = { figure: Figure; decision: 'accept'; value?: number } | { figure: Figure; decision: 'reject' };

/** Accept (optionally with an edited value) or reject a proposed figure. */
export function useDecideFigure(projectId: string) {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (d: FigureDecision) =>
      apiRequest<Figure>(
        'POST',
        `/api/documents/${d.figure.documentId}/figures/${d.figure.id}/${d.decision}`,
        d.decision === 'accept' && d.value !== undefined ? { value: d.value } : d.decision === 'accept' ? {} : undefined,
      ),
    onSuccess: (decided) => {
      if (decided.documentId)
        client.setQueryData<Figure[]>(documentKeys.figures(decided.documentId), (list) =>
          list?.map((f) => (f.id === decided.id ? decided : f)),
        );
      return invalidate(projectId);
    },
  });
}

export function useDeleteDocument() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (d: { id: string; projectId: string }) => apiRequest<void>('DELETE', `/api/documents/${d.id}`),
    onSuccess: (_, d) => invalidate(d.projectId),
  });
}

export function useRetryDocument() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (d: { id: string; projectId: string }) => apiRequest<DocumentSummary>('POST', `/api/documents/${d.id}/retry`),
    onSuccess: (_, d) => invalidate(d.projectId),
  });
}

/** The document's date as its uploader states it (null withdraws it): the server reads the document again. */
export function useDocumentDate() {
  const invalidate = useInvalidate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: { id: string; projectId: string; date: string | null }) =>
      apiRequest<DocumentSummary>('PUT', `/api/documents/${d.id}/date`, { date: d.date }),
    // the figures of the last reading are dropped: the new reading's are fetched once it has finished
    onSuccess: async (_, d) => {
      await invalidate(d.projectId);
      client.removeQueries({ queryKey: documentKeys.figures(d.id) });
    },
  });
}

/** Accepted figures into the draft inputs (a new saved draft; the screen showed the diff first). */
export function useApplyFigures(projectId: string) {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (figureIds: string[]) =>
      apiRequest<ApplyFiguresResponse>('POST', `/api/projects/${projectId}/documents/apply`, { figureIds }),
    onSuccess: (out) => {
      client.setQueryData(projectKeys.inputs(projectId), out.inputs);
      return invalidate(projectId);
    },
  });
}

/** A refused or failed upload: the server's code and (translated by Accept-Language) message. */
export class UploadError extends Error {
  readonly status: number;
  readonly code: string | null;
  /** FILE_UNSAFE's reason (`details.reason`: archive_ratio, macros, encrypted, …). */
  readonly reason: string | null;
  constructor(status: number, code: string | null, message: string, reason: string | null = null) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
    this.code = code;
    this.reason = reason;
  }
}

/**
 * Uploads one file (multipart, field `file`) with progress: XMLHttpRequest, because fetch reports no
 * upload progress. Same-origin cookies; the server answers refusals in `language`.
 */
export function uploadDocument(
  projectId: string,
  file: File,
  opts: { language: string; onProgress: (fraction: number) => void; signal?: AbortSignal },
): Promise<DocumentSummary> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/projects/${projectId}/documents`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', opts.language);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        opts.onProgress(1);
        resolve(body as DocumentSummary);
        return;
      }
      const { code, message, details } = (body ?? {}) as { code?: unknown; message?: unknown; details?: { reason?: unknown } };
      const reason = typeof details?.reason === 'string' ? details.reason : null;
      reject(
        new UploadError(
          xhr.status,
          typeof code === 'string' ? code : null,
          typeof message === 'string' && message ? message : `${xhr.status}: ${xhr.statusText}`,
          reason,
        ),
      );
    };
    xhr.onerror = () => reject(new TypeError('network'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    opts.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Invalidation after uploads finish (lists and counts). */
export function useUploaded(projectId: string) {
  const invalidate = useInvalidate();
  return () => invalidate(projectId);
}
