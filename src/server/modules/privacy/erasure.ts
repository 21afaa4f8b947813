import type { Db } from '../../db/types.ts';
import { erasePersonalAuditData } from '../audit/index.ts';
import { eraseDocumentViews, queueErasurePurge } from '../documents/index.ts';
import { eraseFundingData } from '../funding/index.ts';
import { erase, teamMembershipsOf } from './erasure-repository.ts';
import { eraseComplianceAuthorship } from '../compliance/index.ts';
import { eraseDealFlow, eraseDealViews } from '../deal-flow/index.ts';
import { eraseApiKeys } from '../developer/index.ts';
import { eraseWebhooks } from '../webhooks/index.ts';

export interface ErasureSubject {
  id: string;
  email: string;
}

/**
 * Hands the team workspaces the person belongs to over instead of destroying them (issue 11): in each,
 * the person's projects pass to a remaining owner, or, when no owner stays, to the most senior editor
 * (else viewer), who becomes owner; then the person's membership ends. A team workspace with nobody
 * else in it has no one to receive it and is deleted with its projects. Runs before the personal
 * projects step, which then only sees the personal workspace. Returns the number of projects handed over.
 */
export async function handOverTeamWorkspaceProjects(db: Db, subject: ErasureSubject): Promise<number> {
  let handed = 0;
  for (const m of await teamMembershipsOf(db, subject.id)) {
    const heir = m.others[0];
    if (heir) handed += await erase.handOverTeamWorkspace(db, subject.id, m.workspaceId, heir);
    else await erase.soleTeamWorkspace(db, m.workspaceId);
  }
  await erase.invitationsTo(db, subject.email);
  return handed;
}

/**
 * The erasure, in order, inside one transaction (GDPR art. 17; ADR 0014). Each step names what it
 * removes; the outcome lists how many rows each removed. What is kept: the audit chain's rows, whose
 * actor id is a random id that no longer maps to anyone, and the record that an erasure happened
 * (privacy_requests, by that same id), both needed to show the platform's accountability (art. 5(2)).
 */
export const ERASURE_STEPS: ReadonlyArray<readonly [name: string, run: (db: Db, s: ErasureSubject) => Promise<number>]> = [
  // First, while the person's workspaces are still there: files of the projects this erasure deletes go after it commits.
  ['document-files-of-deleted-projects-queued', (db, s) => queueErasurePurge(db, s.id)],
  ['team-workspace-projects-handed-over', handOverTeamWorkspaceProjects],
  ['personal-projects-and-evaluations', (db, s) => erase.personalProjects(db, s.id)],
  ['comments-made-anonymous', (db, s) => erase.commentAuthorship(db, s.id)],
  // Compliance answers, scope edits and remediation tasks stay with their projects (their history is the
  // project's audit of its compliance), without the person's id.
  ['compliance-authorship-made-anonymous', (db, s) => eraseComplianceAuthorship(db, s.id)],
  ['funding-requests-made-anonymous', (db, s) => erase.fundingRequestAuthorship(db, s.id)],
  ['portfolios', (db, s) => erase.portfolios(db, s.id)],
  ['deal-flow-pipelines-notes-and-questions', (db, s) => eraseDealFlow(db, s.id)],
  ['deal-flow-saved-views', (db, s) => eraseDealViews(db, s.id)],
  ['sealed-reports-and-showcases-made-anonymous', (db, s) => erase.reportAuthorship(db, s.id)],
  ['document-views', (db, s) => eraseDocumentViews(db, s.id)],
  ['notifications', (db, s) => erase.notifications(db, s.id)],
  ['funding-saved-searches-calls-and-alerts', (db, s) => eraseFundingData(db, s.id)],
  ['api-keys-and-their-usage', (db, s) => eraseApiKeys(db, s.id)],
  ['webhook-endpoints-and-deliveries', (db, s) => eraseWebhooks(db, s.id)],
  ['consents', (db, s) => erase.consents(db, s.id)],
  ['sessions', (db, s) => erase.sessions(db, s.id)],
  ['sign-in-credentials', (db, s) => erase.accounts(db, s.id)],
  ['verification-tokens', (db, s) => erase.verificationTokens(db, s.id, s.email)],
  ['sign-in-failures', (db, s) => erase.signInFailures(db, s.email)],
  ['outbox-mail', (db, s) => erase.outbox(db, s.email)],
  ['error-reports', (db, s) => erase.errorReports(db, s.id)],
  ['export-archives', (db, s) => erase.exportArchives(db, s.id)],
  ['audit-personal-data', (db, s) => erasePersonalAuditData(db, s.id, s.email)],
  ['user', (db, s) => erase.user(db, s.id)],
];

export async function runErasure(db: Db, subject: ErasureSubject): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    const outcome: Record<string, number> = {};
    for (const [name, run] of ERASURE_STEPS) outcome[name] = await run(tx as unknown as Db, subject);
    return outcome;
  });
}
