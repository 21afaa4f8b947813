export { ROLES, SELF_SERVICE_ROLES, normalizeRole } from './roles.ts';
export type { Role, SelfServiceRole } from './roles.ts';
export {
  TIERS,
  ADMIN_TIER_VIEWS,
  PROJECT_LIMITS,
  ENTERPRISE_FEATURES,
  tierOfView,
  effectiveTier,
  tierHasFeature,
  projectLimit,
  STORAGE_QUOTAS,
  storageQuota,
} from './tiers.ts';
export type { Tier, AdminTierView, EnterpriseFeature } from './tiers.ts';
export { PERMISSIONS, ROLE_PERMISSIONS, roleCan } from './policy.ts';
export type { Permission, RoutePolicy } from './policy.ts';
