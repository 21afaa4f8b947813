import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { assertKey, BlobMissingError, isKey, hashingCounter, type BlobStore } from './blob-store.ts';

/**
 * Files under `dir`/<first two characters of the key>/<key>. A put writes a temp file in `dir`/tmp
 * and renames it into place (same file system: atomic), so a reader never sees half an object and a
 * crash leaves at most a temp file.
 */
export function fsBlobStore(dir: string): BlobStore {
  const pathOf = (key: string) => {
    assertKey(key);
    return join(dir, key.slice(0, 2), key);
  };
  return {
    kind: 'fs',
    async put(key, body) {
      const target = pathOf(key);
      const tmpDir = join(dir, 'tmp');
      await mkdir(tmpDir, { recursive: true });
      await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
      const tmp = join(tmpDir, `${key}.${randomUUID()}.part`);
      const counter = hashingCounter();
      try {
        await pipeline(body, counter, createWriteStream(tmp, { flags: 'wx', mode: 0o600 }));
        await rename(tmp, target);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
      return counter.result();
    },
    async get(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch {
        throw new BlobMissingError(key);
      }
      return createReadStream(path) as Readable;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      const path = pathOf(key);
      try {
        return (await stat(path)).isFile();
      } catch {
        return false;
      }
    },
    async *list() {
      const shards = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const shard of shards) {
        if (!shard.isDirectory() || shard.name.length !== 2) continue;
        for (const name of await readdir(join(dir, shard.name)).catch(() => [] as string[])) {
          if (!isKey(name) || !name.startsWith(shard.name)) continue;
          const s = await stat(join(dir, shard.name, name)).catch(() => null);
          if (s?.isFile()) yield { key: name, modifiedAt: s.mtime };
        }
      }
    },
  };
}
