export {
  WORKSPACE_KINDS,
  WORKSPACE_ROLES,
  GRANT_ACCESS_LEVELS,
  PROJECT_CAPABILITIES,
  RELATION_CAPABILITIES,
  WORKSPACE_CAPABILITIES,
  projectAccess,
  grantIsLive,
  effectiveGrantLevel,
  grantableLevels,
} from './rule.ts';
export type {
  WorkspaceKind,
  WorkspaceRole,
  GrantAccess,
  ProjectCapability,
  ProjectCapabilities,
  GrantFacts,
  AccessFacts,
  Relation,
  ProjectAccess,
} from './rule.ts';
export { reportReading, SHARE_REPORT_CAPABILITY } from './report-reading.ts';
export type { ReportReading, ReportReadFacts } from './report-reading.ts';
