// A portfolio's Monte Carlo (issue 29, ADR 0061): the request decides what the run uses (the holdings
// the owner may see now, the latest evaluation version of each, the weights) and queues a job; the job
// simulates the projects in chunks on the CPU pool's threads, stores the progress and the result.
import { randomInt } from 'node:crypto';
import type { McIncluded, McLeftOut, McRunBody, McState } from '../../../contract/portfolio-mc.ts';
import type { BusinessPlanAssumptions } from '../../../domain/finance/index.ts';
import {
  PORTFOLIO_MC_ITERATIONS,
  holdingWeight,
  summarizeMc,
  type McDraws,
  type McHolding,
  type McSummary,
} from '../../../domain/portfolio/index.ts';
import type { Db } from '../../db/types.ts';
import type { WorkerPool } from '../../lib/worker-pool.ts';
import { visibleProjectIds } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import type { JobRow, JobRunner } from '../jobs/index.ts';
import * as mc from './mc-repository.ts';
import * as repo from './repository.ts';
import { ownedOrNotFound } from './service.ts';

export const MC_JOB = 'portfolio.monteCarlo';

export interface McDeps {
  db: Db;
  now: () => Date;
  cpu: WorkerPool;
  jobs: JobRunner;
}

interface McInputs {
  included: McIncluded[];
  leftOut: McLeftOut[];
}
interface McResult {
  summary: McSummary | null;
  leftOut: McLeftOut[];
  threads: number;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toBody(row: mc.McRunRow): McRunBody {
  const inputs = row.inputs as unknown as McInputs;
  const result = row.result as unknown as McResult | null;
  return {
    id: row.id,
    status: row.status,
    seed: row.seed,
    iterations: row.iterations,
    projectsTotal: row.projectsTotal,
    projectsDone: row.projectsDone,
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    durationMs: row.durationMs,
    included: inputs.included,
    leftOut: result?.leftOut ?? inputs.leftOut,
    summary: result?.summary ?? null,
    error: row.error,
  };
}

export async function monteCarloState(deps: Pick<McDeps, 'db' | 'now'>, user: SessionUser, portfolioId: string): Promise<McState> {
  await ownedOrNotFound(deps, user, portfolioId);
  const { inProgress, latest } = await mc.latestRuns(deps.db, portfolioId);
  return { inProgress: inProgress ? toBody(inProgress) : null, latest: latest ? toBody(latest) : null };
}

/**
 * Queues a run (or answers the one already queued or running: one at a time per portfolio). The
 * holdings are decided now, with the caller's access: a linked project the owner may view (the one
 * access rule), its latest evaluation version pinned, weight = invested / the plan's initial investment.
 */
export async function startMonteCarlo(deps: McDeps, user: SessionUser, portfolioId: string, body: { seed?: number }): Promise<McRunBody> {
  await ownedOrNotFound(deps, user, portfolioId);
  const { inProgress } = await mc.latestRuns(deps.db, portfolioId);
  if (inProgress) return toBody(inProgress);
  const holdings = await repo.holdingsOf(deps.db, portfolioId);
  const linked = [...new Set(holdings.flatMap((h) => (h.projectId ? [h.projectId] : [])))];
  const visible = await visibleProjectIds(deps.db, user, linked, deps.now());
  const evals = await mc.latestEvaluationRefs(deps.db, [...visible]);
  const included: McIncluded[] = [];
  const leftOut: McLeftOut[] = [];
  for (const h of holdings) {
    const out = (reason: McLeftOut['reason']) => leftOut.push({ holdingId: h.id, name: h.name, reason });
    if (!h.projectId) out('no-project');
    else if (!visible.has(h.projectId)) out('no-access');
    else {
      const e = evals.get(h.projectId);
      if (!e) out('no-evaluation');
      else {
        const w = holdingWeight(h.invested, e.initialInvestment ?? 0);
        if (!w.ok) out(w.reason);
        else included.push({ holdingId: h.id, projectId: h.projectId, evaluationId: e.id, evaluationVersion: e.version, weight: w.weight });
      }
    }
  }
  const row = await mc.insertRun(deps.db, {
    portfolioId,
    requestedBy: user.id,
    seed: body.seed ?? randomInt(0, 2 ** 47),
    iterations: PORTFOLIO_MC_ITERATIONS,
    projectsTotal: included.length,
    inputs: { included, leftOut } as unknown as Record<string, unknown>,
    createdAt: deps.now(),
  });
  await deps.jobs.enqueue(MC_JOB, { runId: row.id, owner: user.id }, undefined, { key: `portfolio-mc:${row.id}` });
  return toBody(row);
}

/** Projects per chunk sent to a pool thread: about eight chunks per thread (progress, and an even finish). */
export const chunkSizeFor = (projects: number, threads: number) => Math.max(1, Math.ceil(projects / (Math.max(1, threads) * 8)));

/**
 * The draws of every holding, computed in chunks on the pool's threads (all queued at once, in the
 * owner's lane); `onProgress` gets the projects done so far. The same draws whatever the pool's size.
 */
export async function simulateOnPool(
  pool: WorkerPool,
  items: readonly Pick<McHolding, 'projectId' | 'assumptions'>[],
  o: { seed: number; iterations: number; owner: string; signal?: AbortSignal; onProgress?: (done: number) => Promise<void> | void },
): Promise<McDraws[]> {
  const size = chunkSizeFor(items.length, pool.size);
  let done = 0;
  const chunks: Promise<McDraws[]>[] = [];
  for (let i = 0; i < items.length; i += size) {
    const part = items.slice(i, i + size);
    chunks.push(
      pool
        .run<McDraws[]>('portfolio.mcChunk', { items: part, seed: o.seed, iterations: o.iterations }, { owner: o.owner })
        .then(async (draws) => {
          done += part.length;
          if (!o.signal?.aborted) await o.onProgress?.(done);
          return draws;
        }),
    );
  }
  return (await Promise.all(chunks)).flat();
}

/** The job: simulate the pinned evaluation versions, store the progress and the result (a rerun starts over). */
export function monteCarloJob(deps: McDeps) {
  return {
    maxAttempts: 2,
    async run(job: JobRow, { signal }: { signal: AbortSignal }) {
      const { runId, owner } = job.payload as { runId: string; owner: string };
      const row = await mc.findRun(deps.db, runId);
      if (!row || row.status === 'done') return;
      const started = deps.now();
      await mc.updateRun(deps.db, runId, { status: 'running', startedAt: started, projectsDone: 0 });
      const inputs = row.inputs as unknown as McInputs;
      const saved = await mc.evaluationInputs(
        deps.db,
        inputs.included.map((i) => i.evaluationId),
      );
      const leftOut = [...inputs.leftOut];
      const names = new Map((await repo.holdingsOf(deps.db, row.portfolioId)).map((h) => [h.id, h.name]));
      const items: McHolding[] = [];
      for (const i of inputs.included) {
        const input = saved.get(i.evaluationId) as { assumptions?: BusinessPlanAssumptions } | undefined;
        const name = names.get(i.holdingId) ?? '';
        if (!input?.assumptions) leftOut.push({ holdingId: i.holdingId, name, reason: 'no-evaluation' });
        else items.push({ holdingId: i.holdingId, projectId: i.projectId, name, weight: i.weight, assumptions: input.assumptions });
      }
      const t0 = performance.now();
      const draws = await simulateOnPool(deps.cpu, items, {
        seed: row.seed,
        iterations: row.iterations,
        owner,
        signal,
        onProgress: (done) => mc.updateRun(deps.db, runId, { projectsDone: done }),
      });
      if (signal.aborted) return;
      const byProject = new Map(items.map((h) => [h.projectId, h]));
      const parts: { holding: McHolding; npv: Float64Array }[] = [];
      for (const d of draws) {
        const holding = byProject.get(d.projectId)!;
        if (d.ok) parts.push({ holding, npv: d.npv });
        else leftOut.push({ holdingId: holding.holdingId, name: holding.name, reason: d.reason });
      }
      const summary = parts.length > 0 ? summarizeMc(parts) : null;
      const result: McResult = { summary, leftOut, threads: deps.cpu.size };
      await mc.updateRun(deps.db, runId, {
        status: 'done',
        projectsDone: row.projectsTotal,
        result: result as unknown as Record<string, unknown>,
        finishedAt: deps.now(),
        durationMs: Math.round(performance.now() - t0),
      });
    },
    async onFailed(job: JobRow, error: Error) {
      const { runId } = job.payload as { runId: string };
      await mc.updateRun(deps.db, runId, { status: 'failed', error: error.message.slice(0, 500), finishedAt: deps.now() });
    },
  };
}
