import { z } from 'zod';
import { text } from './safe-text.ts';

export const healthOk = z.object({ status: z.literal('ok') });
export const healthDown = z.object({ status: z.literal('unavailable') });
/** A restore from a backup is running (ADR 0063): the process is alive, every other API request answers 503 MAINTENANCE. */
export const healthMaintenance = z.object({ status: z.literal('maintenance'), since: z.iso.datetime(), backupName: text() });

/** GET /api/ready (ADR 0051): whether this instance should be given traffic or work. */
export const readyOk = z.object({ status: z.literal('ready'), role: z.enum(['all', 'web', 'worker']) });
export const readyDown = z.object({
  status: z.literal('unavailable'),
  role: z.enum(['all', 'web', 'worker']),
  /** What is missing: the instance is shutting down, the database does not answer, or migrations are pending. */
  reason: z.enum(['draining', 'database', 'migrations', 'maintenance']),
});
