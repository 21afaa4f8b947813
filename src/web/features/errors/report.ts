import type { ClientErrorReport } from '../../../contract/client-errors.ts';
import { readLocal, STORAGE_KEYS, writeLocal } from '../../lib/storage.ts';

/** A random id that groups this browser's reports (kept across reloads, not tied to the account). */
export function errorSessionId(): string {
  const saved = readLocal(STORAGE_KEYS.errorSessionId);
  if (saved) return saved;
  const id = crypto.randomUUID();
  writeLocal(STORAGE_KEYS.errorSessionId, id);
  return id;
}

export function buildErrorReport(error: Error, componentStack: string | null, errorCount: number): ClientErrorReport {
  return {
    message: (error.message || String(error)).slice(0, 2000),
    stack: error.stack?.slice(0, 16_000) ?? null,
    componentStack: componentStack?.slice(0, 16_000) ?? null,
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent.slice(0, 512),
    url: window.location.href.slice(0, 2048),
    errorCount,
    sessionId: errorSessionId(),
    viewport: { width: window.innerWidth, height: window.innerHeight },
  };
}

/** POST /api/errors; a failure is only logged (seed section 8). */
export async function reportError(report: ClientErrorReport): Promise<void> {
  try {
    const res = await fetch('/api/errors', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
      credentials: 'include',
      keepalive: true,
    });
    if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  } catch (error) {
    console.error('Failed to report error to backend', error);
  }
}

/** Seed section 4: a network, fetch, timeout, chunk or loading error is worth retrying. */
export function looksTransient(error: Error): boolean {
  return /network|fetch|timeout|chunk|loading/i.test(`${error.name} ${error.message}`);
}
