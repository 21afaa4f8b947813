import { z } from 'zod';
import { text } from './safe-text.ts';

/** The seed's error report payload (section 3), sent by the web app's error boundary. */
export const clientErrorReport = z.object({
  message: text().max(2_000),
  stack: text().max(16_000).nullable().optional(),
  componentStack: text().max(16_000).nullable().optional(),
  timestamp: z.iso.datetime(),
  userAgent: text().max(512),
  url: text().max(2_048),
  errorCount: z.number().int().min(0).max(1_000_000),
  sessionId: text().max(100),
  viewport: z.object({ width: z.number().int().min(0).max(100_000), height: z.number().int().min(0).max(100_000) }),
});
export type ClientErrorReport = z.infer<typeof clientErrorReport>;

export const clientErrorAccepted = z.object({ id: text() });

/** What an admin reads back. */
export const storedClientError = clientErrorReport.extend({
  id: text(),
  userId: text().nullable(),
  receivedAt: z.iso.datetime(),
});
export const storedClientErrorList = z.array(storedClientError);
export type StoredClientError = z.infer<typeof storedClientError>;
