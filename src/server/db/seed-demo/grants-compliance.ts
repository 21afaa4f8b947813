import { and, eq } from 'drizzle-orm';
import { seedDemoAssessment } from '../../modules/compliance/index.ts';
import { projectGrants, projects, users } from '../schema/index.ts';
import type { Db } from '../types.ts';
import { DEMO_ACCOUNTS } from './accounts-projects.ts';

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
    const existing = await db
      .select({ id: projectGrants.id })
      .from(projectGrants)
      .where(and(eq(projectGrants.projectId, project.id), eq(projectGrants.granteeId, grantee.id)))
      .limit(1);
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
