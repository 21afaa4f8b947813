import type { EvaluationInputs } from '../../../contract/evaluations.ts';
import { ENGINE_VERSION, applyFigures, defaultEvaluationSeed, type EvaluationResult } from '../../../domain/evaluation/index.ts';
import { validatePlan, type BusinessPlanAssumptions } from '../../../domain/finance/index.ts';
import { isStartingPlan } from '../../../domain/projects/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { asBuffer, type WorkerPool } from '../../lib/worker-pool.ts';
import type { ConvergenceOptions, SamplingMethod } from '../../../domain/finance/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { resolveProject } from '../access/index.ts';
import { acceptedFiguresById, projectEvidence } from './evidence.ts';
import { toEngineInput } from './engine-input.ts';
import { draftInputsOf, findEvaluation, listEvaluations, saveInputs, saveInputsAndFunding, type EvaluationRow } from './repository.ts';
import { hubSummaryFor } from '../compliance/index.ts';
import { resultsCsv } from './results-csv.ts';
import { executeRun, type RunPlan } from './run.ts';
import { fieldsOf, toSummary } from './summary.ts';

export interface EvaluationDeps {
  db: Db;
  pool: WorkerPool;
  now: () => Date;
  /** Starting assumptions for an industry and budget (docs: src/domain/industries). */
  defaults: (industry: string, opts: { estimatedBudget: number; horizonYears?: number | null }) => BusinessPlanAssumptions;
}

/**
 * The project through the one access rule (src/domain/access). The routes' `config.project` already
 * checked the capability each needs; this read is scoped by the same resolver, never by id alone.
 */
async function ownedProject(deps: EvaluationDeps, user: SessionUser, projectId: string) {
  return (await resolveProject(deps.db, user, projectId, deps.now())).row;
}

/**
 * The saved inputs, or the industry's starting assumptions when nothing was saved yet, with what the
 * project's accepted document figures evidence (the preview scores with it, as "Run" does).
 */
export async function getEvaluationInputs(
  deps: EvaluationDeps,
  user: SessionUser,
  projectId: string,
  /** The row the route's resolver already read (request.project): not read a second time (issue 30's profile). */
  resolved?: { row: Awaited<ReturnType<typeof ownedProject>> } | null,
) {
  // cr-v2 (issue 13): what the hub says now; the preview reads the same from this response.
  // Absent (not null) without an assessment, so a client that saves back what it read minus source and
  // savedAt still sends a body the strict inputs schema accepts. Access first, then the three reads together.
  const p = resolved ? resolved.row : await ownedProject(deps, user, projectId);
  const [draft, evidence, hub] = await Promise.all([
    draftInputsOf(deps.db, projectId),
    projectEvidence(deps.db, projectId),
    hubSummaryFor(deps.db, projectId),
  ]);
  const complianceHub = hub ? { complianceHub: hub } : {};
  if (draft)
    return {
      ...draft.inputs,
      source: 'saved' as const,
      savedAt: draft.savedAt.toISOString(),
      evidence,
      ...complianceHub,
    };
  return {
    assumptions: deps.defaults(p.industry, { estimatedBudget: p.estimatedBudget, horizonYears: p.horizonYears }),
    market: {},
    revenueModel: null,
    complianceAnswers: {},
    source: 'industry-defaults' as const,
    savedAt: null,
    evidence,
    ...complianceHub,
  };
}

/** Saves the workspace's inputs after the engine's own validation (field-level errors). */
export async function saveEvaluationInputs(deps: EvaluationDeps, user: SessionUser, projectId: string, inputs: EvaluationInputs) {
  const problems = validatePlan(inputs.assumptions);
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { fields: fieldsOf(problems, 'assumptions.') });
  await ownedProject(deps, user, projectId);
  if (!(await saveInputs(deps.db, projectId, inputs, deps.now()))) throw new AppError('PROJECT_NOT_FOUND');
  return getEvaluationInputs(deps, user, projectId);
}

/** The sampling a stored version drew with (older versions: plain random). */
const samplingOf = (row: EvaluationRow): SamplingMethod =>
  (row.result as unknown as EvaluationResult).simulation?.sampling === 'lhs' ? 'lhs' : 'random';

/** A run's options as the route validated them (contract runEvaluationBody). */
export interface RunRequest {
  iterations: number;
  seed?: number | undefined;
  note?: string | undefined;
  sampling?: SamplingMethod | undefined;
  convergence?: ConvergenceOptions | undefined;
}

/**
 * What a run will compute, decided at the request (ADR 0058): the saved inputs (or the industry
 * defaults) validated by the engine, the seed (no seed named: the project's own, docs/decisions/0012,
 * the one the workspace previewed with) and the engine's input, plus the project's status now.
 */
export async function planRun(deps: EvaluationDeps, user: SessionUser, projectId: string, opts: RunRequest) {
  const p = await ownedProject(deps, user, projectId);
  const inputs = await getEvaluationInputs(deps, user, projectId);
  const problems = validatePlan(inputs.assumptions);
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { fields: fieldsOf(problems, 'assumptions.') });
  const plan: RunPlan = {
    projectId,
    userId: user.id,
    seed: opts.seed ?? defaultEvaluationSeed(projectId),
    iterations: opts.iterations,
    ...(opts.sampling ? { sampling: opts.sampling } : {}),
    ...(opts.convergence ? { convergence: opts.convergence } : {}),
    note: opts.note ? opts.note : null,
    engineInput: toEngineInput(inputs, inputs.evidence),
    ranOnStartingPlan: isStartingPlan(
      inputs.assumptions,
      deps.defaults(p.industry, { estimatedBudget: p.estimatedBudget, horizonYears: p.horizonYears }),
    ),
  };
  return { plan, status: p.status };
}

