import type { Relation } from './rule.ts';

/**
 * Who reads a sealed report's pages in the app (issue 27, step 6): the one access rule's answer for
 * a report, next to the project table in rule.ts. The PDF download stays Enterprise (seed); reading
 * in the app is every plan's, and is the way a founder sends a report.
 *
 * - a member of the project's workspace (owner, editor, viewer) reads it: it is their project's;
 * - an admin reads it for support (the server audits the read, as any admin read of a project);
 * - anyone else — an investor included, even one holding a read grant on the project — reads it only
 *   when it was shared with them, or attached to a funding request addressed to them and submitted
 *   (a live share: not revoked);
 * - a revoked report is read by nobody but its project's members (the verify page says it is revoked).
 * Everyone else: 'none', which the server answers 404 (the report's existence is not confirmed).
 */
export type ReportReading = 'member' | 'admin' | 'share' | 'none';

export interface ReportReadFacts {
  /** The caller's relation to the report's project (projectAccess(...).relation). */
  relation: Relation;
  /** True when a live share of this report names the caller (directly or through a request addressed to them). */
  liveShare: boolean;
  revoked: boolean;
}

export function reportReading(f: ReportReadFacts): ReportReading {
  if (f.relation.via === 'member') return 'member';
  if (f.revoked) return 'none';
  if (f.relation.via === 'admin') return 'admin';
  return f.liveShare ? 'share' : 'none';
}

/** Who may share a project's report with an investor: who may seal it (owner, editor: `runEvaluation`). */
export const SHARE_REPORT_CAPABILITY = 'runEvaluation' as const;
