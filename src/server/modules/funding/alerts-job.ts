import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { savedSearchQuery } from '../../../contract/funding.ts';
import { callAnswersSearch, deadlineAlertDue, emailDueAt, type AlertKind, type Digest } from '../../../domain/funding/index.ts';
import { fundingAlerts, fundingCalls, fundingSavedCalls, fundingSavedSearches, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { JobRunner } from '../jobs/index.ts';
import { sendNotification } from '../notifications/index.ts';
import { createdAfter, notClosed, type CallRow } from './match-repository.ts';
import { todayOf, toMatchCall } from './match-service.ts';

/**
 * The funding alerts (issue 14; ADR 0020): a periodic job finds what is new for each person's saved
 * searches (a call added after the search was saved that answers it) and saved calls (a higher
 * version, the 7-day and 1-day deadline reminders), records each as a row whose (user, key) is
 * unique — so nothing is ever alerted twice, whatever the number of runs or processes — tells it in
 * the app, and e-mails it through the outbox when due: at once, or batched by the search's digest.
 * A muted saved call produces nothing, not even through a saved search.
 */
export interface AlertDeps {
  db: Db;
  now: () => Date;
  publicOrigin: string;
  enqueueMail: (m: { to: string; subject: string; body: string; kind: string }) => Promise<void>;
}

export const FUNDING_ALERTS_JOB = 'funding.alerts';
/** Calls a saved search scans per run (newest first). */
const SEARCH_SCAN_LIMIT = 1_000;

interface Candidate {
  userId: string;
  key: string;
  kind: AlertKind;
  call: CallRow;
  savedSearchId: string | null;
  searchName: string | null;
  digest: Digest;
}

type Lang = 'en' | 'it';
const dateText = (iso: string | null, lang: Lang) =>
  iso
    ? new Intl.DateTimeFormat(lang === 'it' ? 'it-IT' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${iso}T00:00:00Z`),
      )
    : lang === 'it'
      ? 'senza scadenza'
      : 'no deadline';

/** The alert in the person's language: a title and one line. The call's own text stays in its language. */
export function alertText(
  a: Pick<Candidate, 'kind' | 'searchName'> & { call: Pick<CallRow, 'title' | 'funder' | 'closesAt' | 'version'> },
  lang: Lang,
): { title: string; content: string } {
  const closes = dateText(a.call.closesAt, lang);
  const it = lang === 'it';
  switch (a.kind) {
    case 'new_call':
      return {
        title: it ? `Nuovo bando per “${a.searchName ?? ''}”` : `New call for “${a.searchName ?? ''}”`,
        content: it
          ? `${a.call.title} (${a.call.funder}); scadenza: ${closes}.`
          : `${a.call.title} (${a.call.funder}); deadline: ${closes}.`,
      };
    case 'changed':
      return {
        title: it ? 'Un bando salvato è cambiato' : 'A saved call changed',
        content: it ? `${a.call.title}: aggiornato (versione ${a.call.version}).` : `${a.call.title}: updated (version ${a.call.version}).`,
      };
    case 'deadline_7':
      return {
        title: it ? 'Scadenza entro 7 giorni' : 'Deadline within 7 days',
        content: it ? `${a.call.title}: chiude il ${closes}.` : `${a.call.title}: closes on ${closes}.`,
      };
    case 'deadline_1':
      return {
        title: it ? 'Ultimo giorno per candidarsi' : 'Last day to apply',
        content: it ? `${a.call.title}: chiude il ${closes}.` : `${a.call.title}: closes on ${closes}.`,
      };
  }
}

async function searchCandidates(db: Db, today: string): Promise<Candidate[]> {
  const out: Candidate[] = [];
  const searches = await db.select().from(fundingSavedSearches).where(eq(fundingSavedSearches.alerts, true));
  for (const s of searches) {
    const query = savedSearchQuery.catch({}).parse(s.query);
    const rows = await db
      .select({ call: fundingCalls })
      .from(fundingCalls)
      .leftJoin(fundingSavedCalls, and(eq(fundingSavedCalls.callId, fundingCalls.id), eq(fundingSavedCalls.userId, s.userId)))
      .where(and(createdAfter(s.createdAt), notClosed(today), or(isNull(fundingSavedCalls.id), eq(fundingSavedCalls.muted, false))))
      .orderBy(sql`${fundingCalls.createdAt} desc`)
      .limit(SEARCH_SCAN_LIMIT);
    for (const { call } of rows) {
      if (!callAnswersSearch(query, { ...toMatchCall(call), funder: call.funder, source: call.source }, today)) continue;
      out.push({
        userId: s.userId,
        key: `search:${s.id}:${call.id}`,
        kind: 'new_call',
        call,
        savedSearchId: s.id,
        searchName: s.name,
        digest: s.digest,
      });
    }
  }
  return out;
}

async function savedCallCandidates(
  db: Db,
  today: string,
): Promise<{ candidates: Candidate[]; seen: Array<{ id: string; version: number }> }> {
  const rows = await db
    .select({ saved: fundingSavedCalls, call: fundingCalls })
    .from(fundingSavedCalls)
    .innerJoin(fundingCalls, eq(fundingCalls.id, fundingSavedCalls.callId))
    .where(eq(fundingSavedCalls.muted, false));
  const candidates: Candidate[] = [];
  const seen: Array<{ id: string; version: number }> = [];
  for (const { saved, call } of rows) {
    const base = { userId: saved.userId, call, savedSearchId: null, searchName: null, digest: 'none' as const };
    if (call.version > saved.seenVersion) {
      candidates.push({ ...base, key: `changed:${call.id}:v${call.version}`, kind: 'changed' });
      seen.push({ id: saved.id, version: call.version });
    }
    const due = deadlineAlertDue(call.closesAt, today);
    // The closing date is part of the key: a deadline moved by the funder is reminded again.
    if (due) candidates.push({ ...base, key: `${due}:${call.id}:${call.closesAt}`, kind: due });
  }
  return { candidates, seen };
}

// The alert's e-mail follows the saved search's digest (sent by sendDueEmails), not the general
// notification preferences: sendNotification is given a mailer that sends nothing.
const noMail = { notification: async () => undefined };

/** One run: new alerts recorded and told in the app, then the e-mails that are due. */
export async function runFundingAlerts(deps: AlertDeps): Promise<{ created: number; emailed: number }> {
  const now = deps.now();
  const today = todayOf(now);
  const fromCalls = await savedCallCandidates(deps.db, today);
  const candidates = [...(await searchCandidates(deps.db, today)), ...fromCalls.candidates];
  let created = 0;
  for (const c of candidates) {
    const inserted = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(fundingAlerts)
        .values({
          userId: c.userId,
          key: c.key,
          kind: c.kind,
          callId: c.call.id,
          savedSearchId: c.savedSearchId,
          createdAt: now,
          emailDueAt: emailDueAt(c.digest, now),
        })
        .onConflictDoNothing()
        .returning({ id: fundingAlerts.id });
      if (!row) return false;
      const params = {
        search: c.searchName ?? '',
        call: c.call.title,
        funder: c.call.funder,
        closes: c.call.closesAt,
        version: c.call.version,
      };
      await sendNotification(
        { db: tx as unknown as Db, accountMail: noMail },
        { userId: c.userId, type: 'info', message: { key: `fundingAlerts.${c.kind}`, params }, linkUrl: `/announcement/${c.call.id}` },
      );
      return true;
    });
    if (inserted) created += 1;
  }
  for (const s of fromCalls.seen)
    await deps.db.update(fundingSavedCalls).set({ seenVersion: s.version }).where(eq(fundingSavedCalls.id, s.id));
  return { created, emailed: await sendDueEmails(deps, now) };
}

/**
 * The e-mails due by now: one per person with every alert due (so a digest batches a day's or a
 * week's alerts), each alert claimed (emailed_at set) before its e-mail is written, so two runs never
 * send it twice. An alert whose call was muted since is dropped.
 */
export async function sendDueEmails(deps: AlertDeps, now: Date): Promise<number> {
  const claimed = await deps.db
    .update(fundingAlerts)
    .set({ emailedAt: now })
    .where(and(isNull(fundingAlerts.emailedAt), lte(fundingAlerts.emailDueAt, now)))
    .returning({ id: fundingAlerts.id });
  if (claimed.length === 0) return 0;
  const rows = await deps.db
    .select({
      alert: fundingAlerts,
      call: fundingCalls,
      email: users.email,
      language: users.language,
      searchName: fundingSavedSearches.name,
      muted: fundingSavedCalls.muted,
    })
    .from(fundingAlerts)
    .innerJoin(fundingCalls, eq(fundingCalls.id, fundingAlerts.callId))
    .innerJoin(users, eq(users.id, fundingAlerts.userId))
    .leftJoin(fundingSavedSearches, eq(fundingSavedSearches.id, fundingAlerts.savedSearchId))
    .leftJoin(
      fundingSavedCalls,
      and(eq(fundingSavedCalls.callId, fundingAlerts.callId), eq(fundingSavedCalls.userId, fundingAlerts.userId)),
    )
    .where(
      inArray(
        fundingAlerts.id,
        claimed.map((c) => c.id),
      ),
    )
    .orderBy(fundingAlerts.createdAt);
  const byUser = new Map<string, typeof rows>();
  for (const r of rows) {
    if (r.muted) continue;
    byUser.set(r.alert.userId, [...(byUser.get(r.alert.userId) ?? []), r]);
  }
  for (const list of byUser.values()) {
    const lang: Lang = list[0]!.language === 'it' ? 'it' : 'en';
    const lines = list.map((r) => {
      const t = alertText({ kind: r.alert.kind, searchName: r.searchName, call: r.call }, lang);
      return `- ${t.title}: ${t.content}\n  ${deps.publicOrigin}/announcement/${r.call.id}`;
    });
    const subject = lang === 'it' ? `Avvisi sui bandi: ${list.length}` : `Funding alerts: ${list.length}`;
    const tail =
      lang === 'it'
        ? `Gestisci ricerche e avvisi: ${deps.publicOrigin}/settings#funding-alerts`
        : `Manage your searches and alerts: ${deps.publicOrigin}/settings#funding-alerts`;
    await deps.enqueueMail({ to: list[0]!.email, subject, body: `${lines.join('\n')}\n\n${tail}`, kind: 'funding-alert' });
  }
  return byUser.size;
}

/** Registers the job; `scheduleFundingAlerts` (from the runner's sweep) queues one run. The handler is idempotent. */
export function registerFundingJobs(deps: AlertDeps & { jobs: JobRunner }): void {
  deps.jobs.register(FUNDING_ALERTS_JOB, { run: async () => void (await runFundingAlerts(deps)), maxAttempts: 3 });
}

export async function scheduleFundingAlerts(deps: { db: Db; jobs: JobRunner }): Promise<void> {
  // Reads first: with nothing saved and nothing due, the sweep writes nothing (ADR 0009's write clock on PGlite).
  const res = await deps.db.execute(sql`select (
      exists (select 1 from ${fundingSavedSearches} where ${fundingSavedSearches.alerts})
      or exists (select 1 from ${fundingSavedCalls} where not ${fundingSavedCalls.muted})
      or exists (select 1 from ${fundingAlerts} where ${fundingAlerts.emailedAt} is null)
    ) as any`);
  if ((res as unknown as { rows: Array<{ any: boolean }> }).rows[0]?.any) await deps.jobs.enqueue(FUNDING_ALERTS_JOB, {});
}
