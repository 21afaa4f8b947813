import type { ConsultantDashboardData, InvestorDashboardData, WaitingItem } from '../../../contract/dashboard.ts';
import { projectAccess } from '../../../domain/access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { visibleDealCards, type DealFlowDeps } from '../deal-flow/index.ts';
import { portfolioSummary } from '../portfolio/index.ts';
import * as repo from './repository.ts';

export type DashboardDeps = DealFlowDeps;

/**
 * "What waits" rule for answers (ADR 0030): an answer to one of the investor's questions waits for
 * them during the WAITING_ANSWER_DAYS days after it was given. There is no per-card "last seen"
 * record; a fixed window is the simplest rule that is honest about what it shows.
 */
export const WAITING_ANSWER_DAYS = 14;
const DAY_MS = 86_400_000;

/** Answers, new requests and portfolio alerts for the investor, newest first. */
export async function investorWaiting(deps: DashboardDeps, user: SessionUser): Promise<InvestorDashboardData> {
  const now = deps.now();
  // The cards the board shows (a card whose project is no longer visible is left out).
  const cards = await visibleDealCards(deps, user);
  const titles = new Map(cards.map((c) => [c.id, c.projectTitle]));
  const [answers, requests, portfolios] = await Promise.all([
    repo.answeredQuestions(deps.db, user.id, [...titles.keys()], new Date(now.getTime() - WAITING_ANSWER_DAYS * DAY_MS)),
    repo.submittedRequests(deps.db, user.id),
    repo.ownedPortfolios(deps.db, user.id),
  ]);
  const summaries = await Promise.all(portfolios.map((p) => portfolioSummary(deps, user, p.id)));
  const waiting: WaitingItem[] = [
    ...answers.map((a) => ({
      kind: 'answer' as const,
      at: a.at,
      cardId: a.cardId,
      projectTitle: titles.get(a.cardId) ?? '',
      question: a.question,
    })),
    ...requests.map((r) => ({ kind: 'request' as const, ...r })),
    // An alert is a condition of today, dated now.
    ...summaries
      .filter((s) => s.alerts.length > 0)
      .map((s) => ({
        kind: 'alerts' as const,
        at: now.toISOString(),
        portfolioId: s.portfolioId,
        portfolioName: s.name,
        count: s.alerts.length,
      })),
  ];
  waiting.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return { answerDays: WAITING_ANSWER_DAYS, waiting };
}

/** The projects shared with the consultant (live grant or membership) and their open tasks there. */
export async function consultantOverview(deps: DashboardDeps, user: SessionUser): Promise<ConsultantDashboardData> {
  const now = deps.now();
  const rows = await repo.sharedProjects(deps.db, user.id, now);
  const projects = rows.flatMap((r) => {
    const grant = r.grant_id ? { access: r.grant_access!, expiresAt: r.expires_at, revokedAt: null } : null;
    const access = projectAccess({ userRole: user.role, membership: r.membership, grant, now });
    if (!access.capabilities.view) return [];
    const c = access.capabilities;
    const capability = c.editInputs ? ('edit' as const) : c.comment ? ('comment' as const) : ('read' as const);
    const via = access.relation.via === 'grant' ? ('grant' as const) : ('member' as const);
    return [
      {
        id: r.id,
        title: r.title,
        ownerName: r.owner_name,
        capability,
        via,
        sharedAt: (via === 'grant' ? r.granted_at : r.joined_at) ?? now.toISOString(),
      },
    ];
  });
  const titles = new Map(projects.map((p) => [p.id, p.title]));
  const today = now.toISOString().slice(0, 10);
  const tasks = (await repo.assignedOpenTasks(deps.db, user.id, [...titles.keys()])).map((t) => ({
    id: t.id,
    projectId: t.project_id,
    projectTitle: titles.get(t.project_id) ?? '',
    itemId: t.item_id,
    dueDate: t.due_date,
    overdue: t.due_date < today,
  }));
  return { projects, tasks };
}
