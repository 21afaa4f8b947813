import type { MaintenanceState } from '../context.ts';

/** How long another instance's announcement holds unless repeated (the announcer repeats it every 10 s). */
export const REMOTE_MAINTENANCE_TTL_MS = 30_000;
export const MAINTENANCE_HEARTBEAT_MS = 10_000;

/**
 * The maintenance in force now (ADR 0063): this process's own restore, or another instance's while its
 * announcements keep coming; one that stopped coming (its instance died mid-restore) lapses.
 */
export function currentMaintenance(lifecycle: { maintenance: MaintenanceState | null }, now = Date.now()): MaintenanceState | null {
  const m = lifecycle.maintenance;
  if (m?.remoteUntil !== undefined && m.remoteUntil < now) {
    lifecycle.maintenance = null;
    return null;
  }
  return m;
}
