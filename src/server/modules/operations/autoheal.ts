import { desc, eq, like } from 'drizzle-orm';
import { DETECTORS, type Detector, type DetectorStatus, type HealRun } from '../../../contract/operations.ts';
import { autoHealRuns, settings } from '../../db/schema/index.ts';
import type { OperationsDeps } from './deps.ts';
import { auditChain, missingBlobs, orphanBlobs } from './detectors-blobs.ts';
import {
  deadWebhooks,
  expiredInvitations,
  expiredSessions,
  failedAnalyses,
  stuckJobs,
  undeliveredMail,
  type DetectorImpl,
} from './detectors-data.ts';

export const DETECTOR_IMPLS: Record<Detector, DetectorImpl> = {
  'stuck-jobs': stuckJobs,
  'failed-analyses': failedAnalyses,
  'dead-webhooks': deadWebhooks,
  'undelivered-mail': undeliveredMail,
  'orphan-blobs': orphanBlobs,
  'missing-blobs': missingBlobs,
  'expired-sessions': expiredSessions,
  'expired-invitations': expiredInvitations,
  'audit-chain': auditChain,
};

const AUTO_PREFIX = 'autoheal.auto.';
const KEPT_ITEMS = 200;

const toRun = (r: typeof autoHealRuns.$inferSelect): HealRun => ({
  detector: r.detector as Detector,
  dryRun: r.dryRun,
  trigger: r.trigger,
  found: r.found,
  changed: r.changed,
  items: r.items,
  summary: r.summary,
  ranAt: r.ranAt.toISOString(),
});

/** The detectors an admin let run on the schedule (settings rows `autoheal.auto.<detector>` = 'on'). */
export async function autoDetectors(d: Pick<OperationsDeps, 'db'>): Promise<Set<Detector>> {
  const rows = await d.db
    .select()
    .from(settings)
    .where(like(settings.key, `${AUTO_PREFIX}%`));
  return new Set(rows.filter((r) => r.value === 'on').map((r) => r.key.slice(AUTO_PREFIX.length) as Detector));
}

export async function setAuto(d: Pick<OperationsDeps, 'db'>, detector: Detector, auto: boolean): Promise<void> {
  const key = `${AUTO_PREFIX}${detector}`;
  const value = auto ? 'on' : 'off';
  await d.db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** Every detector with what it finds now, whether it runs automatically, and its last five runs. */
export async function detectorStatuses(d: OperationsDeps): Promise<DetectorStatus[]> {
  const auto = await autoDetectors(d);
  const out: DetectorStatus[] = [];
  for (const detector of DETECTORS) {
    const impl = DETECTOR_IMPLS[detector];
    const lastRuns = await d.db
      .select()
      .from(autoHealRuns)
      .where(eq(autoHealRuns.detector, detector))
      .orderBy(desc(autoHealRuns.ranAt))
      .limit(5);
    out.push({
      detector,
      count: (await impl.find(d)).length,
      repairs: impl.repairs,
      auto: impl.repairs && auto.has(detector),
      lastRuns: lastRuns.map(toRun),
    });
  }
  return out;
}

/** Finds, then (unless a dry run, or report-only) repairs; the run is kept with what it found and changed. */
export async function runDetector(d: OperationsDeps, detector: Detector, dryRun: boolean, trigger: 'admin' | 'schedule'): Promise<HealRun> {
  const impl = DETECTOR_IMPLS[detector];
  const found = await impl.find(d);
  const changed = dryRun || !impl.repairs ? 0 : await impl.fix(d, found);
  const summary = !impl.repairs
    ? found.length === 0
      ? 'verified: intact'
      : 'broken: reported, nothing changed'
    : dryRun
      ? `${found.length} found; dry run, nothing changed`
      : `${found.length} found, ${changed} repaired`;
  const [row] = await d.db
    .insert(autoHealRuns)
    .values({ detector, dryRun, trigger, found: found.length, changed, items: found.slice(0, KEPT_ITEMS), summary, ranAt: d.now() })
    .returning();
  return toRun(row!);
}

/** The schedule's pass: every detector the admin allowed runs its fix. */
export async function runAutomatic(d: OperationsDeps): Promise<HealRun[]> {
  const runs: HealRun[] = [];
  for (const detector of await autoDetectors(d)) {
    if (!DETECTOR_IMPLS[detector]?.repairs) continue;
    runs.push(await runDetector(d, detector, false, 'schedule'));
  }
  return runs;
}
