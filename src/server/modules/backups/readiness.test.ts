import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHECKS, type ReadinessDeps } from './readiness.ts';

/**
 * The readiness checks that read configuration and files (no database): each answers from what it
 * was given, and says "not measured" rather than pass when it has nothing. The oracle for the audit is
 * npm audit's JSON as written here; ages are checked against the file's mtime set by the test.
 */
const dir = mkdtempSync(join(tmpdir(), 'cr-readiness-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const now = new Date('2026-11-29T12:00:00Z');
const run = (id: string, o: { config?: Partial<ReadinessDeps['config']>; env?: NodeJS.ProcessEnv }) =>
  CHECKS.find(([name]) => name === id)![1]({
    db: null as never,
    now: () => now,
    env: o.env ?? {},
    config: {
      publicOrigin: 'http://localhost:3000',
      secureCookies: false,
      smtpUrl: null,
      authSecret: null,
      dataDir: dir,
      blobStore: { kind: 'fs', dir: join(dir, 'blobs') },
      dependencyAuditFile: null,
      ...o.config,
    },
  });

describe('readiness checks', () => {
  it('dependency audit: not measured without a file, pass when clean, fail on high or critical', async () => {
    expect((await run('dependencyAudit', {})).state).toBe('not_measured');
    const file = join(dir, 'audit.json');
    expect((await run('dependencyAudit', { config: { dependencyAuditFile: file } })).detail).toBe('audit.missing');
    writeFileSync(file, 'not json');
    expect((await run('dependencyAudit', { config: { dependencyAuditFile: file } })).detail).toBe('audit.unreadable');
    writeFileSync(file, JSON.stringify({ metadata: { vulnerabilities: { info: 0, low: 2, moderate: 1, high: 0, critical: 0 } } }));
    utimesSync(file, new Date('2026-11-27T12:00:00Z'), new Date('2026-11-27T12:00:00Z'));
    const clean = await run('dependencyAudit', { config: { dependencyAuditFile: file } });
    expect(clean).toMatchObject({ state: 'pass', evidence: { low: 2, moderate: 1, days: 2 } });
    writeFileSync(file, JSON.stringify({ metadata: { vulnerabilities: { low: 0, moderate: 0, high: 1, critical: 0 } } }));
    expect((await run('dependencyAudit', { config: { dependencyAuditFile: file } })).state).toBe('fail');
  });

  it('signing keys: generated keys fail in production only', async () => {
    expect((await run('signingKeys', { env: { NODE_ENV: 'production' } })).state).toBe('fail');
    expect((await run('signingKeys', { env: {} })).detail).toBe('keys.generatedOutsideProduction');
    const all = { NODE_ENV: 'production', REPORT_SIGNING_KEY: 'pem', REPORT_SIGNING_P12: '/k.p12' };
    expect((await run('signingKeys', { env: all, config: { authSecret: 'x'.repeat(32) } })).state).toBe('pass');
    expect((await run('signingKeys', { env: all })).evidence.generated).toBe('AUTH_SECRET');
  });

  it('https, smtp and the blob store headroom answer from the configuration', async () => {
    expect((await run('https', {})).state).toBe('fail');
    expect((await run('https', { config: { publicOrigin: 'https://cr.example.org', secureCookies: true } })).state).toBe('pass');
    expect((await run('smtp', { config: { smtpUrl: 'smtps://u:secret@mail.example.org:465' } })).evidence).toEqual({
      host: 'smtps://mail.example.org:465',
    });
    const s3 = { kind: 's3', endpoint: 'x', bucket: 'docs', region: 'r', accessKeyId: 'a', secretAccessKey: 's' } as const;
    expect((await run('blobHeadroom', { config: { blobStore: s3 } })).state).toBe('not_measured');
    // A blob directory not created yet is measured on its parent's file system.
    const disk = await run('blobHeadroom', {});
    expect(disk.evidence.dir).toBe(dir);
    expect(Number(disk.evidence.totalBytes)).toBeGreaterThan(Number(disk.evidence.freeBytes));
    // The error rate and p95 read the recorded series: readiness-slo.test.ts, on a database.
  });
});
