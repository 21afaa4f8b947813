/**
 * The contract's plain constants, in a module that does not import zod, so the web bundle can use
 * them without shipping the schema library. The schema modules re-export them under the same names.
 */

/** Every error code the API can answer with (see errors.ts). */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CROSS_ORIGIN_REJECTED',
  'NOT_FOUND',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'RATE_LIMITED',
  'INVALID_TOKEN',
  'PAYLOAD_TOO_LARGE',
  'NOTIFICATION_NOT_FOUND',
  'PROJECT_NOT_FOUND',
  'PROJECT_LIMIT_REACHED',
  'PLAN_REQUIRED',
  'WORKSPACE_NOT_FOUND',
  'MEMBER_NOT_FOUND',
  'LAST_OWNER',
  'PERSONAL_WORKSPACE',
  'ALREADY_MEMBER',
  'INVITATION_NOT_FOUND',
  'INVITATION_EXPIRED',
  'INVITATION_REVOKED',
  'INVITATION_USED',
  'INVITATION_EMAIL_MISMATCH',
  'GRANT_NOT_FOUND',
  'WRONG_PASSWORD',
  'INVALID_CODE',
  'TWO_FACTOR_REQUIRED',
  'UNSUPPORTED_MEDIA_TYPE',
  'EXPORT_NOT_READY',
  'EXPORT_EXPIRED',
  'FILE_TOO_LARGE',
  'FILE_TYPE_NOT_ALLOWED',
  'FILE_UNSAFE',
  'FILE_EMPTY',
  'STORAGE_QUOTA_EXCEEDED',
  'DOCUMENT_NOT_FOUND',
  'DOCUMENT_NOT_READY',
  'DOCUMENT_QUARANTINED',
  'DOCUMENT_NOT_FAILED',
  'EVALUATION_RUN_FINISHED',
  'SAMPLES_NOT_REPRODUCIBLE',
  'FIGURE_NOT_FOUND',
  'FUNDING_CALL_NOT_FOUND',
  'SAVED_SEARCH_NOT_FOUND',
  'SAVED_CALL_NOT_FOUND',
  'REPORT_NOT_FOUND',
  'REPORT_EVALUATION_REQUIRED',
  'COMPLIANCE_NOT_ASSESSED',
  'REPORT_KIND_UNAVAILABLE',
  'REPORT_REVOKED',
  'LOGO_INVALID',
  'LOGO_NOT_FOUND',
  'LOGO_TEAM_ONLY',
  'SERVICE_UNAVAILABLE',
  'SERVER_BUSY',
  'FUNDING_REQUEST_NOT_FOUND',
  'INVALID_TRANSITION',
  'FUNDING_REQUEST_LOCKED',
  'PORTFOLIO_NOT_FOUND',
  'DEAL_CARD_NOT_FOUND',
  'DEAL_PIPELINE_NOT_FOUND',
  'DEAL_STAGE_NOT_FOUND',
  'DEAL_ITEM_NOT_FOUND',
  'QUESTION_NOT_FOUND',
  'QUESTION_ANSWERED',
  'QUESTION_ATTACHMENT_INVALID',
  'QUESTION_DUE_IN_PAST',
  'DEAL_FLOW_INVESTORS_ONLY',
  'TASK_ASSIGNEE_CANNOT_SEE',
  'DEAL_STAGE_NOT_EMPTY',
  'DEAL_STAGE_LAST',
  'DEAL_LINK_NOT_FOUND',
  'DEAL_CARD_NEEDS_ACCESS',
  'DEAL_CARD_HAS_ACCESS',
  'DEAL_ACCESS_ALREADY_REQUESTED',
  'SHOWCASE_NOT_FOUND',
  'HOLDING_NOT_FOUND',
  'HOLDING_EXISTS',
  'IMPORT_INVALID',
  'IMPORT_UNREADABLE',
  'DEAL_VIEW_NOT_FOUND',
  'DEAL_VIEW_NAME_TAKEN',
  'DEAL_VIEW_LIMIT',
  'BILLING_DETAILS_REQUIRED',
  'VAT_NUMBER_REQUIRED',
  'VAT_NUMBER_INVALID',
  'TAX_CODE_INVALID',
  'SDI_OR_PEC_REQUIRED',
  'SDI_CODE_INVALID',
  'ORDER_NOT_FOUND',
  'ORDER_NOT_AWAITING_PAYMENT',
  'INVOICE_NOT_FOUND',
  'TRIAL_NOT_AVAILABLE',
  'NO_SUBSCRIPTION',
  'PLAN_CHANGE_NOT_ALLOWED',
  'BILLING_PROVIDER_UNAVAILABLE',
  'INVESTOR_PROFILE_ONLY',
  'REPORT_SHARE_RECIPIENT',
  'PORTAL_SUBMISSION_NOT_A_CALL',
  'PACKAGE_TOO_LARGE',
  'WEBHOOK_SIGNATURE_INVALID',
  'PROJECT_READ_ONLY_PLAN',
  'CONTACT_EMAIL_REQUIRED',
  'PROJECT_READ_ONLY_SEATS',
  'ROADMAP_NOT_FOUND',
  'ROADMAP_CONFLICT',
  'ROADMAP_CYCLE',
  'ROADMAP_ITEM_NOT_FOUND',
  'EVIDENCE_REQUIRED',
  'OBLIGATION_NOT_FOUND',
  'KPI_REQUEST_NOT_FOUND',
  'KPI_PERIOD_INVALID',
  'CALENDAR_FEED_NOT_FOUND',
  'LEDGER_INVALID',
  'AI_SESSION_NOT_FOUND',
  'SCOPE_REQUIRED',
  'API_KEY_INVALID',
  'API_KEY_IN_QUERY',
  'API_KEY_NOT_FOUND',
  'API_MONTHLY_ALLOWANCE',
  'WEBHOOK_NOT_FOUND',
  'WEBHOOK_URL_REFUSED',
  'WEBHOOK_DELIVERY_NOT_FOUND',
  'WEBHOOK_DISABLED',
  'WEBHOOK_LIMIT',
  'CONSULTANT_PROFILE_NOT_FOUND',
  'ENGAGEMENT_NOT_FOUND',
  'ENGAGEMENT_STATE',
  'ACCOUNT_SUSPENDED',
  'REASON_REQUIRED',
  'IDENTITY_CHECK_REQUIRED',
  'TWO_FACTOR_NOT_ENABLED',
  'MAINTENANCE',
  'BACKUP_NOT_FOUND',
  'RESTORE_CONFIRMATION_MISMATCH',
  'RESTORE_IN_PROGRESS',
  'INTERNAL',
] as const;

