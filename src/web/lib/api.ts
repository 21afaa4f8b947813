import type { QueryFunction } from '@tanstack/react-query';
import type { ApiError } from '../../contract/errors.ts';
import { ERROR_CODES } from '../../contract/constants.ts';

/**
 * A non-ok answer. The message follows the seed (section 8): "status: text", the text being the
 * server's message, the raw response text, or the status text when the body is empty.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiError | null;
  constructor(status: number, text: string, body: ApiError | null) {
    super(`${status}: ${text}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }
  get code(): ApiError['code'] | null {
    return this.body?.code ?? null;
  }
}

function parseApiError(text: string): ApiError | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { code, message } = value as { code?: unknown; message?: unknown };
    if (typeof code !== 'string' || !(ERROR_CODES as readonly string[]).includes(code)) return null;
    return { ...(value as ApiError), message: typeof message === 'string' ? message : '' };
  } catch {
    return null;
  }
}

/** Throws an ApiRequestError for a non-ok response. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const raw = await res.text().catch(() => '');
  const body = parseApiError(raw);
  const text = body?.message || raw || res.statusText;
  throw new ApiRequestError(res.status, text, body);
}

async function parseBody<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The shared request helper (seed section 7): method, path and optional JSON body, always with
 * credentials; a non-ok answer throws, otherwise the parsed JSON (undefined for 204).
 */
export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return parseBody<T>(res);
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default query function (seed section 7): GET the key's segments joined by slashes, with
 * credentials; a 401 yields null or an error depending on `on401` (default: error).
 */
export function getQueryFn<T>({ on401 = 'throw' }: { on401?: UnauthorizedBehavior } = {}): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal, headers: { Accept: 'application/json' } });
    if (on401 === 'returnNull' && res.status === 401) {
      await res.text().catch(() => '');
      return null as T;
    }
    await throwIfNotOk(res);
    return parseBody<T>(res);
  };
}
