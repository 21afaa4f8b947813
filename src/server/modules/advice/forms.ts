import { PILLAR_NAMES, SUBFACTOR_NAMES, say, type AnswerSentence, type Citation } from '../../../domain/advice/index.ts';
import {
  COMPLIANCE_QUESTIONS,
  recomputeCrScore,
  type ComplianceHubSummary,
  type CrScore,
  type CrScoreInput,
} from '../../../domain/scoring/index.ts';
import { hubSummaryFor } from '../compliance/index.ts';
import { projectFundingMatches } from '../funding/index.ts';
import type { AdviceDeps, Records } from './records.ts';

const one = (n: number) => (Math.round(n * 10) / 10).toFixed(1);
const two = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
const nameOf = (id: string, r: Records) => SUBFACTOR_NAMES[id]?.[r.lang] ?? id;

/** The stored score of the latest evaluation, with citations to its fields (`<version>:<path>`, the stored value as quote). */
function scored(r: Records) {
  const e = r.evaluation;
  if (!e) return null;
  const score = (e.result as { score?: CrScore }).score;
  if (!score) return null;
  const cite = (path: string, value: unknown): Citation => ({ kind: 'evaluation', ref: `${e.version}:${path}`, quote: String(value) });
  return { e, score, input: (e.result as { scoreInput: CrScoreInput }).scoreInput, cite };
}

/** "Why is my score X": the total, the pillars, and the weakest sub-factors with their values. */
export function whyScore(r: Records): AnswerSentence[] {
  const s = scored(r);
  if (!s) return [];
  const out: AnswerSentence[] = [
    {
      text: say(r.lang, 'scoreIs', { total: one(s.score.total), version: s.e.version }),
      citations: [s.cite('score.total', s.score.total)],
    },
  ];
  s.score.pillars.forEach((p, i) =>
    out.push({
      text: say(r.lang, 'pillar', { pillar: PILLAR_NAMES[p.id]?.[r.lang] ?? p.id, score: one(p.score) }),
      citations: [s.cite(`score.pillars[${i}].score`, p.score)],
    }),
  );
  const weakest = s.score.subFactors
    .map((f, i) => ({ f, i }))
    .filter(({ f }) => f.status !== 'not-applicable')
    .sort((a, b) => a.f.score - b.f.score || b.f.weight - a.f.weight)
    .slice(0, 3);
  for (const { f, i } of weakest)
    out.push(
      f.status === 'missing'
        ? { text: say(r.lang, 'missingInput', { name: nameOf(f.id, r) }), citations: [s.cite(`score.subFactors[${i}].status`, f.status)] }
        : {
            text: say(r.lang, 'weakest', { name: nameOf(f.id, r), score: one(f.score), weight: one(f.weight * 100) }),
            citations: [s.cite(`score.subFactors[${i}].score`, f.score), s.cite(`score.subFactors[${i}].weight`, f.weight)],
          },
    );
  return out;
}

const unrounded = (score: CrScore) => score.pillars.reduce((a, p) => a + p.points, 0);

/** The hub with one gap closed: its framework's Σ W·r gains W·(1 − r). */
function closeGap(hub: ComplianceHubSummary, framework: string, weight: number, result: number): ComplianceHubSummary {
  return {
    frameworks: hub.frameworks.map((f) => (f.id === framework ? { ...f, weightedResult: f.weightedResult + weight * (1 - result) } : f)),
  };
}

/**
 * "What raises it most": each candidate's gain computed by the scoring engine. A compliance gap is closed
 * in the current compliance hub and the score recomputed; a cr-v1 question is answered yes and
 * recomputed; a market or financial sub-factor gains what the engine's improvement list says
 * (weight × (100 − score), the most it can add). Largest first, three shown.
 */
