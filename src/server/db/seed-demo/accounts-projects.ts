import { eq } from 'drizzle-orm';
import { projects, users, workspaces } from '../schema/index.ts';
import type { Db } from '../types.ts';

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
  await db
    .insert(projects)
    .values(SAMPLE_PROJECTS.map((p) => ({ ...p, ownerId: owner.id, workspaceId: personal.id, isSample: true, currency: 'EUR' })));
  return SAMPLE_PROJECTS.length;
}
