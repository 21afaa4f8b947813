import { useEffect, useRef, useState } from 'react';
import type { EvaluationInputs } from '../../../contract/evaluations.ts';
import type { EvaluationInput, EvaluationResult } from '../../../domain/evaluation/index.ts';
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
export function usePreview(input: EvaluationInput | null, options: { iterations: number; seed: number }): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);
  const busy = useRef(false);
  const lastId = useRef(0);
  const lastResult = useRef<EvaluationResult | null>(null);
  const { iterations, seed } = options;

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  const settle = (reply: PreviewReply) => {
    if ('error' in reply) return setState({ status: 'failed' });
    if (reply.run.ok) lastResult.current = reply.run.result;
    setState(reply.run.ok ? { status: 'ok', result: reply.run.result } : { status: 'problems', fields: reply.run.problems.map((p) => p.field) });
  };

  useEffect(() => {
    if (!input) return;
    setState({ status: 'calculating', previous: lastResult.current });
    const timer = setTimeout(() => {
      if (typeof Worker === 'undefined') {
        // No Web Worker (a test DOM, a very old browser): the same function on this thread.
        settle(answerPreview({ id: ++lastId.current, input, options: { iterations, seed } }));
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
        setState({ status: 'failed' });
      };
      w.postMessage({ id, input, options: { iterations, seed } } satisfies PreviewRequest);
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input, iterations, seed]);

  return input ? state : { status: 'invalid' };
}

/**
 * The engine's input from the workspace's inputs, as the server will build it from the saved ones:
 * through JSON, as they travel and are stored (so −0, undefined keys and the like are what the
 * server's run will see too).
 */
export function engineInput(i: EvaluationInputs): EvaluationInput {
  const input = { assumptions: i.assumptions, market: i.market, revenueModel: i.revenueModel, compliance: { answers: i.complianceAnswers } };
  return JSON.parse(JSON.stringify(input)) as EvaluationInput;
}