/** Seed section 3; an unknown type falls back to 'info' on display. */
export const NOTIFICATION_TYPES = ['success', 'warning', 'alert', 'system', 'info'] as const;

/** The version of the cookie policy a consent refers to; bump it when the policy text changes. */
export const COOKIE_POLICY_VERSION = '2025-01';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** The kinds of notification a user may turn off in the app (system notices always arrive). */
export const OPTIONAL_NOTIFICATION_TYPES = ['success', 'warning', 'alert', 'info'] as const;
export type OptionalNotificationType = (typeof OPTIONAL_NOTIFICATION_TYPES)[number];

/** Per kind: shown in the app, and also sent by e-mail. Account-security e-mails are always sent. */
export interface NotificationPrefs {
  inApp: Record<OptionalNotificationType, boolean>;
  email: Record<(typeof NOTIFICATION_TYPES)[number], boolean>;
}

export const DEFAULT_NOTIFICATION_PREFS: NotificationPrefs = {
  inApp: { success: true, warning: true, alert: true, info: true },
  email: { success: false, warning: false, alert: true, system: true, info: false },
};

/** The longest comment on a project, in characters (src/contract/comments.ts; the table's CHECK agrees). */
export const COMMENT_MAX_LENGTH = 2000;

/** Why an upload was refused as FILE_UNSAFE (`details.reason`); the web app words each (errors:FILE_UNSAFE_reasons.*). */
export const FILE_UNSAFE_REASONS = [
  'archive_too_many_entries',
  'archive_too_large',
  'archive_ratio',
  'archive_path',
  'archive_corrupt',
  'macros',
  'encrypted',
] as const;
export type FileUnsafeReason = (typeof FILE_UNSAFE_REASONS)[number];
/** The fields a project's public showcase may show besides its title (issue 16; src/contract/reports.ts). */
export const SHOWCASE_FIELDS = ['description', 'industry', 'country', 'estimatedBudget', 'fundingSought', 'score'] as const;

/** What a message from /contact is about (issue 27); Enterprise quotes from /pricing are "sales". */
export const CONTACT_TOPICS = ['sales', 'support', 'privacy', 'partnership', 'press', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
