import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';

/**
 * Where document bytes live (ADR 0016). Objects are named by the document's id (and `<id>.text` for
 * the extracted text), never by the user's file name. Two drivers: files under DATA_DIR/blobs and
 * an S3-compatible bucket; every instance of the server sees the same objects through either.
 */
export interface BlobStore {
  readonly kind: 'fs' | 's3';
  /** Stores the stream under `key` (replacing any object there) and says how many bytes and their SHA-256. */
  put(key: string, body: Readable): Promise<{ size: number; sha256: string }>;
  /** The object's bytes; BLOB_MISSING when there is none. */
  get(key: string): Promise<Readable>;
  /** Removes the object; no error when it is already gone. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored object's key and last change, in no particular order (auto-heal's orphan check, ADR 0053). */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
}

export class BlobMissingError extends Error {
  readonly code = 'BLOB_MISSING';
  constructor(key: string) {
    super(`no stored object ${key}`);
  }
}

/** Keys are ids with an optional suffix: anything else (a path, a user's name) is refused. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[a-z]{1,8})?$/;
/** Whether a name is a key this store could hold (listing skips anything else: temp files, strays). */
export const isKey = (key: string): boolean => KEY.test(key);

export function assertKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid blob key "${key}"`);
}

/** A pass-through that counts and hashes what flows through it. */
export function hashingCounter(): Transform & { result(): { size: number; sha256: string } } {
  const hash = createHash('sha256');
  let size = 0;
  const t = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length;
      hash.update(chunk);
      cb(null, chunk);
    },
  }) as Transform & { result(): { size: number; sha256: string } };
  let digest: string | null = null;
  t.result = () => ({ size, sha256: (digest ??= hash.digest('hex')) });
  return t;
}
