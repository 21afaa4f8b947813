import { z } from 'zod';

/** Issue 27 step 7: the investor directory (opt-in theses) and a project's ranked matches. */
const codes = z.array(z.string().trim().min(1).max(40)).max(30);

/** GET/PUT /api/investor-profile (investors only): the caller's directory entry. `listed` is the opt-in. */
export const investorProfileBody = z
  .object({
    listed: z.boolean(),
    headline: z.string().trim().max(300),
    sectors: codes,
    regions: codes,
    stages: codes,
    ticketMin: z.number().nonnegative().max(1e13).nullable(),
    ticketMax: z.number().nonnegative().max(1e13).nullable(),
    instruments: codes,
    languages: codes,
  })
  .strict()
  .refine((b) => b.ticketMin === null || b.ticketMax === null || b.ticketMin <= b.ticketMax, {
    path: ['ticketMax'],
    message: 'ticketMax must not be below ticketMin',
  });
export type InvestorProfileBody = z.infer<typeof investorProfileBody>;
export const investorProfile = z.object({
  listed: z.boolean(),
  headline: z.string(),
  sectors: z.array(z.string()),
  regions: z.array(z.string()),
  stages: z.array(z.string()),
  ticketMin: z.number().nullable(),
  ticketMax: z.number().nullable(),
  instruments: z.array(z.string()),
  languages: z.array(z.string()),
  updatedAt: z.iso.datetime().nullable(),
});
export type InvestorProfile = z.infer<typeof investorProfile>;

/** GET /api/projects/:id/investor-matches: listed investors ranked by fit (src/domain/funding/investor-fit.ts). */
export const investorMatch = z.object({
  investor: z.object({ id: z.string(), name: z.string(), headline: z.string() }),
  thesis: investorProfile.omit({ listed: true, headline: true, updatedAt: true }),
  fits: z.boolean(),
  score: z.number().int().min(0).max(100),
  criteria: z.array(
    z.object({
      name: z.enum(['sector', 'region', 'stage', 'ticket', 'language']),
      outcome: z.enum(['met', 'not_met', 'unknown']),
      detail: z.string(),
    }),
  ),
});
export type InvestorMatch = z.infer<typeof investorMatch>;
export const investorMatchList = z.array(investorMatch);