/** Runs an evaluation now (run.ts) and answers the stored version: the synchronous path, at or below the threshold. */
export async function runProjectEvaluation(deps: EvaluationDeps, user: SessionUser, projectId: string, opts: RunRequest) {
  const { plan, status } = await planRun(deps, user, projectId, opts);
  return executeRun(deps, plan, { current: status });
}

export async function listProjectEvaluations(deps: EvaluationDeps, user: SessionUser, projectId: string) {
  await ownedProject(deps, user, projectId);
  return (await listEvaluations(deps.db, projectId)).map(toSummary);
}

async function ownedEvaluation(deps: EvaluationDeps, user: SessionUser, projectId: string, version: number) {
  await ownedProject(deps, user, projectId);
  const row = await findEvaluation(deps.db, projectId, version);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getProjectEvaluation(deps: EvaluationDeps, user: SessionUser, projectId: string, version: number) {
  const row = await ownedEvaluation(deps, user, projectId, version);
  return { ...toSummary(row), input: row.input, result: row.result as never };
}

export async function evaluationResultsCsv(deps: EvaluationDeps, user: SessionUser, projectId: string, version: number): Promise<string> {
  const row = await ownedEvaluation(deps, user, projectId, version);
  return resultsCsv(row.result as unknown as EvaluationResult, {
    version: row.version,
    seed: row.seed,
    iterations: row.iterations,
    methodologyVersion: row.methodologyVersion,
  });
}

/** The samples are not stored: the same input, seed and iterations regenerate them exactly. The samples CSV, regenerated in the CPU worker (up to megabytes: UTF-8 bytes moved back, not a copied string). */
export async function evaluationSamplesCsv(deps: EvaluationDeps, user: SessionUser, projectId: string, version: number): Promise<Buffer> {
  const row = await ownedEvaluation(deps, user, projectId, version);
  // Plain draws are the same in every engine so far; an LHS version of an earlier engine would regenerate
  // samples that do not match its stored statistics, so it is refused rather than answered wrongly.
  if (samplingOf(row) === 'lhs' && row.engineVersion !== ENGINE_VERSION) throw new AppError('SAMPLES_NOT_REPRODUCIBLE');
  const out = await deps.pool.run<{ ok: true; bytes: Uint8Array } | { ok: false }>(
    'samplesCsv',
    { input: row.input, options: { iterations: row.iterations, seed: row.seed, sampling: samplingOf(row) } },
    { owner: user.id },
  );
  if (!out.ok) throw new AppError('INTERNAL');
  return asBuffer(out.bytes);
}

/**
 * Applies accepted figures of the project to its draft inputs (docs/decisions/0018): TAM, year-1
 * revenue (through the price per unit), capex (initial investment) and funding sought, by the pure
 * rule `applyFigures`. The result is saved as the new draft — the screen has shown the same diff
 * and the user confirmed it — and the route audits before/after with the figure ids; the next run
 * stores those inputs as a new evaluation version. Ids that are not accepted figures of this project
 * are a validation failure (nothing applied).
 */
export async function applyFiguresToInputs(deps: EvaluationDeps, user: SessionUser, projectId: string, figureIds: readonly string[]) {
  const p = await ownedProject(deps, user, projectId);
  const unique = [...new Set(figureIds)];
  const figures = await acceptedFiguresById(deps.db, projectId, unique);
  const unknown = unique.filter((id) => !figures.some((f) => f.id === id));
  if (unknown.length > 0)
    throw new AppError('VALIDATION_FAILED', {
      fields: unknown.map((id) => ({
        path: `figureIds.${figureIds.indexOf(id)}`,
        message: 'not an accepted figure of this project',
        code: 'invalid_value',
      })),
    });
  const current = await getEvaluationInputs(deps, user, projectId);
  const outcome = applyFigures(
    {
      assumptions: current.assumptions as BusinessPlanAssumptions,
      market: current.market,
      fundingSought: p.fundingSought,
      currency: p.currency,
    },
    figures,
  );
  const next: EvaluationInputs = {
    assumptions: outcome.next.assumptions as EvaluationInputs['assumptions'],
    market: outcome.next.market as EvaluationInputs['market'],
    revenueModel: current.revenueModel,
    complianceAnswers: current.complianceAnswers,
    ...('correlations' in current && current.correlations ? { correlations: current.correlations } : {}),
  };
  if (outcome.changes.length > 0) {
    const problems = validatePlan(next.assumptions);
    if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { fields: fieldsOf(problems, 'assumptions.') });
    if (!(await saveInputsAndFunding(deps.db, projectId, next, outcome.next.fundingSought, deps.now())))
      throw new AppError('PROJECT_NOT_FOUND');
  }
  return {
    inputs: await getEvaluationInputs(deps, user, projectId),
    fundingSought: outcome.next.fundingSought,
    changes: [...outcome.changes],
    skipped: [...outcome.skipped],
  };
}
