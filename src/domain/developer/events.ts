/** The events a webhook endpoint can subscribe to (issue 24): one per step of the project cycle. */
export const WEBHOOK_EVENTS = [
  'evaluation.completed',
  'document.analysed',
  'figure.accepted',
  'compliance.changed',
  'report.sealed',
  'funding_request.updated',
  'deal_card.moved',
  'project.shared',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
