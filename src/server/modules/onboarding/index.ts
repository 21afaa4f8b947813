import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { onboardingBody, onboardingState, type OnboardingState } from '../../../contract/feedback.ts';
import { ONBOARDING_GOALS, type OnboardingGoal } from '../../../domain/feedback/index.ts';
import { SELF_SERVICE_ROLES } from '../../../domain/rbac/index.ts';
import { users } from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { errors } from '../../lib/responses.ts';

type UserRow = typeof users.$inferSelect;
const selfService = (role: string) => (SELF_SERVICE_ROLES as readonly string[]).includes(role);

/** The role may change on the first-run setup only: a self-service role, before the setup is done (ADR 0054). */
export const roleChangeable = (u: Pick<UserRow, 'role' | 'onboardedAt'>) => selfService(u.role) && !u.onboardedAt;

function stateOf(u: UserRow): OnboardingState {
  return {
    completedAt: u.onboardedAt ? u.onboardedAt.toISOString() : null,
    goals: (u.onboardingGoals ?? []).filter((g): g is OnboardingGoal => (ONBOARDING_GOALS as readonly string[]).includes(g)),
    role: u.role,
    roleChangeable: roleChangeable(u),
  };
}

async function userRow(db: Db, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * /beta-onboarding's state (issue 26): the goals, the completion, and the one role change a newcomer may
 * make there. Registration already offers proponent, investor or consultant; an admin is made only by an
 * admin (PATCH /api/admin/users/:id), so admin is never a choice and an admin's role never changes here.
 */
export function registerOnboardingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: 'GET',
    url: '/api/onboarding',
    config: { policy: 'authenticated' },
    schema: { tags: ['account'], response: { 200: onboardingState, ...errors(401) } },
    handler: async (request) => stateOf(await userRow(ctx.db, request.user!.id)),
  });

  r.route({
    method: 'PUT',
    url: '/api/onboarding',
    config: { policy: 'authenticated' },
    schema: { tags: ['account'], body: onboardingBody, response: { 200: onboardingState, ...errors(400, 401, 403) } },
    handler: async (request) => {
      const before = await userRow(ctx.db, request.user!.id);
      const { role, goals, language, complete } = request.body;
      const roleMoves = role !== undefined && role !== before.role;
      if (roleMoves && !roleChangeable(before)) throw new AppError('FORBIDDEN');
      const now = ctx.now();
      const set: Partial<UserRow> = { updatedAt: now };
      if (roleMoves) set.role = role;
      if (goals !== undefined) set.onboardingGoals = [...new Set(goals)];
      if (language !== undefined) set.language = language;
      if (complete && !before.onboardedAt) set.onboardedAt = now;
      const [after] = await ctx.db.update(users).set(set).where(eq(users.id, before.id)).returning();
      await ctx.audit(request, {
        action: 'account.onboarding',
        target: before.id,
        outcome: 'success',
        details: {
          ...(roleMoves ? { previousRole: before.role, role } : {}),
          ...(goals !== undefined ? { goals: set.onboardingGoals } : {}),
          ...(language !== undefined ? { language } : {}),
          ...(set.onboardedAt ? { completed: true } : {}),
        },
      });
      return stateOf(after!);
    },
  });
}
