import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readFilters, readMode, writeQuery, type Filters, type Mode } from './filters.ts';

/**
 * The write still waiting to be rendered, shared by every user of the hook: the page (List, Board), the filters and the
 * saved views each call it, so a ticket typed right after List was clicked is written by another instance than the click.
 * `base` is the address the write started from: while the router still renders it, the write has not landed yet.
 */
let pending: { base: string; next: URLSearchParams } | null = null;

/**
 * The deal flow's filters and board/list mode, kept in the address so a view can be linked and
 * reloaded. Every write starts from the address as it is now, so another parameter (a pipeline, say)
 * set meanwhile is never undone. Typing a filter replaces the history entry; applying a saved view adds one.
 */
export function useDealQuery() {
  const [params, setAddress] = useSearchParams();
  // react-router hands a functional update the parameters of the last render, so two writes before the next render
  // (List clicked, then a ticket typed at once) would each start from the same address and the second would undo the
  // first (mode=list lost). A write starts from the one still waiting to be rendered, whichever instance made it.
  const setParams = useCallback(
    (fn: (now: URLSearchParams) => URLSearchParams, options?: { replace?: boolean }) =>
      setAddress((now) => {
        const base = now.toString();
        const next = fn(pending && pending.base === base ? new URLSearchParams(pending.next) : now);
        pending = { base, next };
        return next;
      }, options),
    [setAddress],
  );
  // (once the router renders another address, the write has landed or was overtaken: a later return to its base, by
  // Back, must not bring it back)
  useEffect(() => {
    if (pending && params.toString() !== pending.base) pending = null;
  }, [params]);
  const filters = useMemo(() => readFilters(params), [params]);
  const mode = readMode(params);
  const setFilters = useCallback((f: Filters) => setParams((now) => writeQuery(now, f, readMode(now)), { replace: true }), [setParams]);
  const setMode = useCallback((m: Mode) => setParams((now) => writeQuery(now, readFilters(now), m), { replace: true }), [setParams]);
  const apply = useCallback((f: Filters, m: Mode) => setParams((now) => writeQuery(now, f, m)), [setParams]);
  const pipeline = params.get('pipeline');
  /** Another pipeline has other stages: the stage filter goes with the switch, the rest stays. */
  const setPipeline = useCallback(
    (id: string) =>
      setParams((now) => {
        const next = writeQuery(now, { ...readFilters(now), stage: undefined }, readMode(now));
        next.set('pipeline', id);
        return next;
      }),
    [setParams],
  );
  return { filters, mode, setFilters, setMode, apply, pipeline, setPipeline };
}
