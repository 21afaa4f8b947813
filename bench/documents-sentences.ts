// The sentence reader against the evaluation sets of real texts (issue 28), for `npm run bench --
// documents`: recall and precision on the development set and on the held-out set, per language and
// per key, the share of recalled figures whose period is right, and the share whose currency is.
// The optional model (AI_BASE_URL, AI_MODEL, AI_API_KEY) is measured on the same sets under the
// same rule as in the product (a figure whose quote is not in the text is dropped), and its gain over
// the local reader alone is printed; without those variables it is reported as not configured.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { CONFIDENCE_BANDS, evaluate, periodsRightRate, precision, recall } from '../src/domain/documents/sentence-eval.ts';
import { textDating } from '../src/domain/documents/document-date.ts';
import type { EvalText, Score } from '../src/domain/documents/sentence-eval.ts';
import { close } from '../src/domain/documents/figures.ts';
import { aiFigures } from '../src/server/modules/documents/analysis/ai.ts';
import { LABEL, SETS } from './documents-sentence-sets.ts';
import type { SetName } from './documents-sentence-sets.ts';

const here = dirname(fileURLToPath(import.meta.url));

export function loadSet(name: SetName): EvalText[] {
  const raw = JSON.parse(readFileSync(join(here, '..', 'tests', 'fixtures', 'documents', 'sentences', `${name}.json`), 'utf8')) as {
    texts: EvalText[];
  };
  return raw.texts;
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
function line(label: string, s: Score): string {
  return `${label.padEnd(16)} truths ${String(s.truths).padStart(3)}  proposed ${String(s.proposed).padStart(3)}  recall ${pct(recall(s)).padStart(7)}  precision ${pct(precision(s)).padStart(7)}  periods right ${pct(periodsRightRate(s)).padStart(7)}  currency right ${pct(s.matched ? s.currencyRight / s.matched : 1).padStart(7)}`;
}

/** Prints the evaluation; returns the first held-out set's score for the caller's verdict (the second's verdict is printed). */
export function printSentenceEvaluation(): Score {
  let held: Score | null = null;
  for (const name of SETS) {
    const texts = loadSet(name);
    const t0 = performance.now();
    const report = evaluate(texts);
    const ms = performance.now() - t0;
    console.log(
      `\nSentence reader on the ${LABEL[name]} set (${texts.length} ${name === 'dev-written' ? 'texts written to reproduce error categories' : 'real texts'}, ${ms.toFixed(0)} ms):`,
    );
    console.log(line('all', report.all));
    // issue 28's "done when": a stated key figure proposed with the right period (and a citation, which every proposal carries)
    console.log(
      `stated figures proposed with the right period: ${pct(report.all.truths ? report.all.periodsRight / report.all.truths : 1)} (${report.all.periodsRight} of ${report.all.truths}; the issue's "four in five")`,
    );
    for (const [lang, s] of Object.entries(report.byLanguage)) console.log(line(`  ${lang}`, s));
    for (const [key, s] of Object.entries(report.byKey).sort()) console.log(line(`  ${key}`, s));
    // ADR 0076: how precision varies with the confidence the reader gives (as written ≥ 0.95, one doubt 0.85–0.95, more < 0.85)
    console.log(
      `precision by confidence: ${CONFIDENCE_BANDS.map((b) => `${b} ${pct(precision(report.byConfidence[b]))} of ${report.byConfidence[b].proposed}`).join(', ')}`,
    );
    // a text that writes no year and carries no date cannot give any figure's year: the periods a reading can get right
    const dated = evaluate(texts.filter((t) => t.date !== null || /(?:19|20)\d\d|(?:FY|Q[1-4]\s?|[1-4]Q\s?|['’])\d\d\b/u.test(t.text))).all;
    console.log(
      `periods right in the ${dated.matched} recalled figures of texts that write a year or carry a date: ${pct(periodsRightRate(dated))} (${report.all.matched - dated.matched} recalled figures are in texts with neither)`,
    );
    // ADR 0055: the recorded publication date reaches the reader as the file's metadata date, as an upload's does
    const none = evaluate(texts, 'none').all;
    const asText = evaluate(texts, 'text').all;
    const undated = texts.filter((t) => t.date === null).length;
    console.log(
      `periods right with no date from outside the text (no metadata, no upload day; the reader's own inference only): ${pct(periodsRightRate(none))}; with the date given as the text's own (the protocol before): ${pct(periodsRightRate(asText))}; with it as the file's metadata date (now): ${pct(periodsRightRate(report.all))}; ${undated} of ${texts.length} texts carry no publication date and get none`,
    );
    // how each recorded date was established (tests/fixtures/documents/sentences/README.md)
    const sources = new Map<string, number>();
    for (const t of texts as (EvalText & { dateSource?: string })[])
      if (t.date !== null) sources.set(t.dateSource ?? 'not recorded', (sources.get(t.dateSource ?? 'not recorded') ?? 0) + 1);
    if (!sources.has('not recorded')) console.log(`recorded dates established by: ${[...sources].map(([k, n]) => `${k} ${n}`).join(', ')}`);
    const onlyFile = texts.filter((t) => t.date !== null && textDating(t.text).yearFromDates === null);
    const onlyScore = evaluate(onlyFile).all;
    console.log(
      `texts whose date comes only from the metadata (${onlyFile.length}, ${onlyScore.matched} recalled figures): periods right ${pct(periodsRightRate(onlyScore))}, without it ${pct(periodsRightRate(evaluate(onlyFile, 'none').all))}`,
    );
    if (name === 'heldout') held = report.all;
    if (name === 'heldout2') {
      const m = recall(report.all) >= 0.8 && precision(report.all) >= 0.95 && periodsRightRate(report.all) >= 0.9;
      console.log(`Second held-out set's goals (recall ≥ 80 %, precision ≥ 95 %, periods right ≥ 90 %): ${m ? 'met' : 'NOT met'}`);
    }
  }
  const h = held as unknown as Score;
  const met = recall(h) >= 0.8 && precision(h) >= 0.95 && periodsRightRate(h) >= 0.9;
  console.log(`Held-out goals (recall ≥ 80 %, precision ≥ 95 %, periods right ≥ 90 %): ${met ? 'met' : 'NOT met'}`);
  return h;
}

/** The optional model on the same sets; a figure counts when its key and value match a truth (0.5 %). */
export async function printModelEvaluation(): Promise<void> {
  const baseUrl = process.env.AI_BASE_URL?.trim();
  const model = process.env.AI_MODEL?.trim();
  if (!baseUrl || !model) {
    console.log(
      '\nOptional model: NOT MEASURED. AI_BASE_URL and AI_MODEL are unset and no model is reachable from this machine, so its gain over the local reader is unknown; every figure above is the local reader alone.',
    );
    return;
  }
  for (const name of SETS) {
    let truths = 0;
    let proposed = 0;
    let matched = 0;
    for (const t of loadSet(name)) {
      const outcome = await aiFigures([{ page: 1, text: t.text }], { baseUrl, model, apiKey: process.env.AI_API_KEY?.trim() ?? '' });
      truths += t.figures.length;
      proposed += outcome.figures.length;
      const used = new Set<number>();
      for (const f of outcome.figures) {
        const i = t.figures.findIndex((x, j) => !used.has(j) && x.key === f.key && close(x.value, f.value, 0.005));
        if (i >= 0) {
          used.add(i);
          matched++;
        }
      }
    }
    const local = evaluate(loadSet(name)).all;
    console.log(
      `Optional model on the ${name} set: recall ${pct(truths ? matched / truths : 1)}, precision ${pct(proposed ? matched / proposed : 1)}; local reader recall ${pct(recall(local))}: gain ${pct((truths ? matched / truths : 1) - recall(local))}`,
    );
  }
}
