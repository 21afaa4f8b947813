// The authorization matrix's fixtures: a resource of each kind made for an owner (authorization-matrix-owned.ts).
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { billingInvoices, billingOrders, dealCards, dealPipelines, dealStages } from '../db/schema/index.ts';
import {
  documentFigures,
  documents,
  evaluations,
  fundingCalls,
  fundingRequests,
  jobs,
  notifications,
  portfolios,
  privacyRequests,
  sessions,
  shadowRuns,
  workspaceMembers,
  workspaces,
} from '../db/schema/index.ts';
import { runEvaluation } from '../../domain/evaluation/index.ts';
import { simplePlan } from '../../domain/finance/plan-fixtures.ts';
import { t, projectFor } from './authorization-matrix-app.ts';

/** A route's parameters: the :id alone, or each parameter by name. */
export type Params = string | Record<string, string>;
/** Project id → an accepted figure of it (for the apply route's body). */
export const acceptedFigureOf = new Map<string, string>();
/** An analysed (or failed) document of a new project of the owner: its bytes and text stored, one proposed figure. */
export async function documentFor(ownerId: string, status: 'analysed' | 'failed' = 'analysed'): Promise<Record<string, string>> {
  const projectId = await projectFor(ownerId);
  const id = randomUUID();
  const bytes = Buffer.from('year,revenue\n2025,1200000\n');
  await t.app.blobs.put(id, Readable.from([bytes]));
  await t.app.blobs.put(`${id}.text`, Readable.from([Buffer.from(JSON.stringify({ parts: [{ sheet: 'Sheet1', text: 'year,revenue' }] }))]));
  await t.database.db.insert(documents).values({
    id,
    projectId,
    uploadedBy: ownerId,
    filename: 'model.csv',
    mediaType: 'text/csv',
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    storageKey: id,
    status,
    failureCode: status === 'failed' ? 'analysis_failed' : null,
  });
  const [f] = await t.database.db
    .insert(documentFigures)
    .values({ projectId, documentId: id, sourceFilename: 'model.csv', key: 'revenue', value: 1_200_000, source: 'rules', quote: '1200000' })
    .returning();
  return { id, figureId: f!.id };
}
/** A stored shadow run (empty), for the shadow-mode routes' :id. */
export async function shadowRunFor(): Promise<string> {
  const summary = { count: 0, stats: null, histogram: [], tierChanges: [], subFactors: [] };
  const [row] = await t.database.db
    .insert(shadowRuns)
    .values({ candidate: 'cr-v2', scope: 'latest-per-project', evaluationCount: 0, summary, rows: [], durationMs: 0 })
    .returning();
  return row!.id;
}
/** A draft funding request of the owner's project to a funding call (the owner is its proponent). */
export async function fundingRequestFor(ownerId: string): Promise<string> {
  const projectId = await projectFor(ownerId);
  const [c] = await t.database.db
    .insert(fundingCalls)
    .values({ source: 'curated', sourceRecordId: randomUUID(), title: 'Matrix call', funder: 'Matrix', aidForm: 'grant', contentHash: 'm' })
    .returning();
  const [r] = await t.database.db
    .insert(fundingRequests)
    .values({ projectId, target: 'call', callId: c!.id, createdBy: ownerId })
    .returning();
  return r!.id;
}
/** Pipeline or card id → the fixture it belongs to (bodies name a stage of the same pipeline). */
export const dealFixtures = new Map<string, { pipelineId: string; stageId: string; cardId: string; projectId: string }>();
/** A pipeline of the user with one stage and one card on a project the user may see (their own, or the one given). */
export async function dealCardFor(ownerId: string, onProject?: string) {
  const projectId = onProject ?? (await projectFor(ownerId));
  const [p] = await t.database.db.insert(dealPipelines).values({ ownerId, name: 'Matrix pipeline' }).returning();
  const [st] = await t.database.db.insert(dealStages).values({ pipelineId: p!.id, name: 'm', position: 0 }).returning();
  const [c] = await t.database.db.insert(dealCards).values({ pipelineId: p!.id, stageId: st!.id, projectId, source: 'grant' }).returning();
  const f = { pipelineId: p!.id, stageId: st!.id, cardId: c!.id, projectId };
  dealFixtures.set(p!.id, f);
  dealFixtures.set(c!.id, f);
  return f;
}
/** A fresh portfolio of the user (private to them). */
export async function portfolioFor(ownerId: string): Promise<string> {
  const [p] = await t.database.db.insert(portfolios).values({ ownerId, name: 'Matrix portfolio' }).returning();
  return p!.id;
}
/** A fresh team workspace owned by the user. */
export async function teamOf(ownerId: string): Promise<string> {
  const [ws] = await t.database.db.insert(workspaces).values({ name: 'Matrix team', kind: 'team' }).returning();
  await t.database.db.insert(workspaceMembers).values({ workspaceId: ws!.id, userId: ownerId, role: 'owner' });
  return ws!.id;
}
/** A ready data export of the owner (a one-entry archive is enough to be downloadable). */
export async function readyExportFor(userId: string): Promise<string> {
  const at = new Date();
  const [row] = await t.database.db
    .insert(privacyRequests)
    .values({
      kind: 'export',
      userId,
      status: 'ready',
      receivedAt: at,
      completedAt: at,
      expiresAt: new Date(at.getTime() + 86_400_000),
      archive: Buffer.from('PK'),
      archiveBytes: 2,
    })
    .returning();
  return row!.id;
}
/** A project of the owner with one stored evaluation (version 1), computed by the engine. */
export const evaluated = new Map<string, string>();
export async function evaluatedProjectFor(ownerId: string): Promise<string> {
  if (!evaluated.has(ownerId)) {
    const id = await projectFor(ownerId);
    const input = { assumptions: simplePlan(), market: {}, revenueModel: null, compliance: { answers: {} } };
    const run = runEvaluation(input, { iterations: 1_000, seed: 1 });
    if (!run.ok) throw new Error('fixture plan refused');
    const result = JSON.parse(JSON.stringify(run.result));
    await t.database.db.insert(evaluations).values({
      projectId: id,
      version: 1,
      createdBy: ownerId,
      methodologyVersion: result.methodologyVersion,
      engineVersion: 'test',
      seed: 1,
      iterations: 1_000,
      input,
      result,
      scoreTotal: result.score.total,
      npv: result.plan.metrics.npv,
    });
    evaluated.set(ownerId, id);
  }
  return evaluated.get(ownerId)!;
}
/** A queued evaluation run (a job row, as POST …/evaluations above the threshold queues it) of a new project of the owner. */
export async function evaluationRunFor(ownerId: string): Promise<Record<string, string>> {
  const id = await projectFor(ownerId);
  const [job] = await t.database.db
    .insert(jobs)
    .values({ kind: 'evaluation.run', payload: { projectId: id, userId: ownerId, iterations: 300_000, seed: 1 } })
    .returning();
  return { id, runId: job!.id };
}
/** A second session of the user (not the one the matrix calls with). */
export async function sessionFor(userId: string): Promise<string> {
  const id = randomUUID();
  await t.database.db.insert(sessions).values({ id, token: randomUUID(), userId, expiresAt: new Date(Date.now() + 3_600_000) });
  return id;
}
/** An order awaiting payment of the user (a plan of their own tier: confirming it leaves the matrix's Enterprise room alone). */
export async function orderFor(userId: string): Promise<string> {
  const [o] = await t.database.db
    .insert(billingOrders)
    .values({
      userId,
      planId: 'business_annual',
      priceListVersion: '2026-12',
      netCents: 1,
      vatRateBp: 0,
      vatCents: 0,
      totalCents: 1,
      vatTreatment: 'outside_eu',
      provider: 'invoice',
      reference: `M-${randomUUID()}`,
    })
    .returning();
  return o!.id;
}
/** An issued invoice of the user, numbered in a year of its own (the counter of the real years untouched). */
export let matrixInvoiceSeq = 0;
export async function invoiceFor(userId: string): Promise<string> {
  matrixInvoiceSeq += 1;
  const [i] = await t.database.db
    .insert(billingInvoices)
    .values({
      userId,
      kind: 'invoice',
      year: 1999,
      seq: matrixInvoiceSeq,
      number: `1999/${String(matrixInvoiceSeq).padStart(4, '0')}`,
      issuedAt: new Date(),
      language: 'en',
      description: 'Matrix',
      netCents: 1,
      vatRateBp: 0,
      vatCents: 0,
      totalCents: 1,
      vatTreatment: 'outside_eu',
      seller: { name: 'S' },
      buyer: { name: 'B' },
      provider: 'invoice',
    })
    .returning();
  return i!.id;
}
export async function notificationFor(userId: string): Promise<string> {
  const [row] = await t.database.db.insert(notifications).values({ userId, type: 'info', title: 'm', content: 'm' }).returning();
  return row!.id;
}
