import { and, eq } from 'drizzle-orm';
import type { EvaluationInputs } from '../../contract/evaluations.ts';
import type { BusinessPlanAssumptions, PlanDriver, PlanDriverKey } from '../../domain/finance/index.ts';
import type { SessionUser } from '../modules/auth/index.ts';
import { listProjectEvaluations, runProjectEvaluation, saveEvaluationInputs, type EvaluationDeps } from '../modules/evaluations/index.ts';
import { seedDemoAssessment } from '../modules/compliance/index.ts';
import { documents, fundingRequests, portfolioHoldings, portfolios, projectGrants, projects, users, workspaces } from './schema/index.ts';
import { createRequest, postMessage, transition } from '../modules/funding-requests/index.ts';
import type { Db } from './types.ts';
import { Readable } from 'node:stream';
import { resolveProject } from '../modules/access/index.ts';
import { uploadDocument, type DocumentDeps } from '../modules/documents/index.ts';
import { SAMPLE_PLAN_FILENAME, samplePlanPdf } from './sample-plan-pdf.ts';

/**
 * Demo accounts for the embedded default (listed in the README). They are ordinary accounts:
 * nothing in the code treats these addresses specially; the admin's role is set here like the
 * `npm run admin` command would.
 */
export const DEMO_ACCOUNTS = [
  { email: 'proponent@demo.local', username: 'Demo Proponent', role: 'proponent' },
  { email: 'investor@demo.local', username: 'Demo Investor', role: 'investor' },
  { email: 'consultant@demo.local', username: 'Demo Consultant', role: 'consultant' },
  { email: 'admin@demo.local', username: 'Demo Admin', role: 'admin' },
] as const;
export const DEMO_PASSWORD = 'demo-password-2025';

export async function seedDemoAccounts(
  db: Db,
  signUp: (a: { email: string; password: string; name: string; role: string }) => Promise<unknown>,
): Promise<number> {
  let created = 0;
  for (const a of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, a.email)).limit(1);
    if (existing) continue;
    await signUp({ email: a.email, password: DEMO_PASSWORD, name: a.username, role: a.role === 'admin' ? 'proponent' : a.role });
    if (a.role === 'admin') await db.update(users).set({ role: 'admin' }).where(eq(users.email, a.email));
    await db.update(users).set({ emailVerified: true }).where(eq(users.email, a.email));
    created += 1;
  }
  return created;
}

/**
 * Sample projects for the demo proponent, flagged `isSample` and titled as samples so nobody takes
 * them for real data. Figures are illustrative orders of magnitude for their sectors.
 */
export const SAMPLE_PROJECTS = [
  {
    title: 'Sample — Agrivoltaic plant, 4 MWp, Puglia',
    description: 'Illustrative sample: solar panels raised over olive groves, selling power under a 10-year PPA.',
    industry: '35.11',
    targetMarket: 'Italian electricity market (PPA with a regional utility)',
    country: 'IT',
    region: 'ITF4',
    stage: 'validation' as const,
    estimatedBudget: 3_800_000,
    fundingSought: 2_500_000,
    horizonYears: 15,
  },
  {
    title: 'Sample — Clinic scheduling SaaS for outpatient centres',
    description: 'Illustrative sample: subscription software that books and reminds patients, sold to private clinics.',
    industry: '62.01',
    targetMarket: 'Private outpatient clinics in Italy and Spain',
    country: 'IT',
    region: 'ITC4',
    stage: 'early_revenue' as const,
    estimatedBudget: 650_000,
    fundingSought: 400_000,
    horizonYears: 5,
  },
  {
    title: 'Sample — Zero-waste pasta factory extension',
    description: 'Illustrative sample: a second production line reusing durum-wheat by-products as feed.',
    industry: '10.73',
    targetMarket: 'Organic retail chains in the EU',
    country: 'IT',
    region: 'ITH5',
    stage: 'growth' as const,
    estimatedBudget: 1_200_000,
    fundingSought: 700_000,
    horizonYears: 8,
  },
];

