import { existsSync } from 'node:fs';
import { statfs, readFile, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import type { ReadinessCheck } from '../../../contract/backups.ts';
import type { Config } from '../../config.ts';
import { users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { migrationState } from './database.ts';
import { lastRun } from './service.ts';
import { gte } from 'drizzle-orm';
import { metricSamples } from '../../db/schema/index.ts';
import { bucketRows, quantileOf, THRESHOLDS } from '../../../domain/observability/index.ts';

/**
 * `/r4-readiness` (issue 26, ADR 0056): each check reads a live signal and answers pass, fail or
 * "not measured" with its evidence; none passes for lack of data. A check is one entry of CHECKS.
 */
export interface ReadinessDeps {
  db: Db;
  config: Pick<Config, 'publicOrigin' | 'secureCookies' | 'smtpUrl' | 'authSecret' | 'dataDir' | 'blobStore' | 'dependencyAuditFile'>;
  env: NodeJS.ProcessEnv;
  now: () => Date;
}
type Evidence = ReadinessCheck['evidence'];
type Check = (d: ReadinessDeps) => Promise<Omit<ReadinessCheck, 'id'>>;
const result = (state: ReadinessCheck['state'], detail: string, evidence: Evidence = {}) => ({ state, detail, evidence });

const HOUR = 3_600_000;
export const BACKUP_MAX_AGE_HOURS = 26;
export const RESTORE_TEST_MAX_AGE_DAYS = 8;
/** Free space below this share of the file system fails the headroom check. */
export const MIN_FREE_FRACTION = 0.1;

const migrations: Check = async ({ db }) => {
  const m = await migrationState(db);
  const ok = m.applied === m.shipped && m.lastTag === m.shippedTag;
  return result(ok ? 'pass' : 'fail', ok ? 'migrations.applied' : 'migrations.behind', {
    applied: m.applied,
    shipped: m.shipped,
    last: m.lastTag,
    expected: m.shippedTag,
  });
};

const backupRecent: Check = async ({ db, now }) => {
  const ok = await lastRun(db, 'backup', 'succeeded');
  const failed = await lastRun(db, 'backup', 'failed');
  const lastFailure = failed && (!ok || failed.createdAt > ok.createdAt) ? failed.detail : null;
  if (!ok) return result('fail', 'backups.none', { lastFailure });
  const hours = Math.round(((now().getTime() - (ok.finishedAt ?? ok.createdAt).getTime()) / HOUR) * 10) / 10;
  return result(hours < BACKUP_MAX_AGE_HOURS ? 'pass' : 'fail', hours < BACKUP_MAX_AGE_HOURS ? 'backups.recent' : 'backups.old', {
    name: ok.backupName,
    at: (ok.finishedAt ?? ok.createdAt).toISOString(),
    hours,
    maxHours: BACKUP_MAX_AGE_HOURS,
    lastFailure,
  });
};

const restoreTested: Check = async ({ db, now }) => {
  const passed = await lastRun(db, 'restore_test', 'succeeded');
  const failed = await lastRun(db, 'restore_test', 'failed');
  const done = passed && (!failed || passed.createdAt > failed.createdAt) ? passed : failed;
  if (!done) return result('fail', 'restore.none');
  const at = done.finishedAt ?? done.createdAt;
  const days = Math.round(((now().getTime() - at.getTime()) / (24 * HOUR)) * 10) / 10;
  const evidence = { name: done.backupName, at: at.toISOString(), days, rows: done.rows, blobs: done.blobs, detail: done.detail };
  if (done.status === 'failed') return result('fail', 'restore.failed', evidence);
  return result(days < RESTORE_TEST_MAX_AGE_DAYS ? 'pass' : 'fail', days < RESTORE_TEST_MAX_AGE_DAYS ? 'restore.passed' : 'restore.old', {
    ...evidence,
    maxDays: RESTORE_TEST_MAX_AGE_DAYS,
  });
};

const signingKeys: Check = async ({ config, env }) => {
  const production = env.NODE_ENV === 'production';
  const configured = {
    AUTH_SECRET: Boolean(config.authSecret),
    REPORT_SIGNING_KEY: Boolean(env.REPORT_SIGNING_KEY?.trim()),
    REPORT_SIGNING_P12: Boolean(env.REPORT_SIGNING_P12?.trim()),
  };
  const generated = Object.entries(configured)
    .filter(([, v]) => !v)
    .map(([k]) => k)
    .join(', ');
  if (!generated) return result('pass', 'keys.configured', { production, ...configured });
  return result(production ? 'fail' : 'pass', production ? 'keys.generatedInProduction' : 'keys.generatedOutsideProduction', {
    production,
    generated,
  });
};

const adminTwoFactor: Check = async ({ db }) => {
  const [all] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  const [without] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.twoFactorEnabled, false)));
  const admins = all?.n ?? 0;
  const missing = without?.n ?? 0;
  return result(missing === 0 && admins > 0 ? 'pass' : 'fail', admins === 0 ? 'twoFactor.noAdmins' : 'twoFactor.count', {
    admins,
    without: missing,
  });
};

const smtp: Check = async ({ config }) => {
  if (!config.smtpUrl) return result('fail', 'smtp.missing');
  const u = URL.canParse(config.smtpUrl) ? new URL(config.smtpUrl) : null;
  return result('pass', 'smtp.configured', { host: u ? `${u.protocol}//${u.hostname}${u.port ? `:${u.port}` : ''}` : null });
};

