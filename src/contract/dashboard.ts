import { z } from 'zod';
import { text } from './safe-text.ts';

/**
 * The role dashboards' own data (issue 15, ADR 0030 "Dashboards"). Each list is computed from live
 * tables at read time, scoped to the caller.
 */

/** One thing waiting for an investor, with where it is handled. */
export const waitingItem = z.discriminatedUnion('kind', [
  /** A question they asked on a deal card, answered by the proponent in the last WAITING_ANSWER_DAYS days. */
  z.object({ kind: z.literal('answer'), at: text(), cardId: z.uuid(), projectTitle: text(), question: text() }),
  /** A funding request addressed to them, submitted and not yet taken into review. */
  z.object({ kind: z.literal('request'), at: text(), requestId: z.uuid(), projectTitle: text() }),
  /** A portfolio whose summary raises threshold alerts today. */
  z.object({
    kind: z.literal('alerts'),
    at: text(),
    portfolioId: z.uuid(),
    portfolioName: text(),
    count: z.number().int().positive(),
  }),
]);
export type WaitingItem = z.infer<typeof waitingItem>;
export const investorDashboard = z.object({ answerDays: z.number().int(), waiting: z.array(waitingItem) });
export type InvestorDashboardData = z.infer<typeof investorDashboard>;

/** What a consultant may do on a shared project, in the grant's words. */
export const SHARED_CAPABILITIES = ['read', 'comment', 'edit'] as const;
export const consultantDashboard = z.object({
  projects: z.array(
    z.object({
      id: z.uuid(),
      title: text(),
      ownerName: text(),
      capability: z.enum(SHARED_CAPABILITIES),
      /** When the grant was made, or when they joined the project's workspace. */
      sharedAt: text(),
      via: z.enum(['grant', 'member']),
    }),
  ),
  tasks: z.array(
    z.object({
      id: z.uuid(),
      projectId: z.uuid(),
      projectTitle: text(),
      itemId: text(),
      dueDate: text(),
      overdue: z.boolean(),
    }),
  ),
});
export type ConsultantDashboardData = z.infer<typeof consultantDashboard>;
