import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { AccessFacts } from '../../../domain/access/index.ts';
import { runEvaluation } from '../../../domain/evaluation/index.ts';
import { simplePlan } from '../../../domain/finance/plan-fixtures.ts';
import {
  complianceTasks,
  dealCards,
  dealPipelines,
  dealQuestions,
  dealStages,
  documentFigures,
  documents,
  jobs,
  reports,
  evaluations,
  projectGrants,
  projects,
  users,
  workspaceMembers,
} from '../../db/schema/index.ts';
import { signUp, signUpAdmin, type TestApp } from '../harness.ts';
import { projectObligations, projectRoadmaps } from '../../db/schema/index.ts';

/** The relation matrix's roadmap item (realization, issue 23). */
export const matrixItem = (ownerId: string) => ({
  id: 'GDPR-ART30',
  kind: 'task' as const,
  title: 'Matrix task',
  start: '2099-01-01',
  end: '2099-01-10',
  dependsOn: [],
  ownerId,
  status: 'not_started' as const,
  evidence: [],
});

export const RELATIONS = [
  'owner',
  'editor',
  'viewer',
  'non-member',
  'grantee read',
  'grantee comment',
  'grantee edit',
  'expired grantee',
  'revoked grantee',
  'admin',
] as const;
export type Relation = (typeof RELATIONS)[number];

/** How each relation reaches the team workspace's projects: by membership, or by its role (everyone else is a proponent). */
export const MEMBERSHIP = { owner: 'owner', editor: 'editor', viewer: 'viewer' } as const;
export const ROLE = {
  admin: 'admin',
  'grantee read': 'investor',
  'grantee comment': 'investor',
  'grantee edit': 'consultant',
  'expired grantee': 'consultant',
  'revoked grantee': 'investor',
} as const;

/** What the matrix found: every case counted, every answer that differs from the rule described. */
export interface Tally {
  failures: string[];
  cases: number;
}

/**
 * The people of every relation to a team workspace (its members, five grantees of its projects, a
 * non-member and an admin), the access facts the domain rule reads for each, and the fixtures the
 * checks build on: a project with its evaluation, grants and task, and the documents, questions,
 * reports and accepted figures some routes name.
 */
