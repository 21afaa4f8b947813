import type { Db } from '../../db/types.ts';
import { erasePersonalAuditData } from '../audit/index.ts';
import { erase } from './repository.ts';

export interface ErasureSubject {
  id: string;
  email: string;
}

/**
 * Hands the projects of team workspaces the person belongs to over to the workspace (its remaining
 * owner), instead of deleting them with the person.
 *
 * TODO(issue 11, workspaces branch): fill at merge. With `workspaces`, `workspace_members`,
 * `workspace_invitations` and `project_grants` in place: for each team workspace the subject is a member
 * of, move `projects.owner_id` (or the creator column that replaces it) of the subject's projects in that
 * workspace to the workspace's owner (the earliest remaining owner when the subject was one; the last
 * owner cannot leave, so erasing them must first transfer ownership or refuse with a coded error), delete
 * the subject's `workspace_members` rows, `workspace_invitations` they sent or were sent to their e-mail,
 * and `project_grants` made to them. It runs first, before personal projects are deleted, so the next step
 * only sees projects of the personal workspace. Returns the number of projects handed over.
 */
export async function handOverTeamWorkspaceProjects(db: Db, subject: ErasureSubject): Promise<number> {
  void db;
  void subject;
  return 0;
}

/**
 * The erasure, in order, inside one transaction (GDPR art. 17; ADR 0014). Each step names what it
 * removes; the outcome lists how many rows each removed. What is kept: the audit chain's rows, whose
 * actor id is a random id that no longer maps to anyone, and the record that an erasure happened
 * (privacy_requests, by that same id), both needed to show the platform's accountability (art. 5(2)).
 */
export const ERASURE_STEPS: ReadonlyArray<readonly [name: string, run: (db: Db, s: ErasureSubject) => Promise<number>]> = [
  ['team-workspace-projects-handed-over', handOverTeamWorkspaceProjects],
  ['personal-projects-and-evaluations', (db, s) => erase.personalProjects(db, s.id)],
  ['notifications', (db, s) => erase.notifications(db, s.id)],
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
