import type { CreateDealViewBody, DealView, UpdateDealViewBody } from '../../../contract/deal-views.ts';
import { DEAL_VIEW_MAX, dealViewFilters } from '../../../contract/deal-views.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import type { DealFlowDeps } from './deps.ts';
import * as repo from './views-repository.ts';

type Deps = Pick<DealFlowDeps, 'db' | 'now'>;

const toView = (r: repo.DealViewRow): DealView => ({
  id: r.id,
  name: r.name,
  // Stored through the contract's schema; parsing again keeps an older stored shape from breaking the list.
  filters: dealViewFilters.catch({}).parse(r.filters),
  mode: r.mode,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Saved views are the investor's own, like every deal-flow write (ADR 0026): an admin reads (their own, none). */
function investorOnly(user: SessionUser): void {
  if (user.role !== 'investor') throw new AppError('DEAL_FLOW_INVESTORS_ONLY');
}

/** A name already used by the person (any case) is refused by the unique index: 409, whoever wins a race. */
function nameTaken(e: unknown): never {
  const code = (e as { code?: string }).code ?? (e as { cause?: { code?: string } }).cause?.code;
  throw code === '23505' ? new AppError('DEAL_VIEW_NAME_TAKEN') : e;
}

export async function listViews(deps: Deps, user: SessionUser): Promise<DealView[]> {
  return (await repo.viewsOf(deps.db, user.id)).map(toView);
}

export async function createView(deps: Deps, user: SessionUser, body: CreateDealViewBody): Promise<DealView> {
  investorOnly(user);
  if ((await repo.countViews(deps.db, user.id)) >= DEAL_VIEW_MAX) throw new AppError('DEAL_VIEW_LIMIT');
  const row = await repo
    .insertView(deps.db, { userId: user.id, name: body.name, filters: body.filters, mode: body.mode, at: deps.now() })
    .catch(nameTaken);
  return toView(row);
}

/** Someone else's view is "not found": its existence is not revealed. */
export async function updateView(deps: Deps, user: SessionUser, id: string, body: UpdateDealViewBody): Promise<DealView> {
  investorOnly(user);
  const row = await repo.updateView(deps.db, user.id, id, { ...body, updatedAt: deps.now() }).catch(nameTaken);
  if (!row) throw new AppError('DEAL_VIEW_NOT_FOUND');
  return toView(row);
}

export async function deleteView(deps: Deps, user: SessionUser, id: string): Promise<void> {
  investorOnly(user);
  if (!(await repo.deleteView(deps.db, user.id, id))) throw new AppError('DEAL_VIEW_NOT_FOUND');
}
