export { users, sessions, accounts, verifications, loginFailures } from './auth.ts';
export { userAvatars, twoFactor, accountTokens } from './account.ts';
export { auditLog } from './audit.ts';
export { notifications } from './notifications.ts';
export { clientErrors, consents, outbox, rateCounters, settings } from './platform.ts';
export { projects, projectInputs, evaluations } from './projects.ts';
export { workspaces, workspaceMembers, workspaceInvitations, workspaceLogos } from './workspaces.ts';
export { projectGrants } from './grants.ts';
export { auditPersonal, jobs, privacyRequests } from './privacy.ts';
export { projectComments } from './comments.ts';
export { documents, documentFigures } from './documents.ts';
export { documentViews } from './document-views.ts';
export { fundingCalls, fundingCallVersions, fundingImports, fundingImportSchedules } from './funding.ts';
export { fundingSavedSearches, fundingSavedCalls, fundingAlerts } from './funding-alerts.ts';
export {
  complianceFrameworks,
  complianceFrameworkItems,
  projectComplianceScope,
  complianceAnswers,
  complianceEvidence,
  complianceTasks,
} from './compliance.ts';
export { fundingRequests, fundingRequestEvents, fundingRequestMessages } from './funding-requests.ts';
export { portfolios, portfolioHoldings, portfolioImportRuns, portfolioImportMappings } from './portfolios.ts';
export { portfolioMcRuns } from './portfolio-mc.ts';
export { reports, showcases } from './reports.ts';
export {
  dealPipelines,
  dealStages,
  dealCards,
  dealCardMoves,
  dealDdItems,
  dealNotes,
  dealQuestions,
  dealFindings,
  dealDecisions,
  dealFollows,
} from './deal-flow.ts';
export { dealViews } from './deal-views.ts';
export {
  billingDetails,
  billingOrders,
  billingSubscriptions,
  billingInvoiceCounters,
  billingInvoices,
  billingWebhookEvents,
  billingContactRequests,
} from './billing.ts';
export {
  projectRoadmaps,
  roadmapProgress,
  projectObligations,
  realizationSent,
  kpiRequests,
  kpiAnswers,
  calendarTokens,
} from './realization.ts';
export { investorProfiles, reportShares } from './newcomer-send.ts';
export { aiSessions, aiQuestions } from './advice.ts';
export { apiKeys, apiKeyUsage } from './developer.ts';
export { webhookEndpoints, webhookDeliveries } from './webhooks.ts';
export { consultantProfiles, engagements, engagementMessages, engagementDeliverables, engagementTasks } from './consultants.ts';
export { metricSamples, deploys } from './observability.ts';
export { providerChecks, autoHealRuns } from './operations.ts';
export { feedback } from './feedback.ts';
export { backupRuns } from './backups.ts';
export { shadowRuns, shadowDecisions } from './shadow.ts';
