/**
 * A notification as a message key and parameters, worded in the reader's language (ADR 0030). The
 * words live in a catalogue per language (src/web/locales/<lng>/notifications.json on the screen, the
 * same text in src/server/modules/notifications/catalogue.ts for e-mails); this is the one rule that
 * turns key + parameters + catalogue into a title and a line, on both sides.
 */

export type MessageParams = Readonly<Record<string, string | number | null>>;
export interface NotificationMessage {
  key: string;
  params: MessageParams;
}

/** The keys every sender may use (a key outside this list is refused by the type). */
export const NOTIFICATION_KEYS = [
  'dealFlow.questionAsked',
  'dealFlow.questionAskedDue',
  'dealFlow.questionAnswered',
  'dealFlow.accessRequested',
  'grants.shared',
  'fundingRequests.transition',
  'fundingRequests.message',
  'comments.posted',
  'fundingAlerts.new_call',
  'fundingAlerts.changed',
  'fundingAlerts.deadline_7',
  'fundingAlerts.deadline_1',
  'realization.slippage',
  'realization.reminder',
  'realization.kpiLate',
  'realization.kpiLateInvestor',
  'realization.kpiThreshold',
  'consultants.reviewed',
  'engagements.changed',
  'engagements.message',
  'feedback.received',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

/** One language's catalogue: `messages.<key>.title|content`, and `values.<param>.<value>` words for enumerated parameters. */
export interface NotificationCatalogue {
  messages: Readonly<Record<string, Readonly<Record<string, Readonly<{ title: string; content?: string }>>>>>;
  values: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A parameter as the reader reads it: a word of `values` when the parameter is enumerated (null is
 * `values.<param>.none`), an ISO date as a long date in the language (UTC), else as given.
 */
function word(catalogue: NotificationCatalogue, lang: string, name: string, v: string | number | null): string {
  const words = catalogue.values[name];
  if (v === null) return words?.none ?? '';
  if (words && typeof v === 'string' && words[v] !== undefined) return words[v]!;
  if (typeof v === 'string' && ISO_DATE.test(v)) {
    return new Intl.DateTimeFormat(lang === 'it' ? 'it-IT' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${v}T00:00:00Z`),
    );
  }
  return String(v);
}

const fill = (template: string, values: Readonly<Record<string, string>>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => values[k] ?? '');

/**
 * The title and line of a message in one language; null when the catalogue lacks the key (then the
 * stored English text stands). `content` is null when the message has no line of its own: the
 * stored line is a person's words (a question, a comment), shown as written.
 */
export function renderNotification(
  catalogue: NotificationCatalogue,
  lang: string,
  m: { key: string; params: MessageParams },
): { title: string; content: string | null } | null {
  const dot = m.key.indexOf('.');
  const entry = dot > 0 ? catalogue.messages[m.key.slice(0, dot)]?.[m.key.slice(dot + 1)] : undefined;
  if (!entry) return null;
  const values = Object.fromEntries(Object.entries(m.params).map(([k, v]) => [k, word(catalogue, lang, k, v)]));
  return { title: fill(entry.title, values), content: entry.content === undefined ? null : fill(entry.content, values) };
}