/** Gives the demo proponent the Professional tier and the sample projects, once. */
export async function seedSampleProjects(db: Db): Promise<number> {
  const [owner] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email)).limit(1);
  if (!owner) return 0;
  const existing = await db.select({ id: projects.id }).from(projects).where(eq(projects.ownerId, owner.id)).limit(1);
  if (existing.length > 0) return 0;
  // The account's personal workspace, made with the account (trigger of migration 0007).
  const [personal] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.personalOwnerId, owner.id)).limit(1);
  if (!personal) return 0;
  await db.update(users).set({ subscriptionTier: 'professional' }).where(eq(users.id, owner.id));
  await db.insert(projects).values(SAMPLE_PROJECTS.map((p) => ({ ...p, ownerId: owner.id, workspaceId: personal.id, isSample: true, currency: 'EUR' })));
  return SAMPLE_PROJECTS.length;
}

/** Multiplies a driver's value and its distribution by `factor` (> 0), so the uncertainty keeps its shape. */
export function scaleDriver(d: PlanDriver, factor: number): PlanDriver {
  const value = d.value * factor;
  if (!d.dist) return { ...d, value };
  const dist = d.dist;
  switch (dist.type) {
    case 'constant':
      return { ...d, value, dist: { ...dist, value: dist.value * factor } };
    case 'normal':
      return { ...d, value, dist: { ...dist, mean: dist.mean * factor, sd: dist.sd * factor } };
    case 'lognormal':
      return { ...d, value, dist: { ...dist, mu: dist.mu + Math.log(factor) } };
    case 'uniform':
      return { ...d, value, dist: { ...dist, min: dist.min * factor, max: dist.max * factor } };
    case 'triangular':
    case 'pert':
      return { ...d, value, dist: { ...dist, min: dist.min * factor, mode: dist.mode * factor, max: dist.max * factor } };
  }
}

type Revision = {
  /** Drivers scaled from the industry defaults (factor > 0). */
  scale: Partial<Record<PlanDriverKey, number>>;
  market: EvaluationInputs['market'];
  revenueModel: EvaluationInputs['revenueModel'];
  complianceAnswers: EvaluationInputs['complianceAnswers'];
};

/**
 * Each sample's versions, oldest first, as a founder would revise them: a first draft on the
 * industry's starting assumptions, then a second after talking to customers and suppliers. The
 * factors apply to the industry defaults for the project's own budget and horizon; the market and
 * compliance answers are illustrative, like the projects themselves.
 */
export const SAMPLE_REVISIONS: Readonly<Record<string, readonly Revision[]>> = {
  '35.11': [
    {
      scale: { pricePerUnit: 0.95, fixedCosts: 1.1 },
      market: { tamEur: 2_400_000_000, competitorCount: 40, competitiveIntensity: 'medium', expectedGrowthRate: 0.06 },
      revenueModel: 'recurring',
      complianceAnswers: { 'ESG-01': 'partial', 'REG-01': 'partial', 'LEG-01': 'yes', 'GOV-01': 'no' },
    },
    {
      scale: { pricePerUnit: 1.04, fixedCosts: 1.0, initialInvestment: 0.97 },
      market: { tamEur: 2_400_000_000, competitorCount: 40, competitiveIntensity: 'medium', expectedGrowthRate: 0.06 },
      revenueModel: 'recurring',
      complianceAnswers: { 'ESG-01': 'yes', 'ESG-02': 'yes', 'REG-01': 'yes', 'REG-02': 'partial', 'LEG-01': 'yes', 'GOV-01': 'partial' },
    },
  ],
  '62.01': [
    {
      scale: { unitsYear1: 0.8, churnRate: 1.3 },
      market: { tamEur: 180_000_000, competitorCount: 25, competitiveIntensity: 'high', expectedGrowthRate: 0.12 },
      revenueModel: 'recurring',
      complianceAnswers: { 'ESG-01': 'no', 'REG-01': 'partial', 'LEG-01': 'partial', 'GOV-01': 'partial' },
    },
    {
      scale: { unitsYear1: 1.0, churnRate: 0.9, pricePerUnit: 1.1 },
      market: { tamEur: 180_000_000, competitorCount: 25, competitiveIntensity: 'high', expectedGrowthRate: 0.12 },
      revenueModel: 'recurring',
      complianceAnswers: { 'ESG-01': 'partial', 'REG-01': 'yes', 'REG-02': 'yes', 'LEG-01': 'yes', 'LEG-02': 'partial', 'GOV-01': 'yes' },
    },
    {
      scale: { unitsYear1: 1.15, churnRate: 0.85, pricePerUnit: 1.1, fixedCosts: 1.05 },
      market: { tamEur: 180_000_000, competitorCount: 25, competitiveIntensity: 'high', expectedGrowthRate: 0.12 },
      revenueModel: 'recurring',
      complianceAnswers: { 'ESG-01': 'partial', 'REG-01': 'yes', 'REG-02': 'yes', 'LEG-01': 'yes', 'LEG-02': 'yes', 'GOV-01': 'yes', 'GOV-02': 'partial' },
    },
  ],
  '10.73': [
    {
      scale: { grossMargin: 0.92, unitsYear1: 0.9 },
      market: { tamEur: 900_000_000, competitorCount: 120, competitiveIntensity: 'high', expectedGrowthRate: 0.04 },
      revenueModel: 'repeat',
      complianceAnswers: { 'ESG-01': 'partial', 'ESG-02': 'partial', 'REG-01': 'yes', 'LEG-01': 'yes', 'GOV-01': 'partial' },
    },
    {
      scale: { grossMargin: 1.0, unitsYear1: 1.0, fixedCosts: 0.95 },
      market: { tamEur: 900_000_000, competitorCount: 120, competitiveIntensity: 'high', expectedGrowthRate: 0.04 },
      revenueModel: 'repeat',
      complianceAnswers: { 'ESG-01': 'yes', 'ESG-02': 'yes', 'ESG-03': 'partial', 'REG-01': 'yes', 'LEG-01': 'yes', 'GOV-01': 'yes' },
    },
  ],
};

