import type { Config } from '../../../config.ts';
import type { BlobStore } from './blob-store.ts';
import { fsBlobStore } from './fs-store.ts';
import { s3BlobStore } from './s3-store.ts';

export type { BlobStore } from './blob-store.ts';
export { BlobMissingError, hashingCounter } from './blob-store.ts';
export { fsBlobStore } from './fs-store.ts';
export { s3BlobStore } from './s3-store.ts';

/** The store the configuration names (S3_* variables, else DATA_DIR/blobs). */
export function blobStoreFor(config: Pick<Config, 'blobStore'>): BlobStore {
  const c = config.blobStore;
  return c.kind === 's3' ? s3BlobStore(c) : fsBlobStore(c.dir);
}
