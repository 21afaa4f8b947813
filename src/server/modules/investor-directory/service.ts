import { eq, and, inArray } from 'drizzle-orm';
import type { InvestorMatch, InvestorProfile, InvestorProfileBody } from '../../../contract/investor-directory.ts';
import { investorFit, rankInvestors, type FitProject, type InvestorThesis } from '../../../domain/funding/investor-fit.ts';
import { investorProfiles, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ResolvedProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';

type Row = typeof investorProfiles.$inferSelect;

const EMPTY: InvestorProfile = {
  listed: false,
  headline: '',
  sectors: [],
  regions: [],
  stages: [],
  ticketMin: null,
  ticketMax: null,
  instruments: [],
  languages: [],
  updatedAt: null,
};

const toProfile = (r: Row): InvestorProfile => ({
  listed: r.listed,
  headline: r.headline,
  sectors: r.sectors,
  regions: r.regions,
  stages: r.stages,
  ticketMin: r.ticketMin,
  ticketMax: r.ticketMax,
  instruments: r.instruments,
  languages: r.languages,
  updatedAt: r.updatedAt.toISOString(),
});

const thesisOf = (
  p: Pick<Row, 'sectors' | 'regions' | 'stages' | 'ticketMin' | 'ticketMax' | 'instruments' | 'languages'>,
): InvestorThesis => ({
  sectors: p.sectors,
  regions: p.regions,
  stages: p.stages,
  ticketMin: p.ticketMin,
  ticketMax: p.ticketMax,
  instruments: p.instruments,
  languages: p.languages,
});

function investorOnly(user: SessionUser): void {
  if (user.role !== 'investor') throw new AppError('INVESTOR_PROFILE_ONLY');
}

export async function getProfile(db: Db, user: SessionUser): Promise<InvestorProfile> {
  investorOnly(user);
  const [row] = await db.select().from(investorProfiles).where(eq(investorProfiles.userId, user.id)).limit(1);
  return row ? toProfile(row) : EMPTY;
}

export async function putProfile(db: Db, user: SessionUser, body: InvestorProfileBody, now: Date): Promise<InvestorProfile> {
  investorOnly(user);
  const values = { ...body, updatedAt: now };
  const [row] = await db
    .insert(investorProfiles)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: investorProfiles.userId, set: values })
    .returning();
  return toProfile(row!);
}

/** The caller's own thesis when they are a listed investor (their inbox order), else null. */
export async function thesisOfUser(db: Db, userId: string): Promise<InvestorThesis | null> {
  const [row] = await db
    .select()
    .from(investorProfiles)
    .where(and(eq(investorProfiles.userId, userId), eq(investorProfiles.listed, true)))
    .limit(1);
  return row ? thesisOf(row) : null;
}

export function fitProjectOf(p: ResolvedProject['row'], language: string | null): FitProject {
  return {
    industry: p.industry,
    country: p.country,
    region: p.region,
    stage: p.stage,
    fundingSought: p.fundingSought,
    language,
  };
}

/**
 * The directory for one project: only investors who opted in (`listed`, and still an investor
 * account; the filter is in the query, so nobody else is ever read), ranked by fit with reasons.
 */
export async function projectMatches(db: Db, user: SessionUser, p: ResolvedProject): Promise<InvestorMatch[]> {
  const rows = await db
    .select({ profile: investorProfiles, name: users.username, role: users.role })
    .from(investorProfiles)
    .innerJoin(users, eq(users.id, investorProfiles.userId))
    .where(and(eq(investorProfiles.listed, true), inArray(users.role, ['investor'])))
    .limit(500);
  const project = fitProjectOf(p.row, user.language ?? null);
  return rankInvestors(
    rows
      .filter((r) => r.profile.userId !== user.id)
      .map((r) => ({ id: r.profile.userId, name: r.name ?? '', headline: r.profile.headline, thesis: thesisOf(r.profile) })),
    project,
  ).map(({ investor, fit }) => ({
    investor: { id: investor.id, name: investor.name, headline: investor.headline },
    thesis: investor.thesis as InvestorMatch['thesis'],
    fits: fit.fits,
    score: fit.score,
    criteria: fit.criteria,
  }));
}

export { investorFit };
