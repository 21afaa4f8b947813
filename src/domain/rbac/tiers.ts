/**
 * Subscription tiers (seed sections 1 and 9). `business` is the seed's "project_premium" option of
 * the admin tier switcher (20 projects); see docs/decisions/0004-permissions-policy.md.
 */
export const TIERS = ['free', 'single_project', 'professional', 'business', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];

/** The admin tier switcher's options, exactly as the seed lists them (section 3). */
export const ADMIN_TIER_VIEWS = ['actual', 'free', 'single_project', 'professional', 'project_premium', 'enterprise'] as const;
export type AdminTierView = (typeof ADMIN_TIER_VIEWS)[number];

/** Maximum projects per tier (seed section 9); `null` means unlimited. */
export const PROJECT_LIMITS: Readonly<Record<Tier, number | null>> = {
  free: 1,
  single_project: 1,
  professional: 5,
  business: 20,
  enterprise: null,
};

/** Features the seed reserves for Enterprise (section 6). */
export const ENTERPRISE_FEATURES = ['advanced_analytics', 'report_download', 'api_access', 'white_label', 'multi_user'] as const;
export type EnterpriseFeature = (typeof ENTERPRISE_FEATURES)[number];

/** Maps an admin's tier view to the tier it stands for; 'actual' means no override. */
export function tierOfView(view: AdminTierView): Tier | null {
  if (view === 'actual') return null;
  return view === 'project_premium' ? 'business' : view;
}

/**
 * Effective tier (seed section 6): the admin override if set, else the user's tier, else free.
 * Only admins may hold an override; the server ignores one stored for anyone else.
 */
export function effectiveTier(user: { role: string; subscriptionTier?: string | null }, override: AdminTierView | null): Tier {
  if (user.role === 'admin' && override) {
    const t = tierOfView(override);
    if (t) return t;
  }
  return (TIERS as readonly string[]).includes(user.subscriptionTier ?? '') ? (user.subscriptionTier as Tier) : 'free';
}

/** True when the tier unlocks an Enterprise-only feature. */
export function tierHasFeature(tier: Tier, _feature: EnterpriseFeature): boolean {
  return tier === 'enterprise';
}

/** The project limit of a tier; `null` is unlimited. */
export function projectLimit(tier: Tier): number | null {
  return PROJECT_LIMITS[tier];
}

/**
 * Document storage per plan, in bytes, counted over every live document (all versions) of the
 * projects in a workspace, against the plan of the workspace's owner (issue 12). The sizes follow
 * the project limits: room for a business plan, a financial model and a deck in a few versions per
 * project on the small plans, growing with the number of projects a plan allows.
 */
const MB = 1024 * 1024;
export const STORAGE_QUOTAS: Readonly<Record<Tier, number>> = {
  free: 100 * MB,
  single_project: 250 * MB,
  professional: 2 * 1024 * MB,
  business: 10 * 1024 * MB,
  enterprise: 50 * 1024 * MB,
};

/** The document storage quota of a tier, in bytes. */
export function storageQuota(tier: Tier): number {
  return STORAGE_QUOTAS[tier];
}