/**
 * One fixed seed for every version (common random numbers: two versions differ by their inputs, not by
 * the draw) and the default iterations, so the demo is the same on every machine.
 */
export const SAMPLE_SEED = 20_250_101;
/** The server's default for a run (src/contract/evaluations.ts runEvaluationBody). */
export const SAMPLE_ITERATIONS = 10_000;

export function sampleInputs(base: BusinessPlanAssumptions, r: Revision): EvaluationInputs {
  const drivers = { ...base.drivers } as Record<PlanDriverKey, PlanDriver>;
  for (const [key, factor] of Object.entries(r.scale) as Array<[PlanDriverKey, number]>) drivers[key] = scaleDriver(drivers[key], factor);
  // Customers are counted in whole people, as a founder would type them (the demo showed "311.65 customers").
  drivers.unitsYear1 = { ...drivers.unitsYear1, value: Math.round(drivers.unitsYear1.value) };
  return { assumptions: { ...base, drivers }, market: r.market, revenueModel: r.revenueModel, complianceAnswers: r.complianceAnswers };
}

/**
 * Evaluates the demo proponent's sample projects through the evaluations service, exactly as
 * "Save" then "Run" would (same validation, engine worker, storage and status moves), with a fixed
 * seed. A sample that already has a version is left alone, so a second start adds nothing.
 * Returns the number of versions stored.
 */
function sessionUserOf(owner: typeof users.$inferSelect): SessionUser {
  return {
    id: owner.id,
    email: owner.email,
    username: owner.username,
    avatar: owner.avatar,
    role: owner.role,
    subscriptionTier: owner.subscriptionTier,
    emailVerified: owner.emailVerified,
    tierView: null,
    language: owner.language === 'en' || owner.language === 'it' ? owner.language : null,
    twoFactorEnabled: owner.twoFactorEnabled,
  };
}

export async function seedSampleEvaluations(deps: EvaluationDeps): Promise<number> {
  const [owner] = await deps.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email)).limit(1);
  if (!owner) return 0;
  const user = sessionUserOf(owner);
  const samples = await deps.db.select().from(projects).where(and(eq(projects.ownerId, owner.id), eq(projects.isSample, true)));
  let stored = 0;
  for (const p of samples) {
    const revisions = SAMPLE_REVISIONS[p.industry];
    if (!revisions) continue;
    if ((await listProjectEvaluations(deps, user, p.id)).length > 0) continue;
    const base = deps.defaults(p.industry, { estimatedBudget: p.estimatedBudget, horizonYears: p.horizonYears });
    for (const r of revisions) {
      await saveEvaluationInputs(deps, user, p.id, sampleInputs(base, r));
      await runProjectEvaluation(deps, user, p.id, { iterations: SAMPLE_ITERATIONS, seed: SAMPLE_SEED });
      stored += 1;
    }
  }
  return stored;
}

