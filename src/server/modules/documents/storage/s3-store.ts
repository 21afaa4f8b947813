import type { S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { assertKey, BlobMissingError, isKey, hashingCounter, type BlobStore } from './blob-store.ts';

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sdk = () => import('@aws-sdk/client-s3');

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * Any S3-compatible service through the official AWS SDK v3 (path-style addressing, so MinIO,
 * Ceph, Garage and the test's s3rver work as well as AWS). A put streams through `lib-storage`'s
 * multipart upload (5 MB parts, at most 4 in flight): the body is never held whole.
 */
export function s3BlobStore(o: S3Options): BlobStore {
  // The SDK is loaded on first use (about half a second of start-up that a process on the local disk,
  // the default, never needs); the client is made once.
  let made: Promise<S3Client> | null = null;
  const client = () =>
    (made ??= sdk().then(
      ({ S3Client }) =>
        new S3Client({
          endpoint: o.endpoint,
          region: o.region,
          forcePathStyle: true,
          credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey },
        }),
    ));
  return {
    kind: 's3',
    async put(key, body) {
      assertKey(key);
      const counter = hashingCounter();
      body.on('error', (err) => counter.destroy(err));
      const [{ Upload }, c] = await Promise.all([import('@aws-sdk/lib-storage'), client()]);
      const upload = new Upload({
        client: c,
        params: { Bucket: o.bucket, Key: key, Body: body.pipe(counter) },
        queueSize: 4,
        partSize: 5 * 1024 * 1024,
      });
      await upload.done();
      return counter.result();
    },
    async get(key) {
      assertKey(key);
      try {
        const res = await (await client()).send(new (await sdk()).GetObjectCommand({ Bucket: o.bucket, Key: key }));
        return res.Body as Readable;
      } catch (err) {
        if (isMissing(err)) throw new BlobMissingError(key);
        throw err;
      }
    },
    async delete(key) {
      assertKey(key);
      await (await client()).send(new (await sdk()).DeleteObjectCommand({ Bucket: o.bucket, Key: key }));
    },
    async exists(key) {
      assertKey(key);
      try {
        await (await client()).send(new (await sdk()).HeadObjectCommand({ Bucket: o.bucket, Key: key }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await (await client()).send(new (await sdk()).ListObjectsV2Command({ Bucket: o.bucket, ContinuationToken: token }));
        for (const obj of page.Contents ?? [])
          if (obj.Key && isKey(obj.Key)) yield { key: obj.Key, modifiedAt: obj.LastModified ?? new Date(0) };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
