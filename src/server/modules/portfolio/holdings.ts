import type { Holding } from '../../../contract/portfolio.ts';
import { checkRegion, type HoldingFacts } from '../../../domain/portfolio/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { resolveProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { kpiWatchOf, realizationFactsOf, type WatchedKpis } from '../realization/index.ts';
import * as repo from './repository.ts';
import type { Db } from '../../db/types.ts';

type PortfolioReadDeps = { db: Db; now: () => Date };

export interface Resolved {
  row: repo.HoldingRow;
  visible: boolean;
  facts: HoldingFacts;
  realization: Holding['realization'];
  kpis: WatchedKpis[];
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * Each holding with the figures the aggregates read: an imported one's own; a linked project's from
 * its latest stored evaluation (and the one before, for the drop), only while the owner still may
 * see the project — otherwise the holding keeps its name and amounts and no figures.
 */
export async function resolveHoldings(deps: PortfolioReadDeps, user: SessionUser, portfolioId: string): Promise<Resolved[]> {
  const rows = await repo.holdingsOf(deps.db, portfolioId);
  const linked = [...new Set(rows.flatMap((r) => (r.projectId ? [r.projectId] : [])))];
  const visible = new Set<string>();
  for (const id of linked) {
    try {
      await resolveProject(deps.db, user, id, deps.now());
      visible.add(id);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
    }
  }
  const ids = [...visible];
  const projects = new Map((await repo.projectFacts(deps.db, ids)).map((p) => [p.id, p]));
  const evals = await repo.latestEvaluations(deps.db, ids);
  const realization = await realizationFactsOf(deps.db, ids, deps.now());
  // The KPI requests the owner made of these projects (issue 23): late answers and values past their bounds alert.
  const kpis = await kpiWatchOf(deps.db, user.id, ids, deps.now());
  return rows.map((r) => {
    const base: HoldingFacts = {
      id: r.id,
      name: r.name,
      source: r.source,
      industryCode: r.industryCode,
      region: r.region,
      invested: r.invested,
      committed: r.committed,
      crScore: r.crScore,
      previousCrScore: r.previousCrScore,
      npv: r.npv,
      irr: r.irr,
      probabilityNpvNegative: null,
      runwayMonths: r.cash !== null && r.monthlyBurn !== null && r.monthlyBurn > 0 ? Math.max(0, r.cash) / r.monthlyBurn : null,
      milestoneDue: r.milestoneDue,
    };
    if (r.source !== 'project') return { row: r, visible: false, facts: base, realization: null, kpis: [] };
    const isVisible = r.projectId !== null && visible.has(r.projectId);
    if (!isVisible)
      return {
        row: r,
        visible: false,
        facts: { ...base, crScore: null, previousCrScore: null, npv: null, irr: null },
        realization: null,
        kpis: [],
      };
    const rz = realization.get(r.projectId!) ?? null;
    const watched = kpis.get(r.projectId!) ?? [];
    const lateDays = watched.flatMap((w) => (w.watch.lateDays === null ? [] : [w.watch.lateDays]));
    const p = projects.get(r.projectId!)!;
    const [latest, previous] = evals.get(r.projectId!) ?? [];
    const plan = (latest?.result.plan ?? {}) as { metrics?: Record<string, unknown> };
    const simulation = (latest?.result.simulation ?? null) as { probabilityNpvNegative?: unknown } | null;
    const region = p.region && checkRegion(p.region) ? p.region : (p.country ?? null);
    return {
      row: r,
      visible: true,
      facts: {
        ...base,
        name: p.title,
        industryCode: p.industry,
        region,
        crScore: latest ? latest.score : null,
        previousCrScore: previous ? previous.score : null,
        npv: num(plan.metrics?.npv),
        irr: num(plan.metrics?.irr),
        probabilityNpvNegative: num(simulation?.probabilityNpvNegative),
        runwayMonths: num(plan.metrics?.runwayMonths),
        // The roadmap's earliest open item (issue 23): past today, the summary's milestoneLate alert fires.
        milestoneDue: rz?.firstOpenEnd ?? null,
        kpiLateDays: lateDays.length > 0 ? Math.max(...lateDays) : null,
        kpiBreaches: watched.flatMap((w) => w.watch.breaches),
      },
      realization: rz ? { status: rz.status, reason: rz.reason, detail: rz.detail } : null,
      kpis: watched,
    };
  });
}

export const toHolding = ({ row: r, visible, facts: f, realization }: Resolved): Holding => ({
  id: r.id,
  source: r.source,
  projectId: r.projectId,
  projectVisible: visible,
  name: f.name,
  industryCode: f.industryCode,
  region: f.region,
  invested: r.invested,
  committed: r.committed,
  investedOn: r.investedOn,
  stage: r.stage,
  crScore: f.crScore,
  npv: f.npv,
  irr: f.irr,
  sourceRow: r.sourceRow,
  realization,
});
