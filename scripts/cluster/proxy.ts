import { createServer, request, type Server } from 'node:http';

/**
 * A small round-robin reverse proxy for the cluster test: an upstream gets requests while its
 * GET /api/ready answered 200 at the last check (every 300 ms); a connection error marks it down at once
 * and answers 502 (counted as an error by the workload).
 */
export function startProxy(upstreams: number[]): Promise<{ port: number; server: Server; stop: () => void }> {
  const up = new Map(upstreams.map((p) => [p, false]));
  let next = 0;
  const check = () =>
    Promise.all(
      upstreams.map(
        (port) =>
          new Promise<void>((done) => {
            const req = request({ host: '127.0.0.1', port, path: '/api/ready', timeout: 1_000 }, (res) => {
              up.set(port, res.statusCode === 200);
              res.resume();
              done();
            });
            req.on('error', () => (up.set(port, false), done()));
            req.on('timeout', () => req.destroy());
            req.end();
          }),
      ),
    );
  const timer = setInterval(() => void check(), 300);
  const first = check();
  const server = createServer((req, res) => {
    const live = upstreams.filter((p) => up.get(p));
    if (live.length === 0) return void res.writeHead(503).end('no upstream');
    const port = live[next++ % live.length]!;
    const out = request({ host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    out.on('error', () => {
      up.set(port, false);
      if (!res.headersSent) res.writeHead(502).end('upstream failed');
      else res.destroy();
    });
    req.pipe(out);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', async () => {
      await first;
      const port = (server.address() as { port: number }).port;
      resolve({ port, server, stop: () => (clearInterval(timer), server.close(), server.closeAllConnections()) });
    }),
  );
}
