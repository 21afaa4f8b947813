import { phrasedClaimHolds, type AnswerSentence } from '../../../domain/advice/index.ts';
import type { AdviceDeps } from './records.ts';

const AI_TIMEOUT_MS = 20_000;

/**
 * With AI_BASE_URL set, a model (OpenAI-compatible chat completions) may rephrase the engine's cited
 * sentences. Each phrased sentence must name the fact it rephrases and quote it; the claim is kept only
 * when that quote is in the retrieved text and it states no number the text lacks (ADR 0043), and is
 * marked `ai`. Any failure, or nothing surviving the rule, returns the engine's own sentences.
 */
export async function phraseWithModel(
  deps: AdviceDeps,
  question: string,
  sentences: readonly AnswerSentence[],
  sourceText: (s: AnswerSentence) => string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ sentences: AnswerSentence[]; ai: boolean }> {
  const ai = deps.ai;
  if (!ai || sentences.length === 0) return { sentences: [...sentences], ai: false };
  const facts = sentences.map((s, i) => ({ i, fact: s.text, source: sourceText(s) }));
  try {
    const res = await fetchImpl(`${ai.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {}) },
      body: JSON.stringify({
        model: ai.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          {
            role: 'system',
            content:
              'Rephrase the numbered facts as a short answer to the question, in the language of the facts. Use only the facts. ' +
              'Reply as JSON {"sentences":[{"text":string,"fact":number,"quote":string}]} where quote is copied verbatim from that fact\'s source.',
          },
          { role: 'user', content: JSON.stringify({ question, facts }) },
        ],
      }),
      signal: AbortSignal.timeout(AI_TIMEOUT_MS),
    });
    if (!res.ok) return { sentences: [...sentences], ai: false };
    const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
    const parsed = JSON.parse(body.choices?.[0]?.message?.content ?? '{}') as {
      sentences?: { text?: unknown; fact?: unknown; quote?: unknown }[];
    };
    const kept: AnswerSentence[] = [];
    for (const p of parsed.sentences ?? []) {
      if (typeof p.text !== 'string' || typeof p.quote !== 'string' || typeof p.fact !== 'number') continue;
      const original = sentences[p.fact];
      if (!original) continue;
      const source = facts[p.fact]!.source;
      if (!phrasedClaimHolds(p.text, p.quote, source, original.text)) continue;
      kept.push({ text: p.text, citations: original.citations, ai: true });
    }
    return kept.length > 0 ? { sentences: kept, ai: true } : { sentences: [...sentences], ai: false };
  } catch {
    return { sentences: [...sentences], ai: false };
  }
}
