import { z } from 'zod';
import { text } from './safe-text.ts';

/** Issue 27 step 7: the investor directory (opt-in theses) and a project's ranked matches. */
const codes = z.array(text().trim().min(1).max(40)).max(30);

/** GET/PUT /api/investor-profile (investors only): the caller's directory entry. `listed` is the opt-in. */
export const investorProfileBody = z
  .object({
    listed: z.boolean(),
    headline: text().trim().max(300),
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
  headline: text(),
  sectors: z.array(text()),
  regions: z.array(text()),
  stages: z.array(text()),
  ticketMin: z.number().nullable(),
  ticketMax: z.number().nullable(),
  instruments: z.array(text()),
  languages: z.array(text()),
  updatedAt: z.iso.datetime().nullable(),
});
export type InvestorProfile = z.infer<typeof investorProfile>;

/** GET /api/projects/:id/investor-matches: listed investors ranked by fit (src/domain/funding/investor-fit.ts). */
export const investorMatch = z.object({
  investor: z.object({ id: text(), name: text(), headline: text() }),
  thesis: investorProfile.omit({ listed: true, headline: true, updatedAt: true }),
  fits: z.boolean(),
  score: z.number().int().min(0).max(100),
  criteria: z.array(
    z.object({
      name: z.enum(['sector', 'region', 'stage', 'ticket', 'language']),
      outcome: z.enum(['met', 'not_met', 'unknown']),
      detail: text(),
    }),
  ),
});
export type InvestorMatch = z.infer<typeof investorMatch>;
export const investorMatchList = z.array(investorMatch);
