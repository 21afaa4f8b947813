import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config.ts';

/**
 * Every object key in the configured blob store (ADR 0016's layout: DATA_DIR/blobs/<2 chars>/<key>,
 * or the bucket's keys). The store's own `tmp` directory (half-written uploads) is not part of it.
 */
export async function listBlobKeys(store: Config['blobStore']): Promise<string[]> {
  if (store.kind === 'fs') {
    let shards: string[];
    try {
      shards = await readdir(store.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const keys: string[] = [];
    for (const shard of shards.filter((s) => /^[0-9a-f]{2}$/.test(s)).sort()) {
      for (const f of (await readdir(join(store.dir, shard), { withFileTypes: true })).filter((e) => e.isFile())) keys.push(f.name);
    }
    return keys.sort();
  }
  const { ListObjectsV2Command, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: store.endpoint,
    region: store.region,
    forcePathStyle: true,
    credentials: { accessKeyId: store.accessKeyId, secretAccessKey: store.secretAccessKey },
  });
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: store.bucket, ContinuationToken: token }));
    for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  client.destroy();
  return keys.sort();
}