export async function setUpWorld(t: TestApp) {
  const db = t.database.db;
  const owner = await signUp(t, 'proponent');
  await db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
  const team = await t.call({ method: 'POST', url: '/api/workspaces', cookie: owner.cookie, payload: { name: 'Relation matrix' } });
  if (team.statusCode !== 201) throw new Error(`team workspace: ${team.statusCode} ${team.body}`);
  const workspaceId = team.json().id as string;

  const people = {
    owner,
    editor: await signUp(t, 'proponent'),
    viewer: await signUp(t, 'proponent'),
    'non-member': await signUp(t, 'proponent'),
    'grantee read': await signUp(t, 'investor'),
    'grantee comment': await signUp(t, 'investor'),
    'grantee edit': await signUp(t, 'consultant'),
    'expired grantee': await signUp(t, 'consultant'),
    'revoked grantee': await signUp(t, 'investor'),
    admin: await signUpAdmin(t),
  } satisfies Record<Relation, { id: string; cookie: string }>;
  const extra = await signUp(t, 'investor');
  await db.insert(workspaceMembers).values([
    { workspaceId, userId: people.editor.id, role: 'editor' },
    { workspaceId, userId: people.viewer.id, role: 'viewer' },
  ]);

  const now = Date.now();
  const day = 86_400_000;
  const GRANTS = {
    'grantee read': { access: 'read', expiresAt: null, revokedAt: null },
    'grantee comment': { access: 'comment', expiresAt: new Date(now + 30 * day), revokedAt: null },
    'grantee edit': { access: 'edit', expiresAt: null, revokedAt: null },
    'expired grantee': { access: 'edit', expiresAt: new Date(now - day), revokedAt: null },
    'revoked grantee': { access: 'comment', expiresAt: null, revokedAt: new Date(now - day) },
  } as const;
  const factsOf = (r: Relation): AccessFacts => ({
    userRole: (ROLE as Record<string, AccessFacts['userRole']>)[r] ?? 'proponent',
    membership: (MEMBERSHIP as Record<string, AccessFacts['membership']>)[r] ?? null,
    grant: (GRANTS as Record<string, AccessFacts['grant']>)[r] ?? null,
    now: new Date(),
  });

  const run = runEvaluation(
    { assumptions: simplePlan(), market: {}, revenueModel: null, compliance: { answers: {} } },
    { iterations: 1_000, seed: 1 },
  );
  if (!run.ok) throw new Error('fixture plan refused');
  const result = JSON.parse(JSON.stringify(run.result));

  /** A project of the team workspace with one evaluation and the five grants; returns its ids. */
  async function fixture(): Promise<{ id: string; readGrantId: string; taskId: string; obligationId: string }> {
    const [p] = await db
      .insert(projects)
      .values({
        ownerId: owner.id,
        workspaceId,
        title: `rel ${randomUUID().slice(0, 6)}`,
        industry: '62.01',
        targetMarket: 'EU',
        estimatedBudget: 1000,
      })
      .returning();
    await db.insert(evaluations).values({
      projectId: p!.id,
      version: 1,
      createdBy: owner.id,
      methodologyVersion: result.methodologyVersion,
      engineVersion: 'test',
      seed: 1,
      iterations: 1_000,
      input: { assumptions: simplePlan(), market: {}, revenueModel: null, compliance: { answers: {} } },
      result,
      scoreTotal: result.score.total,
      npv: result.plan.metrics.npv,
    });
    const rows = await db
      .insert(projectGrants)
      .values(
        Object.entries(GRANTS).map(([r, g]) => ({
          projectId: p!.id,
          granteeId: people[r as keyof typeof GRANTS].id,
          grantedBy: owner.id,
          ...g,
        })),
      )
      .returning();
    const [task] = await db
      .insert(complianceTasks)
      .values({ projectId: p!.id, itemId: 'GDPR-ART30', owner: 'Matrix', dueDate: '2027-01-01' })
      .returning();
    // Realization (issue 23): a roadmap whose one item (named like the compliance item the URLs use) the
    // edit grantee owns, so they may update it, and one obligation the :obligationId routes name.
    await db.insert(projectRoadmaps).values({
      projectId: p!.id,
      phases: [{ id: 'p', title: 'Matrix', items: [matrixItem(people['grantee edit'].id)] }],
    });
    const [obligation] = await db
      .insert(projectObligations)
      .values({ projectId: p!.id, kind: 'report', title: 'Matrix report', dueOn: '2099-01-01' })
      .returning();
    return {
      id: p!.id,
      readGrantId: rows.find((g) => g.granteeId === people['grantee read'].id)!.id,
      taskId: task!.id,
      obligationId: obligation!.id,
    };
  }

  /**
   * Routes under /api/documents/:id are the project's routes too (config.document, resolved to the
   * document's project): a stored document of the fixture project (analysed, or failed for /retry),
   * with its bytes, its text and one proposed figure.
   */
  async function documentOf(projectId: string, status: 'analysed' | 'failed'): Promise<{ id: string; figureId: string }> {
    const id = randomUUID();
    const bytes = Buffer.from('year,revenue\n2025,1200000\n');
    await t.app.blobs.put(id, Readable.from([bytes]));
    await t.app.blobs.put(
      `${id}.text`,
      Readable.from([Buffer.from(JSON.stringify({ parts: [{ sheet: 'Sheet1', text: 'year,revenue' }] }))]),
    );
    await db.insert(documents).values({
      id,
      projectId,
      uploadedBy: owner.id,
      filename: 'model.csv',
      mediaType: 'text/csv',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storageKey: id,
      status,
      failureCode: status === 'failed' ? 'analysis_failed' : null,
    });
    const [f] = await db
      .insert(documentFigures)
      .values({
        projectId,
        documentId: id,
        sourceFilename: 'model.csv',
        key: 'revenue',
        value: 1_200_000,
        source: 'rules',
        quote: '1200000',
      })
      .returning();
    return { id, figureId: f!.id };
  }

  async function questionOn(projectId: string): Promise<string> {
    const [pl] = await db.insert(dealPipelines).values({ ownerId: extra.id, name: 'Relation pipeline' }).returning();
    const [st] = await db.insert(dealStages).values({ pipelineId: pl!.id, name: 'new', position: 0 }).returning();
    const [c] = await db.insert(dealCards).values({ pipelineId: pl!.id, stageId: st!.id, projectId, source: 'grant' }).returning();
    const [q] = await db
      .insert(dealQuestions)
      .values({ cardId: c!.id, projectId, askedBy: extra.id, body: 'A question from the relation matrix' })
      .returning();
    return q!.id;
  }

  /**
   * A queued large evaluation run of the project (ADR 0058), due in an hour so no runner takes it
   * during the call: following it answers, and cancelling it succeeds once.
   */
  async function runOf(projectId: string): Promise<string> {
    const [row] = await db
      .insert(jobs)
      .values({
        kind: 'evaluation.run',
        payload: { projectId, userId: owner.id, iterations: 300_000, seed: 7, statusBefore: 'draft' },
        runAfter: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: jobs.id });
    return row!.id;
  }

  async function reportOf(projectId: string): Promise<string> {
    const model = { kind: 'evaluation', language: 'en', title: 'Relation', issuer: 'Relation', projectTitle: 'r', meta: [], sections: [] };
    const [row] = await db
      .insert(reports)
      .values({
        projectId,
        kind: 'evaluation',
        language: 'en',
        projectTitle: 'r',
        issuer: 'Relation',
        sha256: 'a'.repeat(64),
        signature: 'x',
        keyId: 'x',
        shortCode: randomUUID().slice(0, 9),
        bytes: Buffer.from('%PDF'),
        model,
        createdBy: owner.id,
      })
      .returning();
    return row!.id;
  }

  async function acceptedFigureOf(projectId: string): Promise<string> {
    const [f] = await db
      .insert(documentFigures)
      .values({
        projectId,
        documentId: null,
        sourceFilename: 'plan.pdf',
        key: 'tam',
        value: 1e9,
        currency: 'EUR',
        source: 'rules',
        status: 'accepted',
        page: 1,
        quote: 'TAM € 1 billion',
      })
      .returning();
    return f!.id;
  }
  return { t, db, owner, people, extra, workspaceId, factsOf, fixture, documentOf, questionOn, reportOf, runOf, acceptedFigureOf };
}

export type World = Awaited<ReturnType<typeof setUpWorld>>;
