import { sql } from 'drizzle-orm';
import { say, type AnswerSentence, type Citation, type Lang } from '../../../domain/advice/index.ts';
import type { Db } from '../../db/types.ts';
import type { Records } from './records.ts';

interface Passage {
  readonly text: string;
  readonly citation: Citation;
  readonly source: string;
}

/** The project's text cut into sentences, each with the place it comes from. */
function passagesOf(r: Records): Passage[] {
  const out: Passage[] = [];
  for (const p of r.pages)
    for (const s of p.text.split(/(?<=[.!?;])\s+|\n\s*\n/)) {
      const text = s.replace(/\s+/g, ' ').trim();
      if (text.length >= 12 && text.length <= 400)
        out.push({
          text,
          citation: { kind: 'document', ref: `${p.documentId}:${p.page}`, quote: text },
          source: say(r.lang, 'page', { file: p.filename, page: p.page }),
        });
    }
  for (const f of r.figures) out.push({ text: f.quote, citation: { kind: 'figure', ref: f.id, quote: f.quote }, source: f.sourceFilename });
  for (const g of r.gaps) out.push({ text: g.title, citation: { kind: 'compliance', ref: g.itemId, quote: g.title }, source: g.framework });
  for (const x of r.roadmap) out.push({ text: x.title, citation: { kind: 'roadmap', ref: x.id, quote: x.title }, source: 'roadmap' });
  return out;
}

const CONFIG: Readonly<Record<Lang, string>> = { en: 'english', it: 'italian' };

/**
 * Retrieval with PostgreSQL full-text search (ADR 0043): the question and each passage go through
 * the same text search configuration (English or Italian, from the question's own words: stop words
 * dropped, words stemmed); a passage is retrieved when it holds at least half of the question's
 * terms. The three best are quoted, each with its place. Nothing retrieved → no sentence.
 */
export async function retrieve(db: Db, r: Records, question: string, questionLang: Lang): Promise<AnswerSentence[]> {
  const passages = passagesOf(r);
  if (passages.length === 0) return [];
  const cfg = CONFIG[questionLang];
  const res = await db.execute(sql`
    with q as (select array(select distinct unnest(tsvector_to_array(to_tsvector(${cfg}::regconfig, ${question})))) as terms),
    p as (
      select idx, tsvector_to_array(to_tsvector(${cfg}::regconfig, body)) as lex
      from jsonb_array_elements_text(${JSON.stringify(passages.map((x) => x.text))}::jsonb) with ordinality as t(body, idx)
    )
    select (p.idx - 1)::int as idx,
      cardinality(array(select unnest(p.lex) intersect select unnest(q.terms)))::int as hits,
      cardinality(q.terms)::int as total
    from p, q
    order by hits desc, p.idx
    limit 10`);
  const rows = (res as unknown as { rows: { idx: number; hits: number; total: number }[] }).rows;
  return rows
    .filter((x) => x.total > 0 && x.hits >= Math.max(1, Math.ceil(x.total / 2)))
    .slice(0, 3)
    .map((x) => {
      const p = passages[x.idx]!;
      return { text: say(r.lang, 'retrieved', { quote: p.text, source: p.source }), citations: [p.citation] };
    });
}