const https: Check = async ({ config }) => {
  const ok = config.publicOrigin.startsWith('https://') && config.secureCookies;
  return result(ok ? 'pass' : 'fail', ok ? 'https.on' : 'https.off', {
    publicUrl: config.publicOrigin,
    secureCookies: config.secureCookies,
  });
};

/**
 * The last hour's error rate and p95 from the recorded minute series (ADR 0052), against the thresholds mission
 * control raises incidents at; not measured below the volume that makes a rate meaningful.
 */
const errorsAndLatency: Check = async ({ db, now }) => {
  const end = now().getTime();
  const rows = await db
    .select({ instance: metricSamples.instance, at: metricSamples.at, name: metricSamples.name, value: metricSamples.value })
    .from(metricSamples)
    .where(gte(metricSamples.at, new Date(end - HOUR)));
  const [hour] = bucketRows(rows, end, HOUR, 1);
  const requests = hour?.sums.http_requests ?? 0;
  if (!hour || requests < THRESHOLDS.errorRateMinRequests) return result('not_measured', 'slo.noSeries', { requests });
  const errorRate = hour.sums.http_errors / requests;
  const p95 = quantileOf(hour.latency, 0.95);
  const ok = errorRate < THRESHOLDS.errorRate && p95 !== null && p95 < THRESHOLDS.p95Ms;
  return result(ok ? 'pass' : 'fail', ok ? 'slo.within' : 'slo.outside', {
    requests,
    errorRatePct: Math.round(errorRate * 1000) / 10,
    p95Ms: p95 === null ? null : Math.round(p95),
    maxErrorRatePct: THRESHOLDS.errorRate * 100,
    maxP95Ms: THRESHOLDS.p95Ms,
  });
};

const dependencyAudit: Check = async ({ config, now }) => {
  if (!config.dependencyAuditFile) return result('not_measured', 'audit.notConfigured');
  let raw: string;
  let mtime: Date;
  try {
    raw = await readFile(config.dependencyAuditFile, 'utf8');
    mtime = (await stat(config.dependencyAuditFile)).mtime;
  } catch {
    return result('not_measured', 'audit.missing', { file: config.dependencyAuditFile });
  }
  let v: Record<string, number>;
  try {
    v = (JSON.parse(raw) as { metadata: { vulnerabilities: Record<string, number> } }).metadata.vulnerabilities;
    if (typeof v !== 'object' || v === null) throw new Error('no metadata.vulnerabilities');
  } catch {
    return result('not_measured', 'audit.unreadable', { file: config.dependencyAuditFile });
  }
  const serious = (v.high ?? 0) + (v.critical ?? 0);
  const days = Math.round(((now().getTime() - mtime.getTime()) / (24 * HOUR)) * 10) / 10;
  const evidence = { critical: v.critical ?? 0, high: v.high ?? 0, moderate: v.moderate ?? 0, low: v.low ?? 0, days };
  return result(serious === 0 ? 'pass' : 'fail', serious === 0 ? 'audit.clean' : 'audit.findings', evidence);
};

async function headroom(path: string): Promise<Omit<ReadinessCheck, 'id'>> {
  // A directory not made yet (no document stored) lives on its nearest existing parent's file system.
  let dir = path;
  while (!existsSync(dir) && dirname(dir) !== dir) dir = dirname(dir);
  try {
    const s = await statfs(dir);
    const total = s.blocks * s.bsize;
    const free = s.bavail * s.bsize;
    const fraction = total > 0 ? free / total : 0;
    return result(fraction >= MIN_FREE_FRACTION ? 'pass' : 'fail', 'disk.free', {
      dir,
      freeBytes: free,
      totalBytes: total,
      freePercent: Math.round(fraction * 1000) / 10,
      minPercent: MIN_FREE_FRACTION * 100,
    });
  } catch (err) {
    return result('not_measured', 'disk.unreadable', { dir, error: (err as Error).message });
  }
}

const diskHeadroom: Check = async ({ config }) => headroom(config.dataDir);

const blobHeadroom: Check = async ({ config }) =>
  config.blobStore.kind === 's3' ? result('not_measured', 'blobs.s3', { bucket: config.blobStore.bucket }) : headroom(config.blobStore.dir);

/** The checks, in the order the screen shows them: adding one is one entry. */
export const CHECKS: readonly (readonly [string, Check])[] = [
  ['migrations', migrations],
  ['backups', backupRecent],
  ['restoreTest', restoreTested],
  ['signingKeys', signingKeys],
  ['adminTwoFactor', adminTwoFactor],
  ['smtp', smtp],
  ['https', https],
  ['errorRateAndLatency', errorsAndLatency],
  ['dependencyAudit', dependencyAudit],
  ['diskHeadroom', diskHeadroom],
  ['blobHeadroom', blobHeadroom],
];

export async function readiness(deps: ReadinessDeps): Promise<ReadinessCheck[]> {
  const out: ReadinessCheck[] = [];
  for (const [id, check] of CHECKS) {
    try {
      out.push({ id, ...(await check(deps)) });
    } catch (err) {
      out.push({ id, state: 'not_measured', detail: 'check.error', evidence: { error: (err as Error).message } });
    }
  }
  return out;
}
