import { useMutation } from '@tanstack/react-query';
import type { FeedbackBody, FeedbackItem } from '../../../contract/feedback.ts';
import { feedbackRoute, type FeedbackStatus } from '../../../domain/feedback/index.ts';
import { apiRequest } from '../../lib/api.ts';

export type { FeedbackBody, FeedbackItem, FeedbackStatus };

/** The app's version as built (vite.config.ts defines it from package.json); "dev" in tests. */
export const APP_VERSION: string = (import.meta.env.VITE_APP_VERSION as string | undefined) ?? 'dev';

/**
 * Exactly what the widget sends (ADR 0054): the words, the path without its query or fragment, the
 * version and the window's size. The dialog shows this very object before sending.
 */
export function feedbackPayload(description: string, pathname: string, viewport: { width: number; height: number }): FeedbackBody {
  return {
    description: description.trim(),
    route: feedbackRoute(pathname),
    appVersion: APP_VERSION,
    viewport: { width: Math.round(viewport.width), height: Math.round(viewport.height) },
  };
}

export const useSendFeedback = () =>
  useMutation({ mutationFn: (body: FeedbackBody) => apiRequest<{ id: string; status: FeedbackStatus }>('POST', '/api/feedback', body) });
