import type { FastifyRequest } from 'fastify';
import type { ApiLimits } from '../domain/billing/index.ts';
import type { Tier } from '../domain/rbac/index.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/types.ts';
import type { Auth } from './modules/auth/better-auth.ts';
import type { MailDeps } from './modules/outbox/service.ts';
import { recordAudit } from './modules/audit/service.ts';
import type { AccountMailer } from './mail-templates.ts';

/** What every module receives: configuration, the database, the clock, auth and mail. */
/** A restore from a backup in progress (ADR 0063): which backup, since when. */
export interface MaintenanceState {
  since: string;
  backupName: string;
  /** Set when another instance announced it (epoch ms): it lapses then unless announced again. */
  remoteUntil?: number;
}

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  now: () => Date;
  auth: Auth;
  /** Signs session cookies (AUTH_SECRET or the generated one). */
  secret: string;
  mail: MailDeps;
  /** The account's own e-mails (e-mail change, security notices, notification copies). */
  accountMail: AccountMailer;
  /** The API limits of a tier (the price list's data; tests may pass smaller ones). */
  apiLimits: (tier: Tier) => ApiLimits | null;
  /**
   * `draining` is set when shutdown begins: health answers 503 and responses ask clients to close the
   * connection. `maintenance` is set while a restore from a backup runs (ADR 0063): API requests answer 503.
   */
  lifecycle: { draining: boolean; maintenance: MaintenanceState | null };
  /** Appends an audit entry for this request's caller and address, and marks the request audited. */
  audit(
    request: FastifyRequest,
    e: {
      action: string;
      target?: string | null;
      outcome: 'success' | 'failure' | 'denied';
      details?: Record<string, unknown>;
      actorId?: string | null;
    },
  ): Promise<void>;
}

export function makeAudit(db: Db, now: () => Date): AppContext['audit'] {
  return async (request, e) => {
    request.audited = true;
    await recordAudit(
      { db, now },
      {
        actorId: e.actorId ?? request.user?.id ?? null,
        action: e.action,
        target: e.target ?? null,
        outcome: e.outcome,
        ip: request.ip,
        details: e.details ?? null,
      },
    );
  };
}
