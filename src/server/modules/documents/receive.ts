import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createHash } from 'node:crypto';
import { isUtf8 } from 'node:buffer';
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
 * checking that it is UTF-8 without NUL (the CSV test, when `checkText`): one pass, one chunk in memory. Past
 * `maxBytes` the stream is aborted and the temp file deleted (TooLargeError); on any failure
 * nothing is left behind.
 */
export async function receiveToTemp(body: Readable, dir: string, maxBytes: number, checkText = true): Promise<Received> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, `upload-${randomUUID()}.part`);
  const hash = createHash('sha256');
  let carry: Buffer = Buffer.alloc(0);
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
      if (utf8 && checkText) {
        // Validated without decoding (no string per chunk): a character split across chunks waits for the next.
        const joined = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
        const cut = completeLength(joined);
        utf8 = isUtf8(joined.subarray(0, cut));
        carry = Buffer.from(joined.subarray(cut));
      }
      cb(null, chunk);
    },
  });
  try {
    await pipeline(body, inspect, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    // A multipart stream that hit its own limit ends early and says so.
    if ((body as Readable & { truncated?: boolean }).truncated) throw new TooLargeError(maxBytes);
    if (carry.length > 0) utf8 = false;
    if (!checkText) utf8 = false;
  } catch (err) {
    await rm(path, { force: true });
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new TooLargeError(maxBytes);
    throw err;
  }
  return { path, sha256: hash.digest('hex'), size, head: Buffer.concat(headParts), utf8, hasNul };
}

/** The length of `buf` without an incomplete UTF-8 sequence at its end (at most 3 bytes held back). */
export function completeLength(buf: Buffer): number {
  for (let i = 1; i <= Math.min(3, buf.length); i += 1) {
    const b = buf[buf.length - i]!;
    if ((b & 0xc0) === 0x80) continue;
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return need > i ? buf.length - i : buf.length;
  }
  return buf.length;
}
