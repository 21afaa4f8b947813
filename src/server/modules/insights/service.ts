import type { EconomyTier, InvestorKpi, Kpi, PlatformKpi } from '../../../contract/insights.ts';
import { DEFAULT_STAGE_NAMES, DEFAULT_STAGES } from '../../../domain/deal-flow/index.ts';
import {
  MAX_RANGE_MONTHS,
  conversion,
  dealMonths,
  defaultRange,
  economyMatrix,
  funnelByMonth,
  inRange,
  monthsBetween,
  placeOf,
  platformFunnel,
  rangeBounds,
  rangeLength,
  ticketOf,
  timeInStage,
  type AccountMilestones,
  type CardFact,
  type Month,
} from '../../../domain/insights/index.ts';
import type { AccountMailer } from '../../mail-templates.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import { dealPipelinesOf, visibleDealCards } from '../deal-flow/index.ts';
import * as repo from './repository.ts';

export interface InsightsDeps {
  db: Db;
  now: () => Date;
  /** Deal flow's reads may file cards (and its module wants its own dependencies). */
  accountMail: Pick<AccountMailer, 'notification'>;
}

/** Admins read the platform; everyone else the policy lets in (investors) reads their own deal flow. */
const isPlatform = (user: SessionUser) => user.role === 'admin';

const isDefaultKind = (k: string | null): k is (typeof DEFAULT_STAGES)[number] =>
  (DEFAULT_STAGES as readonly (string | null)[]).includes(k);

/** GET /api/insights/economy-tier: the band × tier matrix of the caller's scope, optionally one stage. */
export async function economyTier(deps: InsightsDeps, user: SessionUser, stage: string | null): Promise<EconomyTier> {
  const base = { currency: 'EUR' as const, stage };
  if (isPlatform(user)) {
    const deals = (await repo.platformDeals(deps.db, deps.now())).filter((d) => !stage || d.stage_kind === stage);
    const m = economyMatrix(deals.map((d) => ({ ticket: d.amount, currency: d.currency, score: d.score })));
    return {
      scope: 'platform',
      ...base,
      stages: DEFAULT_STAGES.map((k) => ({ value: k, kind: k, name: DEFAULT_STAGE_NAMES[k] })),
      ...m,
      cards: [],
    };
  }
  const pipelines = await dealPipelinesOf(deps, user);
  const stageOf = new Map(pipelines.flatMap((p) => p.stages.map((s) => [s.id, s] as const)));
  const options = new Map<string, { value: string; kind: string | null; name: string }>();
  for (const s of pipelines.flatMap((p) => p.stages)) {
    if (isDefaultKind(s.kind)) options.set(s.kind, { value: s.kind, kind: s.kind, name: DEFAULT_STAGE_NAMES[s.kind] });
    else options.set(s.id, { value: s.id, kind: null, name: s.name });
  }
  const cards = (await visibleDealCards(deps, user)).filter((c) => !stage || c.stageId === stage || stageOf.get(c.stageId)?.kind === stage);
  const money = await repo.projectMoney(deps.db, [...new Set(cards.map((c) => c.projectId))]);
  const currencies = await repo.requestCurrencies(
    deps.db,
    cards.flatMap((c) => (c.fundingRequestId ? [c.fundingRequestId] : [])),
  );
  const points = cards.map((c) => {
    const p = money.get(c.projectId);
    const request = c.fundingRequestId ? { amount: c.ticket, currency: currencies.get(c.fundingRequestId) ?? null } : null;
    const t = ticketOf(request, { fundingSought: p?.fundingSought ?? null, currency: p?.currency ?? null });
    return { card: c, ticket: t.amount, currency: t.currency, score: c.crScore };
  });
  return {
    scope: 'investor',
    ...base,
    stages: [...options.values()],
    ...economyMatrix(points),
    cards: points.map(({ card: c, ticket, currency, score }) => {
      const s = stageOf.get(c.stageId);
      return {
        id: c.id,
        projectId: c.projectId,
        projectTitle: c.projectTitle,
        ...placeOf({ ticket, currency, score }),
        ticket,
        currency,
        stageId: c.stageId,
        stageName: s?.name ?? '',
        stageKind: s?.kind ?? null,
      };
    }),
  };
}

