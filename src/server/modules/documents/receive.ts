import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createHash } from 'node:crypto';
import type { StreamFacts } from './safety/index.ts';

export interface Received extends StreamFacts {
  path: string;
  sha256: string;
}

export class TooLargeError extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
    this.maxBytes = maxBytes;
  }
}

const HEAD_BYTES = 1024;

/**
 * Streams an upload to a temp file while hashing it, counting it, keeping its first kilobyte and
 * checking that it is UTF-8 without NUL (the CSV test): one pass, one chunk in memory. Past
 * `maxBytes` the stream is aborted and the temp file deleted (TooLargeError); on any failure
 * nothing is left behind.
 */
export async function receiveToTemp(body: Readable, dir: string, maxBytes: number): Promise<Received> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, `upload-${randomUUID()}.part`);
  const hash = createHash('sha256');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const headParts: Buffer[] = [];
  let headLen = 0;
  let size = 0;
  let utf8 = true;
  let hasNul = false;
  const inspect = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length;
      if (size > maxBytes) return cb(new TooLargeError(maxBytes));
      hash.update(chunk);
      if (headLen < HEAD_BYTES) {
        headParts.push(chunk.subarray(0, HEAD_BYTES - headLen));
        headLen += Math.min(chunk.length, HEAD_BYTES - headLen);
      }
      if (!hasNul && chunk.includes(0)) hasNul = true;
      if (utf8) {
        try {
          decoder.decode(chunk, { stream: true });
        } catch {
          utf8 = false;
        }
      }
      cb(null, chunk);
    },
  });
  try {
    await pipeline(body, inspect, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    // A multipart stream that hit its own limit ends early and says so.
    if ((body as Readable & { truncated?: boolean }).truncated) throw new TooLargeError(maxBytes);
    if (utf8) {
      try {
        decoder.decode();
      } catch {
        utf8 = false;
      }
    }
  } catch (err) {
    await rm(path, { force: true });
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new TooLargeError(maxBytes);
    throw err;
  }
  return { path, sha256: hash.digest('hex'), size, head: Buffer.concat(headParts), utf8, hasNul };
}
