import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { createTestApp, signUp } from '../../../test/harness.ts';
import * as fx from '../../../../../tests/fixtures/documents.ts';
import { testAnalysers } from '../test-analyser.ts';
import { fsBlobStore, s3BlobStore, type BlobStore } from './index.ts';

/**
 * Both blob-store drivers against one contract; S3 against s3rver (a local S3-compatible server the
 * test starts on a free port) through the official AWS SDK. Oracle: SHA-256 of the bytes written,
 * computed by node:crypto independently of the store.
 */
let dir: string;
let s3: S3rver;
let endpoint: string;
const creds = { bucket: 'documents', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cr-blobs-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(dir, 's3'),
    configureBuckets: [{ name: creds.bucket, configs: [] }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
async function bytes(r: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of r) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}
/** 12 MB of varied bytes, in 64 kB chunks: three multipart parts of 5 MB on S3. */
function bigStream(): { stream: Readable; digest: string; size: number } {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  for (let i = 0; i < 192; i += 1) {
    const c = Buffer.alloc(65_536, i % 251);
    c.writeUInt32BE(i, 0);
    hash.update(c);
    chunks.push(c);
  }
  return { stream: Readable.from(chunks), digest: hash.digest('hex'), size: 192 * 65_536 };
}

const drivers: Array<[string, () => BlobStore]> = [
  ['files', () => fsBlobStore(join(dir, 'fs'))],
  ['S3 (s3rver)', () => s3BlobStore({ endpoint, ...creds })],
];

describe.each(drivers)('blob store: %s', (_name, make) => {
  it('puts a stream (size and sha256), gets it back, tells existence, deletes', async () => {
    const store = make();
    const key = randomUUID();
    const data = Buffer.from('year,revenue\n2025,1200000\n');
    expect(await store.exists(key)).toBe(false);
    expect(await store.put(key, Readable.from([data]))).toEqual({ size: data.length, sha256: sha(data) });
    expect(await store.exists(key)).toBe(true);
    expect(await bytes(await store.get(key))).toEqual(data);
    await store.put(key, Readable.from([Buffer.from('replaced')]));
    expect((await bytes(await store.get(key))).toString()).toBe('replaced');
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    await expect(store.get(key)).rejects.toMatchObject({ code: 'BLOB_MISSING' });
    await store.delete(key); // already gone: no error
  });

  it('streams 12 MB in and out with the same digest', async () => {
    const store = make();
    const key = randomUUID();
    const big = bigStream();
    expect(await store.put(key, big.stream)).toEqual({ size: big.size, sha256: big.digest });
    expect(sha(await bytes(await store.get(key)))).toBe(big.digest);
    await store.delete(key);
  });

  it('refuses keys that are not ids (a user file name, a path)', async () => {
    const store = make();
    await expect(store.put('../plan.pdf', Readable.from([Buffer.from('x')]))).rejects.toThrow(/invalid blob key/);
    await expect(store.exists('plan.pdf')).rejects.toThrow(/invalid blob key/);
  });
});

describe('the file driver', () => {
  it('writes through a temp file and leaves none behind when the stream fails', async () => {
    const store = fsBlobStore(join(dir, 'fs2'));
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error('client went away'));
      },
    });
    const key = randomUUID();
    await expect(store.put(key, failing)).rejects.toThrow('client went away');
    expect(await store.exists(key)).toBe(false);
    expect(await readdir(join(dir, 'fs2', 'tmp'))).toEqual([]);
  });
});

describe('the app on S3', () => {
  it('uploads through the API into the bucket (object named by id) and serves the same bytes back', async () => {
    const t = await createTestApp(
      {
        S3_ENDPOINT: endpoint,
        S3_BUCKET: creds.bucket,
        S3_REGION: creds.region,
        S3_ACCESS_KEY_ID: creds.accessKeyId,
        S3_SECRET_ACCESS_KEY: creds.secretAccessKey,
      },
      { jobPollMs: 0, analyser: testAnalysers },
    );
    try {
      expect(t.app.blobs.kind).toBe('s3');
      const owner = await signUp(t);
      const created = await t.call({
        method: 'POST',
        url: '/api/projects',
        cookie: owner.cookie,
        payload: { title: 'On S3', industry: '62.01', targetMarket: 'EU', estimatedBudget: 1000 },
      });
      const data = fx.pdf('Revenue 2025: EUR 1.2m');
      const m = fx.multipart('deck.pdf', data);
      const res = await t.call({
        method: 'POST',
        url: `/api/projects/${created.json().id}/documents`,
        cookie: owner.cookie,
        payload: m.payload,
        headers: m.headers,
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().id as string;
      const direct = s3BlobStore({ endpoint, ...creds });
      expect(sha(await bytes(await direct.get(id)))).toBe(sha(data));
      await t.app.jobs.drain();
      expect(await direct.exists(`${id}.text`)).toBe(true);
      const content = await t.call({ method: 'GET', url: `/api/documents/${id}/content`, cookie: owner.cookie });
      expect(sha(content.rawPayload)).toBe(res.json().sha256);
      expect(content.headers['content-type']).toBe('application/pdf');
    } finally {
      await t.close();
    }
  });
});