export async function raiseScore(deps: AdviceDeps, r: Records): Promise<AnswerSentence[]> {
  const s = scored(r);
  if (!s) return [];
  const hub = await hubSummaryFor(deps.db, r.project.row.id);
  const base = hub ? recomputeCrScore({ version: 'cr-v2', input: { ...s.input, compliance: { ...s.input.compliance, hub } } }) : s.score;
  const baseTotal = unrounded(base);
  const candidates: { gain: number; sentence: AnswerSentence }[] = [];
  if (hub)
    for (const g of r.gaps) {
      const closed = recomputeCrScore({
        version: 'cr-v2',
        input: { ...s.input, compliance: { ...s.input.compliance, hub: closeGap(hub, g.framework, g.weight, g.result) } },
      });
      const gain = unrounded(closed) - baseTotal;
      if (gain > 0.005)
        candidates.push({
          gain,
          sentence: {
            text: say(r.lang, 'gainGap', { title: g.title, framework: g.framework, gain: two(gain) }),
            citations: [{ kind: 'compliance', ref: g.itemId, quote: g.title }],
          },
        });
    }
  for (const imp of s.score.improvements) {
    const i = s.score.subFactors.findIndex((f) => f.id === imp.subFactor);
    const f = s.score.subFactors[i]!;
    if (hub && f.pillar === 'compliance') continue; // the hub's gaps above stand for these
    if (imp.questionId) {
      const answered = {
        ...s.input,
        compliance: { ...s.input.compliance, answers: { ...s.input.compliance.answers, [imp.questionId]: 'yes' as const } },
      };
      const gain = unrounded(recomputeCrScore({ version: s.score.version, input: answered })) - unrounded(s.score);
      const q = COMPLIANCE_QUESTIONS.find((x) => x.id === imp.questionId);
      const question = r.lang === 'en' && q ? `${q.id} ${q.description}` : imp.questionId;
      if (gain > 0.005)
        candidates.push({
          gain,
          sentence: {
            text: say(r.lang, 'gainQuestion', { question, gain: two(gain) }),
            citations: [s.cite(`score.subFactors[${i}].score`, f.score)],
          },
        });
      continue;
    }
    candidates.push({
      gain: imp.points,
      sentence: {
        text: say(r.lang, 'gainSubFactor', { name: nameOf(f.id, r), score: one(f.score), gain: two(imp.points) }),
        citations: [s.cite(`score.subFactors[${i}].score`, f.score), s.cite(`score.subFactors[${i}].weight`, f.weight)],
      },
    });
  }
  return candidates
    .sort((a, b) => b.gain - a.gain)
    .slice(0, 3)
    .map((c) => c.sentence);
}

/** "Which calls fit and why not": the live matches, their met criteria, and the criteria the others fail. */
export async function callsFit(deps: AdviceDeps, r: Records): Promise<AnswerSentence[]> {
  const matches = await projectFundingMatches({ db: deps.db, now: deps.now }, r.project.row, { limit: 50, includeIneligible: true });
  const out: AnswerSentence[] = [];
  const pick = [
    ...matches.filter((m) => m.eligible === 'yes').slice(0, 3),
    ...matches.filter((m) => m.eligible === 'unknown').slice(0, 2),
    ...matches.filter((m) => m.eligible === 'no').slice(0, 2),
  ];
  for (const m of pick) {
    r.calls.set(m.callId, m.call.title);
    const names = (o: string) =>
      m.criteria
        .filter((c) => c.outcome === o)
        .map((c) => `${c.name}${c.detail ? ` (${c.detail})` : ''}`)
        .join(', ');
    const citations: Citation[] = [{ kind: 'call', ref: m.callId, quote: m.call.title }];
    if (m.eligible === 'yes')
      out.push({ text: say(r.lang, 'callFits', { title: m.call.title, score: m.score ?? 0, met: names('met') }), citations });
    else if (m.eligible === 'unknown')
      out.push({ text: say(r.lang, 'callUnknown', { title: m.call.title, unknown: names('unknown') }), citations });
    else out.push({ text: say(r.lang, 'callNo', { title: m.call.title, notMet: names('not_met') }), citations });
  }
  return out;
}

/** "What does the investor still ask": the open questions of investors on the project. */
export function investorAsks(r: Records): AnswerSentence[] {
  return r.questions.map((q) => ({
    text: say(r.lang, 'investorAsks', { body: q.body }),
    citations: [{ kind: 'question', ref: q.id, quote: q.body }],
  }));
}

/** "What is missing from my plan": sub-factors without input, plan sections no document has, compliance items without evidence. */
export function planMissing(r: Records): AnswerSentence[] {
  const out: AnswerSentence[] = [];
  const s = scored(r);
  if (s)
    s.score.subFactors.forEach((f, i) => {
      if (f.status === 'missing')
        out.push({
          text: say(r.lang, 'missingInput', { name: nameOf(f.id, r) }),
          citations: [s.cite(`score.subFactors[${i}].status`, f.status)],
        });
    });
  for (const g of r.gaps.filter((x) => x.evidenceMissing !== null).slice(0, 5))
    out.push({
      text: say(r.lang, 'evidenceMissing', { title: g.title }),
      citations: [{ kind: 'compliance', ref: g.itemId, quote: g.title }],
    });
  return out;
}
