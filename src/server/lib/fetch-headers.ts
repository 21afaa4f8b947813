import type { FastifyRequest } from 'fastify';

/** Request headers as a Fetch `Headers` (what better-auth reads). */
export function fetchHeaders(request: FastifyRequest): Headers {
  const h = new Headers();
  for (const [k, v] of Object.entries(request.headers)) {
    if (v === undefined) continue;
    h.set(k, Array.isArray(v) ? v.join(', ') : v);
  }
  return h;
}