/**
 * Issue 11's part of the demo: the demo proponent shares the agrivoltaic sample with the demo
 * investor (read) and the SaaS sample with the demo consultant (edit of the evaluation inputs), as
 * the Access panel would, so those two dashboards and /projects show what sharing looks like. Only
 * when neither has a grant yet, so a revoked demo grant stays revoked. Returns the grants made.
 */
export const SAMPLE_GRANTS = [
  { industry: '35.11', to: DEMO_ACCOUNTS[1].email, access: 'read' },
  { industry: '62.01', to: DEMO_ACCOUNTS[2].email, access: 'edit' },
] as const;

export async function seedSampleGrants(db: Db): Promise<number> {
  const [owner] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email)).limit(1);
  if (!owner) return 0;
  let made = 0;
  for (const g of SAMPLE_GRANTS) {
    const [grantee] = await db.select({ id: users.id }).from(users).where(eq(users.email, g.to)).limit(1);
    const [project] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.ownerId, owner.id), eq(projects.isSample, true), eq(projects.industry, g.industry)))
      .limit(1);
    if (!grantee || !project) continue;
    const existing = await db.select({ id: projectGrants.id }).from(projectGrants).where(and(eq(projectGrants.projectId, project.id), eq(projectGrants.granteeId, grantee.id))).limit(1);
    if (existing.length > 0) continue;
    await db.insert(projectGrants).values({ projectId: project.id, granteeId: grantee.id, access: g.access, grantedBy: owner.id });
    made += 1;
  }
  return made;
}

/**
 * Issue 13's part of the demo: the agrivoltaic sample (35.11) gets a compliance scope and a few
 * answered controls (modules/compliance/demo.ts), after its evaluations, so those stay cr-v1 and the
 * next run shows cr-v2. Returns the number of controls answered (0 when already seeded).
 */
export async function seedSampleCompliance(db: Db, now: () => Date): Promise<number> {
  const [owner] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email)).limit(1);
  if (!owner) return 0;
  const [sample] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.ownerId, owner.id), eq(projects.isSample, true), eq(projects.industry, '35.11')))
    .limit(1);
  if (!sample) return 0;
  return seedDemoAssessment(db, now, owner.id, sample);
}

/**
 * Issue 14's part of the demo: the agrivoltaic sample (already shared with the demo investor) sent
 * as a funding request to the demo investor, submitted through the same service as the wizard's
 * Submit, with one message, so the investor's incoming list and the proponent's requests are not
 * empty. Only when the sample has no request yet. Returns the requests made (0 or 1).
 */
export const SAMPLE_REQUEST = {
  industry: '35.11',
  amountRequested: 2_500_000,
  message: 'Sample request: we seek the equity part of the 2.5 M EUR financing of the plant; the PPA term sheet and the grid connection permit are ready.',
  firstMessage: 'Sample message: the 10-year PPA price is indexed at 75% to CPI; happy to share the term sheet in a call.',
} as const;

export async function seedSampleFundingRequest(db: Db, now: () => Date = () => new Date()): Promise<number> {
  const [owner] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email)).limit(1);
  const [investor] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS[1].email)).limit(1);
  if (!owner || !investor) return 0;
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.ownerId, owner.id), eq(projects.isSample, true), eq(projects.industry, SAMPLE_REQUEST.industry)))
    .limit(1);
  if (!project) return 0;
  if ((await db.select({ id: fundingRequests.id }).from(fundingRequests).where(eq(fundingRequests.projectId, project.id)).limit(1)).length > 0) return 0;
  const deps = { db, now, accountMail: { notification: async () => {} } };
  const user = sessionUserOf(owner);
  const draft = await createRequest(deps, user, { projectId: project.id, investorId: investor.id, message: SAMPLE_REQUEST.message, amountRequested: SAMPLE_REQUEST.amountRequested });
  await transition(deps, user, draft.id, { to: 'submitted' });
  await postMessage(deps, user, draft.id, { body: SAMPLE_REQUEST.firstMessage });
  return 1;
}

