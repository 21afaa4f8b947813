export { REPORT_KINDS, fill } from './model.ts';
export type { ReportKind, ReportModel, ReportSection } from './model.ts';
export { money, percent, decimal, formatScore, compact, dateTimeUtc, unbreakable } from './format.ts';
export type { ReportLanguage } from './format.ts';
export { REPORT_LABELS } from './labels.ts';
export { SHARED_LABELS } from './shared-labels.ts';
export { evaluationReportModel, type EvaluationReportSource } from './evaluation-report.ts';
export { complianceReportModel, type ComplianceReportData, type ComplianceSummary } from './compliance-report.ts';
