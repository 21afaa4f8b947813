import { z } from 'zod';

/** The seed's error report payload (section 3), sent by the web app's error boundary. */
export const clientErrorReport = z.object({
  message: z.string().max(2_000),
  stack: z.string().max(16_000).nullable().optional(),
  componentStack: z.string().max(16_000).nullable().optional(),
  timestamp: z.iso.datetime(),
  userAgent: z.string().max(512),
  url: z.string().max(2_048),
  errorCount: z.number().int().min(0).max(1_000_000),
  sessionId: z.string().max(100),
  viewport: z.object({ width: z.number().int().min(0).max(100_000), height: z.number().int().min(0).max(100_000) }),
});
export type ClientErrorReport = z.infer<typeof clientErrorReport>;

export const clientErrorAccepted = z.object({ id: z.string() });

/** What an admin reads back. */
export const storedClientError = clientErrorReport.extend({
  id: z.string(),
  userId: z.string().nullable(),
  receivedAt: z.iso.datetime(),
});
export const storedClientErrorList = z.array(storedClientError);
