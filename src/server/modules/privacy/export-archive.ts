import type { Db } from '../../db/types.ts';
import { createZip, type ZipEntry } from '../../lib/zip.ts';
import { auditEntriesAbout } from '../audit/index.ts';
import { documentViewsBy, uploadsBy } from '../documents/index.ts';
import { fundingDataOf } from '../funding/index.ts';
import * as repo from './repository.ts';
import { complianceAnswersBy, complianceTasksAssignedTo } from '../compliance/index.ts';
import { dealFlowOf, dealViewsOf } from '../deal-flow/index.ts';
import { apiKeysOf } from '../developer/index.ts';
import { webhooksOf } from '../webhooks/index.ts';

/**
 * The export's content (GDPR art. 15 and 20): one JSON file per category, in a ZIP. A new kind of
 * personal data adds one section here. Uploaded documents are project data: `documents.json` lists
 * the person's uploads (metadata); the files stay with their project.
 */
export interface ExportSubject {
  id: string;
  email: string;
}
export interface ExportSection {
  /** What the README says this part holds. */
  describe: string;
  collect(db: Db, subject: ExportSubject): Promise<ZipEntry[]>;
}

const json = (name: string, value: unknown): ZipEntry => ({ name, data: `${JSON.stringify(value, null, 2)}\n` });