/**
 * Issue 15's part of the demo: the demo investor's one portfolio, plainly named as an example — the
 * sample shared with them (its figures come from its evaluation) and three imported holdings whose
 * names say they are examples, as a spreadsheet import would add them. Only while the investor has
 * no portfolio at all (a start after they delete every portfolio makes it again: a demo account's
 * behaviour). Returns the portfolios made (0 or 1).
 */
export const SAMPLE_PORTFOLIO = {
  name: 'Example portfolio (sample data)',
  linkedInvested: 250_000,
  imported: [
    { name: 'Example holding — software, Lombardy', industryCode: '62.01', region: 'ITC4', invested: 400_000, investedOn: '2024-03-15', stage: 'growth', crScore: 74, previousCrScore: 78, npv: 620_000, irr: 0.21, cash: 900_000, monthlyBurn: 60_000 },
    { name: 'Example holding — food processing, Lazio', industryCode: '10.51', region: 'ITI4', invested: 150_000, investedOn: '2024-09-01', stage: 'early_revenue', crScore: 58, previousCrScore: 70, npv: -40_000, irr: 0.04, cash: 120_000, monthlyBurn: 30_000 },
    { name: 'Example holding — research lab, Campania', industryCode: '72.11', region: 'ITF3', invested: 200_000, investedOn: '2025-02-10', stage: 'validation', crScore: 66, previousCrScore: null, npv: 180_000, irr: 0.15, cash: null, monthlyBurn: null },
  ],
} as const;

export async function seedSamplePortfolio(db: Db): Promise<number> {
  const [investor] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS[1].email)).limit(1);
  if (!investor) return 0;
  const mine = await db.select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.ownerId, investor.id)).limit(1);
  if (mine.length > 0) return 0;
  const [shared] = await db
    .select({ id: projects.id, title: projects.title, industry: projects.industry, region: projects.region, country: projects.country })
    .from(projectGrants)
    .innerJoin(projects, eq(projects.id, projectGrants.projectId))
    .where(eq(projectGrants.granteeId, investor.id))
    .limit(1);
  const [p] = await db.insert(portfolios).values({ ownerId: investor.id, name: SAMPLE_PORTFOLIO.name, description: 'Example data to show what a portfolio reads: replace it with your own.' }).returning();
  const rows: Array<typeof portfolioHoldings.$inferInsert> = SAMPLE_PORTFOLIO.imported.map((h) => ({ portfolioId: p!.id, source: 'import' as const, addedBy: investor.id, ...h }));
  if (shared) rows.unshift({ portfolioId: p!.id, source: 'project', projectId: shared.id, name: shared.title, industryCode: shared.industry, region: shared.region ?? shared.country, invested: SAMPLE_PORTFOLIO.linkedInvested, addedBy: investor.id });
  await db.insert(portfolioHoldings).values(rows);
  return 1;
}

/**
 * Issue 12's part of the demo: the SaaS sample gets a business plan (a small PDF written at seed time,
 * titled as a sample on every page), uploaded through the same service as the upload route and
 * queued for the analysis job, so a new user finds a document, its status and figures awaiting
 * review. Only while the project has never had a document (a deleted sample stays deleted).
 * Returns the documents uploaded.
 */
export async function seedSampleDocuments(deps: DocumentDeps): Promise<number> {
  const [owner] = await deps.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email)).limit(1);
  if (!owner) return 0;
  const [project] = await deps.db
    .select()
    .from(projects)
    .where(and(eq(projects.ownerId, owner.id), eq(projects.isSample, true), eq(projects.industry, '62.01')))
    .limit(1);
  if (!project) return 0;
  const [any] = await deps.db.select({ id: documents.id }).from(documents).where(eq(documents.projectId, project.id)).limit(1);
  if (any) return 0;
  const user = sessionUserOf(owner);
  const p = await resolveProject(deps.db, user, project.id, deps.now());
  await uploadDocument(deps, user, p, { filename: SAMPLE_PLAN_FILENAME, stream: Readable.from([samplePlanPdf()]) });
  return 1;
}
