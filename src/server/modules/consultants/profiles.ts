import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ConsultantProfile, ProfileBody, directoryQuery, reviewBody } from '../../../contract/consultants.ts';
import type { Specialty } from '../../../domain/consultants/index.ts';
import { coversRegion } from '../../../domain/consultants/index.ts';
import { consultantProfiles, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AccountMailer } from '../../mail-templates.ts';
import type { SessionUser } from '../auth/index.ts';
import { sendNotification } from '../notifications/index.ts';

export interface ConsultantDeps {
  db: Db;
  now: () => Date;
  accountMail: Pick<AccountMailer, 'notification'>;
}

type Row = typeof consultantProfiles.$inferSelect;
export const profileView = (r: Row, name: string): ConsultantProfile => ({
  userId: r.userId,
  name,
  headline: r.headline,
  bio: r.bio,
  specialties: r.specialties as Specialty[],
  regions: r.regions,
  languages: r.languages,
  dayRateCents: r.dayRateCents,
  hourlyRateCents: r.hourlyRateCents,
  credentials: r.credentials,
  status: r.status,
  reviewNote: r.reviewNote,
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
  submittedAt: r.submittedAt?.toISOString() ?? null,
});

const nameCol = sql<string>`coalesce(nullif(${users.username}, ''), ${users.email})`;

export async function profilesWhere(db: Db, where: ReturnType<typeof eq> | undefined): Promise<ConsultantProfile[]> {
  const rows = await db
    .select({ p: consultantProfiles, name: nameCol })
    .from(consultantProfiles)
    .innerJoin(users, eq(users.id, consultantProfiles.userId))
    .where(where)
    .orderBy(consultantProfiles.userId)
    .limit(2000);
  return rows.map((r) => profileView(r.p, r.name));
}

export async function myProfile(db: Db, user: SessionUser): Promise<ConsultantProfile | null> {
  return (await profilesWhere(db, eq(consultantProfiles.userId, user.id)))[0] ?? null;
}

/** Saves the consultant's own profile; any change takes it back to draft (to be submitted and verified again). */
export async function saveProfile(deps: ConsultantDeps, user: SessionUser, body: ProfileBody): Promise<ConsultantProfile> {
  const values = { ...body, headline: body.headline, status: 'draft' as const, updatedAt: deps.now(), reviewNote: null };
  await deps.db
    .insert(consultantProfiles)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: consultantProfiles.userId, set: values });
  return (await myProfile(deps.db, user))!;
}

export async function submitProfile(deps: ConsultantDeps, user: SessionUser): Promise<ConsultantProfile> {
  const rows = await deps.db
    .update(consultantProfiles)
    .set({ status: 'submitted', submittedAt: deps.now() })
    .where(and(eq(consultantProfiles.userId, user.id), sql`${consultantProfiles.status} in ('draft', 'rejected')`))
    .returning();
  if (rows.length === 0) throw new AppError('CONSULTANT_PROFILE_NOT_FOUND');
  return (await myProfile(deps.db, user))!;
}

/** An admin's decision on a submitted profile; the consultant is notified in their language. */
export async function reviewProfile(
  deps: ConsultantDeps,
  admin: SessionUser,
  userId: string,
  body: z.infer<typeof reviewBody>,
): Promise<ConsultantProfile> {
  const rows = await deps.db
    .update(consultantProfiles)
    .set({ status: body.decision, reviewNote: body.note, reviewedBy: admin.id, reviewedAt: deps.now() })
    .where(and(eq(consultantProfiles.userId, userId), eq(consultantProfiles.status, 'submitted')))
    .returning();
  if (rows.length === 0) throw new AppError('CONSULTANT_PROFILE_NOT_FOUND');
  await sendNotification(deps, {
    userId,
    type: body.decision === 'verified' ? 'success' : 'warning',
    message: { key: 'consultants.reviewed', params: { decision: body.decision, note: body.note } },
    linkUrl: '/dashboard',
  });
  return (await profilesWhere(deps.db, eq(consultantProfiles.userId, userId)))[0]!;
}

/** The directory: verified profiles only, filtered by specialty, region (NUTS, by containment), language and text. */
export async function directory(db: Db, q: z.infer<typeof directoryQuery>): Promise<ConsultantProfile[]> {
  const all = await profilesWhere(db, eq(consultantProfiles.status, 'verified'));
  const text = q.q?.trim().toLowerCase();
  return all.filter(
    (p) =>
      (!q.specialty || p.specialties.includes(q.specialty)) &&
      (!q.region || coversRegion(p.regions, q.region)) &&
      (!q.language || p.languages.includes(q.language)) &&
      (!text || `${p.name} ${p.headline} ${p.bio}`.toLowerCase().includes(text)),
  );
}
