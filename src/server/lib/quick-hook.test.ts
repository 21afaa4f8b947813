import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { quickHook, quickOnSend } from './quick-hook.ts';

// The outcome of a quick hook is the one Fastify gives an async hook (oracle: Fastify's documented hook
// behaviour, checked here on a real instance): done at once → the handler runs; a promise that answers
// early → the handler never runs; a throw or a rejection → the error handler; onSend → the payload returned.
async function app() {
  const handled: string[] = [];
  const f = Fastify();
  f.addHook(
    'onRequest',
    quickHook((request, reply) => {
      if (request.url === '/early') return (async () => reply.code(503).send({ early: true }))();
      if (request.url === '/throw') throw new Error('thrown at once');
      if (request.url === '/reject') return Promise.reject(new Error('rejected later'));
      if (request.url === '/wait') return new Promise((r) => setTimeout(r, 20));
    }),
  );
  f.addHook(
    'onSend',
    quickOnSend((request, _reply, payload: unknown) =>
      request.url === '/wait' ? Promise.resolve(`${String(payload)}+async`) : request.url === '/ok' ? `${String(payload)}+sync` : payload,
    ),
  );
  for (const url of ['/ok', '/early', '/throw', '/reject', '/wait'])
    f.get(url, async () => {
      handled.push(url);
      return 'body';
    });
  await f.ready();
  return { f, handled };
}

describe('quick hooks', () => {
  it('run the handler when done at once or after a wait, and replace the payload either way', async () => {
    const { f, handled } = await app();
    expect((await f.inject('/ok')).body).toBe('body+sync');
    expect((await f.inject('/wait')).body).toBe('body+async');
    expect(handled).toEqual(['/ok', '/wait']);
  });

  it('never run the handler after an early answer, and turn a throw or a rejection into the error answer', async () => {
    const { f, handled } = await app();
    const early = await f.inject('/early');
    expect(early.statusCode).toBe(503);
    expect(early.json()).toEqual({ early: true });
    const thrown = await f.inject('/throw');
    expect(thrown.statusCode).toBe(500);
    expect(thrown.json().message).toBe('thrown at once');
    const rejected = await f.inject('/reject');
    expect(rejected.statusCode).toBe(500);
    expect(rejected.json().message).toBe('rejected later');
    await new Promise((r) => setTimeout(r, 50));
    expect(handled).toEqual([]);
  });
});
