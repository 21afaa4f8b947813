import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of work runs for (issue 26): set around every request's hooks and handler, so a
 * job queued while answering it carries the request's id (`jobs.request_id`) and the runner logs it.
 */
const store = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `fn` (and everything it starts) as part of the request `requestId`. */
export function runInRequest<T>(requestId: string, fn: () => T): T {
  return store.run({ requestId }, fn);
}

/** The id of the request the caller runs for, or null outside any request (a timer, a job). */
export function currentRequestId(): string | null {
  return store.getStore()?.requestId ?? null;
}
