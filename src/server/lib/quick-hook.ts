import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

// Fastify waits on an async hook through a promise and a microtask hop even when the hook returns at
// once, which most of ours do on most requests (not in maintenance, not a heavy route, not a write, no
// API key). A quick hook is a plain function: it returns nothing when it is done at once, or a promise
// when it has work to wait for. Fastify then sees a callback-style hook, and the outcome is the one it
// gives an async hook: resolved → the next hook (skipped if the reply was sent), rejected → the error
// path. Measured in docs/performance.md (everyday reads).

type Pending = PromiseLike<unknown> | void;
const rejected = (done: (err?: Error) => void) => (err: unknown) =>
  done(err instanceof Error ? err : new Error(`hook rejected with ${String(err)}`));

/** An onRequest, preParsing-free, preValidation, preHandler or onResponse hook that is often done at once. */
export function quickHook(fn: (request: FastifyRequest, reply: FastifyReply) => Pending) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const pending = fn(request, reply);
    if (pending && typeof pending.then === 'function') pending.then(() => done(), rejected(done));
    else done();
  };
}

/** An onSend hook that is often done at once: it returns the payload to send, or a promise of it. */
export function quickOnSend<P>(fn: (request: FastifyRequest, reply: FastifyReply, payload: P) => P | PromiseLike<P>) {
  return (request: FastifyRequest, reply: FastifyReply, payload: P, done: (err: Error | null, payload?: P) => void): void => {
    const out = fn(request, reply, payload);
    if (out && typeof (out as PromiseLike<P>).then === 'function')
      (out as PromiseLike<P>).then((p) => done(null, p), rejected(done as (err?: Error) => void));
    else done(null, out as P);
  };
}
