import { connect } from 'node:net';
import type { Readable } from 'node:stream';

export interface ClamavOptions {
  host: string;
  port: number;
  /** No answer within this long is an error (the job retries later). */
  timeoutMs?: number;
}

export type ScanResult = { infected: false } | { infected: true; signature: string };

/**
 * clamd's INSTREAM command over TCP: "zINSTREAM\0", then chunks each prefixed by its length (4 bytes,
 * big-endian), then a zero length; clamd answers "stream: OK" or "stream: <signature> FOUND",
 * NUL-terminated. Anything else (size limit, clamd error) rejects, so the caller retries rather than
 * passing an unscanned file.
 */
export function clamScan(o: ClamavOptions, body: Readable): Promise<ScanResult> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: o.host, port: o.port });
    let reply = '';
    let settled = false;
    const done = (err: Error | null, r?: ScanResult) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      body.destroy();
      if (err) reject(err);
      else resolve(r!);
    };
    socket.setTimeout(o.timeoutMs ?? 60_000, () => done(new Error('clamd did not answer in time')));
    socket.on('error', (err) => done(err));
    socket.on('data', (d: Buffer) => {
      reply += d.toString('utf8');
      if (!reply.includes('\0')) return;
      const line = reply.slice(0, reply.indexOf('\0')).trim();
      const m = /^stream: (.+) FOUND$/u.exec(line);
      if (m) return done(null, { infected: true, signature: m[1]! });
      if (line === 'stream: OK') return done(null, { infected: false });
      done(new Error(`clamd: ${line}`));
    });
    socket.on('end', () => done(new Error(`clamd closed the connection${reply ? `: ${reply.trim()}` : ''}`)));
    socket.on('connect', async () => {
      try {
        socket.write('zINSTREAM\0');
        for await (const chunk of body) {
          const buf = chunk as Buffer;
          for (let i = 0; i < buf.length; i += 64 * 1024) {
            const part = buf.subarray(i, i + 64 * 1024);
            const len = Buffer.alloc(4);
            len.writeUInt32BE(part.length);
            if (!socket.write(Buffer.concat([len, part]))) await new Promise((r) => socket.once('drain', r));
            if (settled) return;
          }
        }
        socket.write(Buffer.alloc(4));
      } catch (err) {
        done(err as Error);
      }
    });
  });
}
