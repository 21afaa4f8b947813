import { z } from 'zod';
import { text } from './safe-text.ts';

/** Backups and restore tests (issue 26, ADR 0056). */
export const BACKUP_RUN_KINDS = ['backup', 'restore_test', 'restore'] as const;
export const BACKUP_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

export const backupRun = z.object({
  id: text(),
  kind: z.enum(BACKUP_RUN_KINDS),
  trigger: z.enum(['schedule', 'admin', 'cli']),
  status: z.enum(BACKUP_RUN_STATUSES),
  actorId: text().nullable(),
  backupName: text().nullable(),
  tables: z.number().int().nullable(),
  rows: z.number().int().nullable(),
  blobs: z.number().int().nullable(),
  bytes: z.number().int().nullable(),
  detail: text().nullable(),
  createdAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
});
export type BackupRun = z.infer<typeof backupRun>;

export const backupsOverview = z.object({
  runs: z.array(backupRun),
  /** The complete backups present in BACKUP_DIR, newest first. */
  stored: z.array(text()),
  keep: z.number().int(),
  scheduled: z.boolean(),
});
export type BackupsOverview = z.infer<typeof backupsOverview>;

export const backupRequest = z.object({ kind: z.enum(['backup', 'restore_test']).default('backup') }).strict();

/**
 * POST /api/admin/backups/restore (ADR 0063): restores a stored backup over the live platform. `confirm`
 * must repeat the backup's name; the reason is kept in the audit entry appended after the restored chain.
 */
export const restoreRequest = z
  .object({
    backupName: text().max(64),
    confirm: text().max(64),
    reason: text().max(500),
  })
  .strict();
export type RestoreRequest = z.infer<typeof restoreRequest>;

/** A readiness check's outcome: measured pass or fail, or honestly not measured. */
export const READINESS_STATES = ['pass', 'fail', 'not_measured'] as const;
export const readinessCheck = z.object({
  id: text(),
  state: z.enum(READINESS_STATES),
  /** The evidence's message key (the web translates it) and its figures. */
  detail: text(),
  evidence: z.record(text(), z.union([text(), z.number(), z.boolean(), z.null()])),
});
export type ReadinessCheck = z.infer<typeof readinessCheck>;

export const readinessReport = z.object({
  checkedAt: z.iso.datetime(),
  checks: z.array(readinessCheck),
});
export type ReadinessReport = z.infer<typeof readinessReport>;
