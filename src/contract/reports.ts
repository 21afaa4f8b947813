import { z } from 'zod';
import { text } from './safe-text.ts';
import { SHOWCASE_FIELDS } from './constants.ts';

/** Sealed reports and their public verification (issue 16; API contract binding). */
export const REPORT_KIND_VALUES = ['evaluation', 'compliance', 'progress'] as const;

export const createReportBody = z
  .object({
    kind: z.enum(REPORT_KIND_VALUES),
    language: z.enum(['en', 'it']),
    evaluationVersion: z.number().int().positive().optional(),
    /** Added (ADR 0047): the reporting period (a project obligation) a `progress` report seals; required for that kind. */
    obligationId: z.uuid().optional(),
  })
  .strict();
export type CreateReportBody = z.infer<typeof createReportBody>;

/** POST /api/portfolios/:id/reports (the portfolio's owner): the portfolio summary report (ADR 0031). */
export const createPortfolioReportBody = z.object({ language: z.enum(['en', 'it']) }).strict();
export type CreatePortfolioReportBody = z.infer<typeof createPortfolioReportBody>;

export const createdReport = z.object({ id: z.uuid(), sha256: text(), createdAt: text(), verifyUrl: text() });
export type CreatedReport = z.infer<typeof createdReport>;

export const reportSummary = z.object({
  id: z.uuid(),
  /** The project a project report is of; null for a portfolio summary. */
  projectId: z.uuid().nullable(),
  /** The portfolio a portfolio summary is of; null for a project report. */
  portfolioId: z.uuid().nullable(),
  kind: z.enum(['evaluation', 'compliance', 'portfolio', 'progress']),
  language: z.enum(['en', 'it']),
  evaluationVersion: z.number().int().nullable(),
  methodologyVersion: text().nullable(),
  sha256: text(),
  shortCode: text(),
  createdAt: text(),
  createdBy: z.object({ id: text(), name: text() }).nullable(),
  revokedAt: text().nullable(),
  verifyUrl: text(),
  sizeBytes: z.number().int(),
});
export type ReportSummary = z.infer<typeof reportSummary>;
export const reportList = z.array(reportSummary);

export const reportIdParams = z.object({ id: z.uuid() });

/**
 * GET /api/verify/:id (public): only what the owner chose to show (the project's title by default).
 * A portfolio summary shows no portfolio name and no holdings: `project.title` is the report's generic
 * title ('Portfolio summary' / 'Riepilogo del portafoglio', in the report's language; ADR 0031).
 */
export const reportVerification = z.object({
  id: z.uuid(),
  issuedAt: text(),
  issuer: text(),
  project: z.object({ title: text() }),
  kind: z.enum(['evaluation', 'compliance', 'portfolio', 'progress']),
  language: z.enum(['en', 'it']),
  methodologyVersion: text().nullable(),
  evaluationVersion: z.number().int().nullable(),
  shortCode: text(),
  sha256: text(),
  signature: z.object({ algorithm: text(), value: text(), keyId: text(), valid: z.boolean() }),
  revoked: z.boolean(),
  revokedAt: text().nullable(),
});
export type ReportVerification = z.infer<typeof reportVerification>;

export const verifyCheckBody = z
  .object({
    sha256: text()
      .trim()
      .toLowerCase()
      .regex(/^[0-9a-f]{64}$/),
  })
  .strict();
export const verifyCheckResult = z.object({ matches: z.boolean() });

export const signingKeyQuery = z.object({ format: z.enum(['pem', 'jwk']).optional() });

/** The fields a showcase may show besides the title (the owner chooses; nothing else is public). */
export { SHOWCASE_FIELDS };
export type ShowcaseField = (typeof SHOWCASE_FIELDS)[number];

/** PUT /api/projects/:id/showcase: publish (or update) with the chosen fields and the sealed report behind the badge. */
export const publishShowcaseBody = z
  .object({ fields: z.array(z.enum(SHOWCASE_FIELDS)).max(SHOWCASE_FIELDS.length), reportId: z.uuid() })
  .strict();
export type PublishShowcaseBody = z.infer<typeof publishShowcaseBody>;

export const showcaseState = z.object({
  published: z.boolean(),
  slug: text().nullable(),
  fields: z.array(z.enum(SHOWCASE_FIELDS)),
  reportId: z.uuid().nullable(),
  publishedAt: text().nullable(),
  pageUrl: text().nullable(),
  badgeUrl: text().nullable(),
});
export type ShowcaseState = z.infer<typeof showcaseState>;

/** GET /api/showcase/:slug (public): the title, the chosen fields only, and the badge's report. */
export const publicShowcase = z.object({
  slug: text(),
  title: text(),
  description: text().nullable().optional(),
  industry: text().optional(),
  country: text().nullable().optional(),
  estimatedBudget: z.number().optional(),
  fundingSought: z.number().nullable().optional(),
  currency: text(),
  score: z.object({ total: z.number(), tier: text(), methodologyVersion: text().nullable() }).optional(),
  report: z.object({ id: z.uuid(), issuedAt: text(), verifyUrl: text(), revoked: z.boolean() }),
  publishedAt: text(),
});
export type PublicShowcase = z.infer<typeof publicShowcase>;
export const publicShowcaseList = z.array(publicShowcase);
export const showcaseSlugParams = z.object({ slug: text().regex(/^[a-z0-9][a-z0-9-]{2,80}$/) });
