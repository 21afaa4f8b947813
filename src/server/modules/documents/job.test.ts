import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { Readable } from 'node:stream';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { documents, jobs } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import * as fx from '../../../../tests/fixtures/documents.ts';
import { createJobRunner } from '../jobs/index.ts';
import { registerDocumentJobs } from './job.ts';
import { clamScan } from './safety/index.ts';
import { testAnalyser, testAnalysers, testCrossRisks } from './test-analyser.ts';

/**
 * The analysis job's durability (a process killed mid-analysis: its job runs again once the lease
 * expires, and completes) and the clamd scan before analysis (a fake clamd speaking INSTREAM,
 * reporting the EICAR test string as clamd does: "stream: Eicar-Test-Signature FOUND").
 */

/** A fake clamd: reads "zINSTREAM\0" and length-prefixed chunks up to a zero length, then answers. */
function fakeClamd(): Promise<{ server: Server; port: number; scanned: () => number }> {
  let scanned = 0;
  const server = createServer((socket) => {
    let buf = Buffer.alloc(0);
    let body = Buffer.alloc(0);
    let started = false;
    socket.on('data', (d: Buffer) => {
      buf = Buffer.concat([buf, d]);
      if (!started) {
        const nul = buf.indexOf(0);
        if (nul < 0) return;
        if (buf.subarray(0, nul).toString() !== 'zINSTREAM') return void socket.end('UNKNOWN COMMAND\0');
        buf = buf.subarray(nul + 1);
        started = true;
      }
      while (buf.length >= 4) {
        const len = buf.readUInt32BE(0);
        if (len === 0) {
          scanned += 1;
          return void socket.end(
            body.includes('EICAR-STANDARD-ANTIVIRUS-TEST-FILE') ? 'stream: Eicar-Test-Signature FOUND\0' : 'stream: OK\0',
          );
        }
        if (buf.length < 4 + len) return;
        body = Buffer.concat([body, buf.subarray(4, 4 + len)]);
        buf = buf.subarray(4 + len);
      }
    });
  });
  return new Promise((res) =>
    server.listen(0, '127.0.0.1', () => res({ server, port: (server.address() as { port: number }).port, scanned: () => scanned })),
  );
}

let clamd: Awaited<ReturnType<typeof fakeClamd>>;
let t: TestApp;
beforeAll(async () => {
  clamd = await fakeClamd();
  t = await createTestApp({ CLAMAV_HOST: '127.0.0.1', CLAMAV_PORT: String(clamd.port) }, { jobPollMs: 0, analyser: testAnalysers });
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => clamd.server.close(r));
});

