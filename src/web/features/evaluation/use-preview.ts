import { useMemo, useEffect, useRef, useState } from 'react';
import type { EvaluationInputs, FigureEvidenceDto } from '../../../contract/evaluations.ts';
import type { EvaluationInput, EvaluationOptions, EvaluationResult } from '../../../domain/evaluation/index.ts';
import { useEvaluationInputs, type EvaluationInputsResponse } from '../projects/api.ts';
import type { ComplianceHubSummary } from '../../../domain/scoring/index.ts';
import { answerPreview, type PreviewReply, type PreviewRequest } from './preview-engine.ts';

export const PREVIEW_DELAY_MS = 300;

/**
 * What the preview shows. `calculating` keeps the previous result (if any) so the card does not
 * jump while the worker computes the new one.
 */
export type PreviewState =
  | { status: 'idle' }
  | { status: 'invalid' }
  | { status: 'calculating'; previous: EvaluationResult | null }
  | { status: 'ok'; result: EvaluationResult }
  | { status: 'problems'; fields: string[] }
  | { status: 'failed' };

const startWorker = () => new Worker(new URL('./preview-worker.ts', import.meta.url), { type: 'module', name: 'evaluation-preview' });

/**
 * The live preview (docs/decisions/0012): the same engine, iterations and seed as "Run", in a Web
 * Worker. Debounced while the user types; a newer request terminates the worker computing an older
 * one (its answer could only be stale), so a million iterations never queue behind each other.
 * `input` must be a stable value for unchanged inputs (memoised by the caller).
 */
export function usePreview(input: EvaluationInput | null, options: EvaluationOptions): PreviewState {
  // Keyed by content: a new options object with the same iterations, seed, sampling and stop is the same request.
  const optionsKey = JSON.stringify(options);
  // The state says which request it answers, so a render with new inputs never shows the last
  // answer as current: until the effect below marks it, the stale answer reads as "calculating".
  const [state, setState] = useState<{ view: PreviewState; last: EvaluationResult | null; for: PreviewKey | null }>({
    view: { status: 'idle' },
    last: null,
    for: null,
  });
  const worker = useRef<Worker | null>(null);
  const busy = useRef(false);
  const lastId = useRef(0);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  useEffect(() => {
    if (!input) return;
    const key: PreviewKey = { input, options: optionsKey };
    const opts = JSON.parse(optionsKey) as EvaluationOptions;
    const settle = (reply: PreviewReply) =>
      setState((s) => {
        if ('error' in reply) return { view: { status: 'failed' }, last: s.last, for: key };
        if (!reply.run.ok) return { view: { status: 'problems', fields: reply.run.problems.map((p) => p.field) }, last: s.last, for: key };
        return { view: { status: 'ok', result: reply.run.result }, last: reply.run.result, for: key };
      });
    const timer = setTimeout(() => {
      if (typeof Worker === 'undefined') {
        // No Web Worker (a test DOM, a very old browser): the same function on this thread.
        settle(answerPreview({ id: ++lastId.current, input, options: opts }));
        return;
      }
      if (busy.current) {
        worker.current?.terminate();
        worker.current = null;
      }
      const w = (worker.current ??= startWorker());
      const id = ++lastId.current;
      busy.current = true;
      w.onmessage = (e: MessageEvent<PreviewReply>) => {
        if (e.data.id !== lastId.current) return;
        busy.current = false;
        settle(e.data);
      };
      w.onerror = () => {
        busy.current = false;
        setState((s) => ({ view: { status: 'failed' }, last: s.last, for: key }));
      };
      w.postMessage({ id, input, options: opts } satisfies PreviewRequest);
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input, optionsKey]);

  if (!input) return { status: 'invalid' };
  const current = state.for !== null && state.for.input === input && state.for.options === optionsKey;
  return current ? state.view : { status: 'calculating', previous: state.last };
}

/** The request a preview answers: the same inputs object and options (iterations, seed, sampling, stop). */
type PreviewKey = { input: EvaluationInput; options: string };

/**
 * The engine's input from the workspace's inputs, as the server will build it from the saved ones:
 * through JSON, as they travel and are stored (so −0, undefined keys and the like are what the
 * server's run will see too). `evidence` is what the project's accepted document figures evidence
 * (GET …/evaluation-inputs); like the server, no evidenced sub-factor means no `evidence` key, and no
 * rank correlation no `correlations` key.
 */
export function engineInput(
  i: EvaluationInputs,
  evidence?: FigureEvidenceDto,
  complianceHub?: ComplianceHubSummary | null,
): EvaluationInput {
  const flags = evidence && Object.keys(evidence.flags).length > 0 ? evidence.flags : null;
  // cr-v2 (issue 13): the hub's summary the server reported with the inputs, exactly as its run will use it.
  const compliance = complianceHub ? { answers: i.complianceAnswers, hub: complianceHub } : { answers: i.complianceAnswers };
  const input = {
    assumptions: i.assumptions,
    market: i.market,
    revenueModel: i.revenueModel,
    compliance,
    ...(flags ? { evidence: flags } : {}),
    // ADR 0059: the rank correlations, as the server's run takes them from the saved inputs.
    ...(i.correlations && i.correlations.length > 0 ? { correlations: i.correlations } : {}),
  };
  return JSON.parse(JSON.stringify(input)) as EvaluationInput;
}

/**
 * The saved inputs as the server has them now. Inputs saved elsewhere (figures applied from the
 * Documents tab) are adopted as the baseline while nothing in the workspace is unsaved, so a later
 * Save cannot put the old values back (state derived while rendering). Returns the evidence of
 * accepted figures (a review elsewhere refreshes the query), the same object while its flags stay.
 */
export function useLiveInputs(
  projectId: string,
  baseline: EvaluationInputsResponse,
  dirty: boolean,
  adopt: (inputs: EvaluationInputsResponse) => void,
): FigureEvidenceDto | undefined {
  const now = useEvaluationInputs(projectId).data;
  if (now && now.source === 'saved' && now.savedAt !== baseline.savedAt && !dirty) adopt(now);
  const evidence = now?.evidence ?? baseline.evidence;
  const key = JSON.stringify(evidence?.flags ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the flags' content, not the object's identity
  return useMemo(() => evidence, [key]);
}