export const EXPORT_SECTIONS: readonly ExportSection[] = [
  {
    describe: 'profile.json: your account (e-mail, name, role, plan, dates) and how you sign in (never the password itself)',
    async collect(db, s) {
      const u = await repo.userRow(db, s.id);
      if (!u) return [];
      const { adminTierView: _view, ...profile } = u;
      void _view;
      return [json('profile.json', { ...profile, signInMethods: await repo.signInMethodsOf(db, s.id) })];
    },
  },
  {
    describe: 'sessions.json: your sign-in sessions (when, until when, address, browser; never the token)',
    collect: async (db, s) => [json('sessions.json', await repo.sessionsOf(db, s.id))],
  },
  {
    describe: 'consents.json: every cookie consent you recorded, newest first',
    collect: async (db, s) => [json('consents.json', await repo.consentsOf(db, s.id))],
  },
  {
    describe: 'notifications.json: the notifications sent to you',
    collect: async (db, s) => [json('notifications.json', await repo.notificationsOf(db, s.id))],
  },
  {
    describe: 'projects/<id>.json: each project you created, with its saved inputs and every evaluation version',
    async collect(db, s) {
      const projects = await repo.projectsOf(db, s.id);
      const evaluations = await repo.evaluationsOf(
        db,
        projects.map((p) => p.id),
      );
      return projects.map((p) => json(`projects/${p.id}.json`, { ...p, evaluations: evaluations.filter((e) => e.projectId === p.id) }));
    },
  },
  {
    describe: 'workspaces.json: the workspaces you belong to and your role, and the projects shared with you (access, dates)',
    collect: async (db, s) => [
      json('workspaces.json', { memberships: await repo.membershipsOf(db, s.id), grantsToYou: await repo.grantsTo(db, s.id) }),
    ],
  },
  {
    describe: "comments.json: the comments you wrote on projects (yours or shared with you), with the project's title",
    collect: async (db, s) => [json('comments.json', await repo.commentsBy(db, s.id))],
  },
  {
    describe:
      'funding.json: your saved searches of funding calls, the calls you saved (muted or not) and the alerts sent to you about them',
    collect: async (db, s) => [json('funding.json', await fundingDataOf(db, s.id))],
  },
  {
    describe: 'compliance-answers.json: the compliance answers you gave (project, requirement, answer, reason, notes, when)',
    collect: async (db, s) => [json('compliance-answers.json', await complianceAnswersBy(db, s.id))],
  },
  {
    describe: 'compliance-tasks.json: the compliance tasks assigned to you (project, requirement, owner, due date, notes, status)',
    collect: async (db, s) => [json('compliance-tasks.json', await complianceTasksAssignedTo(db, s.id))],
  },
  {
    describe:
      'funding-requests.json: the funding requests you created or that were addressed to you, your messages on them and the transitions you made',
    collect: async (db, s) => [json('funding-requests.json', await repo.fundingRequestsOf(db, s.id))],
  },
  {
    describe:
      'portfolios.json: your portfolios, their holdings (linked projects and imported rows), your imports, Monte Carlo runs and remembered column mappings',
    collect: async (db, s) => [json('portfolios.json', await repo.portfoliosOf(db, s.id))],
  },
  {
    describe:
      'deal-flow.json: your pipelines, cards and their moves, due-diligence checklists, private notes, questions you asked or answered, findings, decisions, and the showcase projects you follow (with when you asked for access)',
    collect: async (db, s) => [json('deal-flow.json', await dealFlowOf(db, s.id))],
  },
  {
    describe: 'deal-flow-views.json: the saved views of your deal flow (name, filters, board or list)',
    collect: async (db, s) => [json('deal-flow-views.json', await dealViewsOf(db, s.id))],
  },
  {
    describe:
      'reports.json: the sealed reports you generated or revoked (project title, kind, language, date, hash; not the PDFs) and the showcase pages you published',
    collect: async (db, s) => [
      json('reports.json', { reports: await repo.reportsBy(db, s.id), showcases: await repo.showcasesBy(db, s.id) }),
    ],
  },
  {
    describe:
      'api-keys.json: your API keys (name, visible prefix, scopes, dates, last use and its address; never the key, which is not kept) and their use per day',
    collect: async (db, s) => [json('api-keys.json', await apiKeysOf(db, s.id))],
  },
  {
    describe:
      'webhooks.json: your webhook endpoints (address, events, description, state; never the signing secret) and their delivery log (message, answer, timing)',
    collect: async (db, s) => [json('webhooks.json', await webhooksOf(db, s.id))],
  },
  {
    describe: 'audit.json: the security log entries about you (sign-ins, changes you made, requests like this one)',
    async collect(db, s) {
      const entries = await auditEntriesAbout(db, s.id, s.email);
      return [
        json(
          'audit.json',
          entries.map(({ prevHash: _p, hash: _h, erased: _e, ...e }) => e),
        ),
      ];
    },
  },
  {
    describe: 'emails.json: the e-mails the platform wrote to you (subject and kind)',
    collect: async (db, s) => [json('emails.json', await repo.mailTo(db, s.email))],
  },
  {
    describe: 'error-reports.json: error reports your browser sent while you were signed in',
    collect: async (db, s) => [json('error-reports.json', await repo.errorReportsOf(db, s.id))],
  },
  {
    describe: 'privacy-requests.json: your data exports and their dates',
    collect: async (db, s) => [json('privacy-requests.json', await repo.requestsOf(db, s.id))],
  },
  {
    // The files themselves are project data, kept in the project (and on erasure); this lists what the person uploaded.
    describe:
      'documents.json: the documents you uploaded to projects (file name, project, type, size, SHA-256, version, dates); the files stay with their project',
    collect: async (db, s) => [json('documents.json', await uploadsBy(db, s.id))],
  },
  {
    describe: 'document-views.json: the documents shared with you that you opened or downloaded, and when (their proponents see these)',
    collect: async (db, s) => [json('document-views.json', await documentViewsBy(db, s.id))],
  },
];

/** Deflates the files into one ZIP: the server passes the CPU worker pool's (ADR 0033), default this thread. */
export type PackZip = (entries: ZipEntry[], now: Date) => Promise<Buffer>;

/** Builds the archive: README.txt first, then every section's files. */
export async function buildExportArchive(
  db: Db,
  subject: ExportSubject,
  now: Date,
  pack: PackZip = async (entries, at) => createZip(entries, at),
): Promise<Buffer> {
  const files: ZipEntry[] = [];
  for (const section of EXPORT_SECTIONS) files.push(...(await section.collect(db, subject)));
  const readme = [
    'Capital Readiness: export of your personal data (GDPR articles 15 and 20)',
    `Account: ${subject.email}`,
    `Produced: ${now.toISOString()}`,
    '',
    'Every file is JSON (UTF-8), dates in ISO 8601 (UTC), amounts as numbers in the project currency.',
    '',
    ...EXPORT_SECTIONS.map((s) => `- ${s.describe}`),
    '',
  ].join('\n');
  return pack([{ name: 'README.txt', data: readme }, ...files], now);
}