const asDate = (v: Date | string | null) => (v === null ? null : new Date(v));

/** GET /api/insights/kpi: the caller's KPIs over whole months (default the last 12). */
export async function kpi(
  deps: InsightsDeps,
  user: SessionUser,
  range: { from?: Month | undefined; to?: Month | undefined },
): Promise<Kpi> {
  const now = deps.now();
  const fallback = defaultRange(now);
  const to = range.to ?? (range.from ? maxMonth(range.from, fallback.to) : fallback.to);
  const from = range.from ?? defaultRange(new Date(rangeBounds(to, to).start), 12).from;
  if (rangeLength(from, to) > MAX_RANGE_MONTHS)
    throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'from', message: `at most ${MAX_RANGE_MONTHS} months`, code: 'invalid' }] });
  const months = monthsBetween(from, to);
  const bounds = rangeBounds(from, to);
  return isPlatform(user) ? platformKpi(deps, from, to, months, bounds) : investorKpi(deps, user, from, to, months, bounds, now);
}

/** The later of the default end and `from` (a range asked from a future month still has one month). */
const maxMonth = (from: Month, to: Month) => (from > to ? from : to);

async function investorKpi(
  deps: InsightsDeps,
  user: SessionUser,
  from: Month,
  to: Month,
  months: Month[],
  bounds: { start: Date; end: Date },
  now: Date,
): Promise<InvestorKpi> {
  const pipelines = await dealPipelinesOf(deps, user);
  const visible = await visibleDealCards(deps, user);
  const ids = visible.map((c) => c.id);
  const [facts, moves, decisions] = await Promise.all([
    repo.cardFacts(deps.db, user.id, ids),
    repo.movesOf(deps.db, ids),
    repo.decisionsOf(deps.db, ids),
  ]);
  const decisionOf = new Map(decisions.map((d) => [d.cardId, { decision: d.decision, at: d.at }]));
  const cards: CardFact[] = facts.map((f) => ({
    ...f,
    moves: moves.filter((m) => m.cardId === f.id),
    decision: decisionOf.get(f.id) ?? null,
  }));
  const filed = cards.filter((c) => inRange(c.createdAt, bounds));
  const sources = { request: 0, grant: 0, showcase: 0 };
  for (const c of filed) sources[c.source] += 1;
  return {
    scope: 'investor',
    from,
    to,
    months,
    filed: filed.length,
    pipelines: pipelines.map((p) => {
      const named = new Map(p.stages.map((s) => [s.id, { stageId: s.id, name: s.name, kind: s.kind }]));
      const { steps, passed } = conversion(
        p.stages,
        filed.filter((c) => c.pipelineId === p.id),
      );
      const times = timeInStage(
        p.stages,
        cards.filter((c) => c.pipelineId === p.id),
        bounds,
        now,
      );
      return {
        id: p.id,
        name: p.name,
        funnel: steps.map((s) => ({ ...named.get(s.stageId)!, reached: s.reached, converted: s.converted })),
        passed,
        timeInStage: times.map((s) => ({
          ...named.get(s.stageId)!,
          cards: s.cards,
          open: s.open,
          medianDays: s.medianDays,
          meanDays: s.meanDays,
        })),
      };
    }),
    sources,
    monthly: dealMonths(months, cards),
  };
}

async function platformKpi(
  deps: InsightsDeps,
  from: Month,
  to: Month,
  months: Month[],
  bounds: { start: Date; end: Date },
): Promise<PlatformKpi> {
  const rows = await repo.accountMilestones(deps.db, bounds.start, bounds.end);
  const accounts: AccountMilestones[] = rows.map((r) => ({
    signedUpAt: new Date(r.signed_up_at),
    firstProjectAt: asDate(r.first_project_at),
    firstEvaluatedAt: asDate(r.first_evaluated_at),
    firstSubmittedAt: asDate(r.first_submitted_at),
    firstFundedAt: asDate(r.first_funded_at),
  }));
  return { scope: 'platform', from, to, months, funnel: platformFunnel(accounts, bounds), monthly: funnelByMonth(months, accounts) };
}