const projects = new Map<string, string>();
async function projectWith(owner: Awaited<ReturnType<typeof signUp>>, name: string, data: Buffer) {
  if (!projects.has(owner.id)) {
    const p = await t.call({
      method: 'POST',
      url: '/api/projects',
      cookie: owner.cookie,
      payload: { title: 'Scan', industry: '62.01', targetMarket: 'EU', estimatedBudget: 1000 },
    });
    projects.set(owner.id, p.json().id as string);
  }
  const m = fx.multipart(name, data);
  const res = await t.call({
    method: 'POST',
    url: `/api/projects/${projects.get(owner.id)}/documents`,
    cookie: owner.cookie,
    payload: m.payload,
    headers: m.headers,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; sha256: string };
}

describe('clamd', () => {
  it('speaks INSTREAM: a clean stream is OK, EICAR is FOUND with its signature, a dead clamd is an error', async () => {
    const o = { host: '127.0.0.1', port: clamd.port };
    expect(await clamScan(o, Readable.from([Buffer.alloc(200_000, 0x41)]))).toEqual({ infected: false });
    expect(await clamScan(o, Readable.from([Buffer.from(`a,b\n${fx.EICAR}\n`)]))).toEqual({
      infected: true,
      signature: 'Eicar-Test-Signature',
    });
    const closed = createServer();
    const port = await new Promise<number>((r) => closed.listen(0, '127.0.0.1', () => r((closed.address() as { port: number }).port)));
    await new Promise((r) => closed.close(r));
    await expect(clamScan({ host: '127.0.0.1', port }, Readable.from([Buffer.from('x')]))).rejects.toThrow();
  });

  it('quarantines an infected upload before analysis (no figures, no text, no download) and analyses a clean one', async () => {
    const owner = await signUp(t);
    const bad = await projectWith(owner, 'eicar.csv', Buffer.from(`name,value\n${fx.EICAR},1\n`));
    const good = await projectWith(owner, 'model.csv', fx.csv());
    const before = clamd.scanned();
    await t.app.jobs.drain();
    expect(clamd.scanned() - before).toBe(2);
    const d = (await t.call({ method: 'GET', url: `/api/documents/${bad.id}`, cookie: owner.cookie })).json();
    expect(d).toMatchObject({
      status: 'quarantined',
      failure: { code: 'infected', message: 'Eicar-Test-Signature' },
      kind: null,
      proposedFigures: 0,
    });
    const content = await t.call({ method: 'GET', url: `/api/documents/${bad.id}/content`, cookie: owner.cookie });
    expect([content.statusCode, content.json().code]).toEqual([409, 'DOCUMENT_QUARANTINED']);
    expect((await t.call({ method: 'GET', url: `/api/documents/${bad.id}/text`, cookie: owner.cookie })).json().code).toBe(
      'DOCUMENT_NOT_READY',
    );
    expect((await t.call({ method: 'GET', url: `/api/documents/${good.id}`, cookie: owner.cookie })).json().status).toBe('analysed');
  });
});

describe('a process killed mid-analysis', () => {
  it('leaves a leased job that another runner takes once the lease expires, and completes', async () => {
    const owner = await signUp(t);
    const doc = await projectWith(owner, 'model.csv', fx.csv());
    // The child: a second server process on the same database and blob directory.
    const node = resolve('node_modules/node/bin/node');
    const child = spawn(node, [resolve('src/server/modules/documents/restart-child.ts')], {
      env: {
        ...process.env,
        DATABASE_URL: t.dbUrl,
        DATA_DIR: t.config.dataDir,
        UPLOAD_TMP_DIR: t.config.uploadTmpDir,
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    await new Promise<void>((res, rej) => {
      child.stdout.on('data', (d: Buffer) => d.toString().includes('analysing') && res());
      child.on('exit', (code) => rej(new Error(`child exited ${code}: ${stderr}`)));
    });
    const [running] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'document.analyse'))
      .then((rows) => rows.filter((j) => j.payload.documentId === doc.id));
    expect(running, JSON.stringify(running)).toMatchObject({ status: 'running', attempts: 1 });
    expect((await t.database.db.select().from(documents).where(eq(documents.id, doc.id)))[0]!.status).toBe('processing');

    const exited = new Promise((r) => child.on('exit', r));
    child.kill('SIGKILL');
    await exited;

    // This process's runner leaves it alone while the dead one's lease runs (30 s, ADR 0051)...
    expect(await t.app.jobs.drain()).toBe(0);
    // ...and a runner after the lease expired takes it and finishes it.
    const later = () => new Date(Date.now() + 6 * 60_000);
    const runner = createJobRunner({ db: t.database.db, now: later });
    const inputs: Parameters<typeof testAnalyser>[0][] = [];
    registerDocumentJobs(
      {
        db: t.database.db,
        now: later,
        blobs: t.app.blobs,
        jobs: runner,
        analyse: (input, options, context) => (inputs.push(input), testAnalyser(input, options, context)),
        crossRisks: testCrossRisks,
        maxBytes: 1e6,
        tmpDir: t.config.uploadTmpDir,
        clamav: null,
        ai: null,
      },
      runner,
    );
    expect(await runner.drain()).toBe(1);
    const [done] = await t.database.db.select().from(jobs).where(eq(jobs.id, running!.id));
    expect(done).toMatchObject({ status: 'done', attempts: 2 });
    const d = (await t.call({ method: 'GET', url: `/api/documents/${doc.id}`, cookie: owner.cookie })).json();
    expect(d).toMatchObject({ status: 'analysed', proposedFigures: 2 });
    // the analyser is given the upload's time: the document's date where neither text nor file gives one (ADR 0055)
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(inputs.map((i) => i.uploadedAt)).toEqual([row!.createdAt.toISOString()]);
  }, 60_000);
});
