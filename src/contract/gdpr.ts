import { z } from 'zod';
import { text } from './safe-text.ts';

export { COOKIE_POLICY_VERSION } from './constants.ts';

/** Seed section 7: the four purposes; necessary cookies are always on. */
export const consentBody = z.object({
  necessary_cookies: z.literal(true),
  analytics_cookies: z.boolean(),
  marketing_cookies: z.boolean(),
  functional_cookies: z.boolean(),
  /** A random id the browser keeps for a visitor who is not signed in. */
  visitorId: z.uuid().optional(),
  policyVersion: text().max(20).optional(),
});
export type ConsentBody = z.infer<typeof consentBody>;

export const consentRecorded = z.object({
  id: text(),
  recordedAt: z.iso.datetime(),
  policyVersion: text(),
});
