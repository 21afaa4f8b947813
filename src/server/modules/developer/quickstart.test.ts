import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { QUICKSTART_SCOPES, WEBHOOK_VERIFY_SNIPPET, curlQuickstart, typescriptQuickstart } from '../../../domain/developer/index.ts';
import { users } from '../../db/schema/index.ts';
import { API_TYPES_FILE } from '../../lib/api-types.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

const run = promisify(execFile);
const ROOT = new URL('../../../../', import.meta.url).pathname;
let t: TestApp;
let base: string;
let dir: string;
let key: string;
let owner: Awaited<ReturnType<typeof signUp>>;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  // Inside the repository, so that `openapi-fetch` resolves from its node_modules as in a user's project.
  dir = await mkdtemp(join(ROOT, '.quickstart-'));
  owner = await signUp(t);
  await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
  const p = await t.call({
    method: 'POST',
    url: '/api/projects',
    cookie: owner.cookie,
    payload: { title: 'Quickstart', industry: '62.01', targetMarket: 'EU', estimatedBudget: 250_000 },
  });
  projectId = p.json().id as string;
  const k = await t.call({
    method: 'POST',
    url: '/api/developer/keys',
    cookie: owner.cookie,
    payload: { name: 'qs', scopes: [...QUICKSTART_SCOPES] },
  });
  key = k.json().key as string;
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await t.close();
});

const evaluations = async () =>
  (await t.call({ method: 'GET', url: `/api/projects/${projectId}/evaluations`, cookie: owner.cookie })).json() as Array<{
    version: number;
    score: { total: number };
  }>;

describe('the quickstart on /developer runs against a live server (issue 24)', () => {
  it('curl: the lines as shown (the key line replaced by the real key) list the project and run an evaluation', async () => {
    const script = curlQuickstart(base).replace('export CR_API_KEY=cr_live_…', `export CR_API_KEY=${key}`);
    expect(script).not.toBe(curlQuickstart(base));
    const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', script], { env: { ...process.env, PROJECT_ID: projectId } });
    const [list, evaluation] = stdout.split(/(?<=\])(?=\{)/);
    expect(JSON.parse(list!).map((p: { id: string }) => p.id)).toEqual([projectId]);
    expect(JSON.parse(evaluation!)).toMatchObject({ version: 1, iterations: 1000 });
    expect((await evaluations()).map((e) => e.version)).toEqual([1]);
  }, 60_000);

  it('TypeScript: the snippet type-checks against the committed types and, run by Node, runs an evaluation through openapi-fetch', async () => {
    const file = join(dir, 'quickstart.ts');
    await writeFile(file, typescriptQuickstart(base));
    await copyFile(API_TYPES_FILE, join(dir, 'api-types.d.ts'));
    const tsc = join(ROOT, 'node_modules/.bin/tsc');
    const flags = [
      '--ignoreConfig',
      '--noEmit',
      '--strict',
      '--skipLibCheck',
      '--module',
      'nodenext',
      '--target',
      'es2022',
      '--allowImportingTsExtensions',
    ];
    await run(tsc, [...flags, '--types', 'node', file], { cwd: dir }).catch((err: { stdout: string }) => {
      throw new Error(`the quickstart does not type-check:\n${err.stdout}`);
    });
    const before = (await evaluations()).length;
    const { stdout } = await run(process.execPath, [file], { cwd: dir, env: { ...process.env, CR_API_KEY: key } });
    const after = await evaluations();
    expect(after).toHaveLength(before + 1);
    const latest = after.reduce((a, b) => (b.version > a.version ? b : a));
    expect(stdout.trim()).toBe(`Quickstart: version ${latest.version}, CR score ${latest.score.total}`);
  }, 120_000);

  it('the webhook verifier accepts the Standard Webhooks specification’s test vector and refuses a changed body, a wrong secret and an old timestamp', async () => {
    const file = join(dir, 'verify.ts');
    await writeFile(file, WEBHOOK_VERIFY_SNIPPET);
    const { verifyWebhook } = (await import(file)) as {
      verifyWebhook: (secret: string, headers: Record<string, string>, body: string, now?: number) => unknown;
    };
    // The specification's published vector (standard-webhooks, libraries' shared tests).
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const headers = {
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    };
    const body = '{"test": 2432232314}';
    const at = 1614265330 * 1000 + 10_000;
    expect(verifyWebhook(secret, headers, body, at)).toEqual({ test: 2432232314 });
    // Several signatures (a rotated secret's overlap): one valid is enough.
    expect(verifyWebhook(secret, { ...headers, 'webhook-signature': `v1,AAAA ${headers['webhook-signature']}` }, body, at)).toBeTruthy();
    expect(() => verifyWebhook(secret, headers, '{"test": 2432232315}', at)).toThrow(/invalid signature/);
    expect(() => verifyWebhook('whsec_' + Buffer.from('another secret').toString('base64'), headers, body, at)).toThrow(
      /invalid signature/,
    );
    expect(() => verifyWebhook(secret, headers, body, at + 600_000)).toThrow(/five minutes/);
  });
});
