import { PLAN_IDS, PLANS, TIER_RANK } from '../../domain/billing/index.ts';
import type { Plan, PlanId } from '../../domain/billing/index.ts';
import { PROJECT_LIMITS, tierHasFeature } from '../../domain/rbac/index.ts';
import type { EnterpriseFeature, Tier } from '../../domain/rbac/index.ts';
import { useLocation } from 'react-router';
import { RETURN_TO, safeReturnPath } from './return-path.ts';
import { useTier } from './tier.tsx';

/**
 * Where an "upgrade" prompt leads (issue 22): the quick checkout with the next plan that lifts the
 * limit preselected and `returnTo` back to the page the user was on, or /pricing when no plan on the
 * price list does (an Enterprise-only feature: a quote). Shared by every feature that shows a prompt.
 */

/** Pages a payment must not come back to: the checkout itself and the pages that follow it (a loop). */
const NOT_AFTER_PAYMENT = ['/checkout', '/quick-checkout', '/billing/success', '/billing/cancel'];
/** The contract's limit on `returnTo` (src/contract/billing.ts). */
const MAX_RETURN_TO = 500;

/** `raw` when it is a path of this site to come back to after paying, else null. */
export function billingReturnTo(raw: unknown): string | null {
  const safe = safeReturnPath(raw);
  if (!safe || safe.length > MAX_RETURN_TO || /\s/.test(safe)) return null;
  const path = safe.split(/[?#]/)[0] ?? '';
  return NOT_AFTER_PAYMENT.some((p) => path === p || path.startsWith(`${p}/`)) ? null : safe;
}

export function isPlanId(value: unknown): value is PlanId {
  return (PLAN_IDS as readonly unknown[]).includes(value);
}

/**
 * The cheapest plan above `current` whose tier passes `fits`: monthly before annual (no prepayment to
 * decide on in a prompt), else null when none on the price list does.
 */
export function nextPlan(current: Tier, fits: (tier: Tier) => boolean): Plan | null {
  const above = PLANS.filter((p) => TIER_RANK[p.tier] > TIER_RANK[current] && p.interval !== 'year' && fits(p.tier));
  return [...above].sort((a, b) => TIER_RANK[a.tier] - TIER_RANK[b.tier] || a.amountCents - b.amountCents)[0] ?? null;
}

/** The next plan allowing more than `used` projects (the project-limit prompt). */
export function nextPlanForProjects(current: Tier, used: number): Plan | null {
  return nextPlan(current, (tier) => {
    const limit = PROJECT_LIMITS[tier];
    return limit === null || limit > used;
  });
}

/** The next plan that unlocks `feature` (report download, API, white-label, team workspaces). */
export function nextPlanForFeature(current: Tier, feature: EnterpriseFeature): Plan | null {
  return nextPlan(current, (tier) => tierHasFeature(tier, feature));
}

/** The link of an upgrade prompt: /quick-checkout?plan=…&returnTo=…, or /pricing?returnTo=… without a plan. */
export function upgradeHref(plan: PlanId | null, returnTo: string | null): string {
  const back = billingReturnTo(returnTo);
  const params = new URLSearchParams();
  if (plan) params.set('plan', plan);
  if (back) params.set(RETURN_TO, back);
  const query = params.toString();
  const base = plan ? '/quick-checkout' : '/pricing';
  return query ? `${base}?${query}` : base;
}

/**
 * The link of an upgrade prompt on the current page: the next plan for more than `projects` projects,
 * or the next plan that unlocks `feature`, with `returnTo` the page the user is on. `tier` is the plan
 * the limit is counted against (a workspace's owner's), by default the user's.
 */
export function useUpgradeHref(need: { projects: number } | { feature: EnterpriseFeature }, tier?: Tier): string {
  const { pathname, search, hash } = useLocation();
  const { tier: own } = useTier();
  const current = tier ?? own;
  const plan = 'projects' in need ? nextPlanForProjects(current, need.projects) : nextPlanForFeature(current, need.feature);
  return upgradeHref(plan?.id ?? null, `${pathname}${search}${hash}`);
}
