import { and, eq } from 'drizzle-orm';
import { fundingRequests, portfolioHoldings, portfolios, projectGrants, projects, users } from '../schema/index.ts';
import { createRequest, postMessage, transition } from '../../modules/funding-requests/index.ts';
import type { Db } from '../types.ts';
import { DEMO_ACCOUNTS } from './accounts-projects.ts';
import { sessionUserOf } from './evaluations.ts';

/**
 * Issue 14's part of the demo: the agrivoltaic sample (already shared with the demo investor) sent
 * as a funding request to the demo investor, submitted through the same service as the wizard's
 * Submit, with one message, so the investor's incoming list and the proponent's requests are not
 * empty. Only when the sample has no request yet. Returns the requests made (0 or 1).
 */
export const SAMPLE_REQUEST = {
  industry: '35.11',
  amountRequested: 2_500_000,
  message:
    'Sample request: we seek the equity part of the 2.5 M EUR financing of the plant; the PPA term sheet and the grid connection permit are ready.',
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
  if (
    (await db.select({ id: fundingRequests.id }).from(fundingRequests).where(eq(fundingRequests.projectId, project.id)).limit(1)).length > 0
  )
    return 0;
  const deps = { db, now, accountMail: { notification: async () => {} } };
  const user = sessionUserOf(owner);
  const draft = await createRequest(deps, user, {
    projectId: project.id,
    investorId: investor.id,
    message: SAMPLE_REQUEST.message,
    amountRequested: SAMPLE_REQUEST.amountRequested,
  });
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
    {
      name: 'Example holding — software, Lombardy',
      industryCode: '62.01',
      region: 'ITC4',
      invested: 400_000,
      investedOn: '2024-03-15',
      stage: 'growth',
      crScore: 74,
      previousCrScore: 78,
      npv: 620_000,
      irr: 0.21,
      cash: 900_000,
      monthlyBurn: 60_000,
    },
    {
      name: 'Example holding — food processing, Lazio',
      industryCode: '10.51',
      region: 'ITI4',
      invested: 150_000,
      investedOn: '2024-09-01',
      stage: 'early_revenue',
      crScore: 58,
      previousCrScore: 70,
      npv: -40_000,
      irr: 0.04,
      cash: 120_000,
      monthlyBurn: 30_000,
    },
    {
      name: 'Example holding — research lab, Campania',
      industryCode: '72.11',
      region: 'ITF3',
      invested: 200_000,
      investedOn: '2025-02-10',
      stage: 'validation',
      crScore: 66,
      previousCrScore: null,
      npv: 180_000,
      irr: 0.15,
      cash: null,
      monthlyBurn: null,
    },
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
  const [p] = await db
    .insert(portfolios)
    .values({
      ownerId: investor.id,
      name: SAMPLE_PORTFOLIO.name,
      description: 'Example data to show what a portfolio reads: replace it with your own.',
    })
    .returning();
  const rows: Array<typeof portfolioHoldings.$inferInsert> = SAMPLE_PORTFOLIO.imported.map((h) => ({
    portfolioId: p!.id,
    source: 'import' as const,
    addedBy: investor.id,
    ...h,
  }));
  if (shared)
    rows.unshift({
      portfolioId: p!.id,
      source: 'project',
      projectId: shared.id,
      name: shared.title,
      industryCode: shared.industry,
      region: shared.region ?? shared.country,
      invested: SAMPLE_PORTFOLIO.linkedInvested,
      addedBy: investor.id,
    });
  await db.insert(portfolioHoldings).values(rows);
  return 1;
}
