// The live preview's Web Worker: the evaluation of record (docs/decisions/0012), Monte Carlo
// included, computed off the main thread so typing stays smooth. One message in, one message out.
import { answerPreview, type PreviewReply, type PreviewRequest } from './preview-engine.ts';

/** The worker's global scope, typed by what this file uses (the web config has the DOM lib, not WebWorker). */
const scope = self as unknown as { onmessage: ((e: MessageEvent<PreviewRequest>) => void) | null; postMessage: (m: PreviewReply) => void };
scope.onmessage = (e) => scope.postMessage(answerPreview(e.data));
