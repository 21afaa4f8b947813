/**
 * Which view of a deal card an investor gets (ADR 0029) — the one place this is decided.
 *
 * - `full`: the access backbone lets them view the project (membership or a live grant, ADR 0013);
 *   the card shows the project's own facts and its due diligence may link to the project's records.
 * - `showcase`: no access, but they follow the project and it is published on the showcase. A
 *   published showcase gives NO grant: the card shows only what the owner chose to publish, the
 *   project stays 404 to them; their private checklist, notes, findings and decision work.
 * - `hidden`: neither (share revoked, request withdrawn, unfollowed, unpublished): the card is left
 *   out and answers 404, kept with its history in case access returns.
 */
export type CardView = 'full' | 'showcase' | 'hidden';

export function cardView(f: { canViewProject: boolean; followed: boolean; published: boolean }): CardView {
  if (f.canViewProject) return 'full';
  if (f.followed && f.published) return 'showcase';
  return 'hidden';
}

/** What a published showcase holds for a project (its chosen fields and the values behind them). */
export interface PublishedFacts {
  fields: readonly string[];
  industry: string;
  country: string | null;
  fundingSought: number | null;
  /** The CR total of the evaluation behind the showcase's sealed report. */
  score: number | null;
}

/** A showcase card's facts: each is shown only when the owner published the matching field, else null. */
export function showcaseCardFacts(p: PublishedFacts): {
  industry: string | null;
  region: string | null;
  ticket: number | null;
  crScore: number | null;
} {
  const has = (f: string) => p.fields.includes(f);
  return {
    industry: has('industry') ? p.industry : null,
    region: has('country') ? p.country : null,
    ticket: has('fundingSought') ? p.fundingSought : null,
    crScore: has('score') ? p.score : null,
  };
}
