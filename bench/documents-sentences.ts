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

const here = dirname(fileURLToPath(import.meta.url));
const SETS = [
  'dev',
  'dev-real2',
  'dev-real3',
  'dev-real4',
  'dev-real5',
  'dev-real6',
  'dev-real7',
  'dev-real8',
  'dev-real9',
  'dev-real10',
  'dev-real11',
  'dev-real12',
  'dev-real13',
  'dev-real14',
  'dev-real15',
  'dev-real16',
  'dev-real17',
  'dev-real18',
  'dev-real19',
  'dev-real20',
  'dev-real21',
  'dev-real22',
  'dev-real23',
  'dev-real24',
  'dev-real25',
  'dev-real26',
  'dev-real27',
  'dev-real28',
  'dev-real29',
  'dev-real30',
  'dev-real31',
  'dev-real32',
  'dev-real33',
  'dev-real34',
  'dev-real35',
  'dev-real36',
  'dev-real37',
  'dev-real38',
  'dev-real39',
  'dev-real40',
  'dev-real41',
  'dev-real42',
  'dev-real43',
  'dev-real44',
  'dev-real45',
  'dev-real46',
  'dev-real47',
  'dev-real48',
  'dev-real49',
  'dev-real50',
  'dev-real51',
  'dev-real52',
  'dev-real53',
  'dev-real54',
  'dev-real55',
  'dev-real56',
  'dev-real57',
  'dev-real58',
  'dev-real59',
  'dev-real60',
  'dev-real61',
  'dev-real62',
  'dev-real63',
  'dev-real64',
  'dev-real65',
  'dev-real66',
  'dev-real67',
  'dev-real68',
  'dev-real69',
  'dev-real70',
  'dev-real71',
  'dev-real72',
  'dev-real73',
  'dev-real74',
  'dev-real75',
  'dev-real76',
  'dev-real77',
  'dev-real78',
  'dev-real79',
  'dev-real80',
  'dev-real81',
  'dev-real82',
  'dev-real83',
  'dev-real84',
  'dev-real85',
  'dev-real86',
  'dev-real87',
  'dev-real88',
  'dev-real89',
  'dev-real90',
  'dev-real91',
  'dev-real92',
  'dev-real93',
  'dev-real94',
  'dev-real95',
  'dev-real96',
  'dev-real97',
  'dev-real98',
  'dev-real99',
  'dev-real100',
  'dev-real101',
  'dev-real102',
  'dev-real103',
  'dev-real104',
  'dev-real105',
  'dev-real106',
  'dev-real107',
  'dev-real108',
  'dev-real109',
  'dev-real110',
  'dev-real111',
  'dev-real112',
  'dev-real113',
  'dev-real114',
  'dev-real115',
  'dev-real116',
  'dev-written',
  'heldout',
  'heldout2',
] as const;
type SetName = (typeof SETS)[number];
const LABEL: Record<SetName, string> = {
  dev: 'development',
  'dev-real2': 'second development',
  'dev-real3': 'third development',
  'dev-real4': 'fourth development',
  'dev-real5': 'fifth development',
  'dev-real6': 'sixth development',
  'dev-real7': 'seventh development',
  'dev-real8': 'eighth development',
  'dev-real9': 'ninth development',
  'dev-real10': 'tenth development',
  'dev-real11': 'eleventh development',
  'dev-real12': 'twelfth development',
  'dev-real13': 'thirteenth development',
  'dev-real14': 'fourteenth development',
  'dev-real15': 'fifteenth development',
  'dev-real16': 'sixteenth development',
  'dev-real17': 'seventeenth development',
  'dev-real18': 'eighteenth development',
  'dev-real19': 'nineteenth development',
  'dev-real20': 'twentieth development (never tuned on)',
  'dev-real21': 'twenty-first development',
  'dev-real22': 'twenty-second development',
  'dev-real23': 'twenty-third development',
  'dev-real24': 'twenty-fourth development (tuned on from the twenty-fourth pass)',
  'dev-real25': 'twenty-fifth development',
  'dev-real26': 'twenty-sixth development (tuned on from the twenty-fifth pass)',
  'dev-real27': 'twenty-seventh development (untouched from the twenty-fifth pass until a number form in it was fixed in the twenty-ninth)',
  'dev-real28': 'twenty-eighth development (tuned on from the twenty-sixth pass)',
  'dev-real29': 'twenty-ninth development (tuned on from the twenty-sixth pass)',
  'dev-real30': 'thirtieth development (Italian; tuned on from the twenty-seventh pass)',
  'dev-real31': 'thirty-first development (Italian; tuned on from the twenty-seventh pass)',
  'dev-real32': 'thirty-second development (Italian; tuned on from the twenty-seventh pass)',
  'dev-real33': 'thirty-third development (Italian; tuned on from the twenty-seventh pass)',
  'dev-real34': 'thirty-fourth development (Italian; tuned on from the twenty-seventh pass)',
  'dev-real35': 'thirty-fifth development (Italian; tuned on from the twenty-seventh pass)',
  'dev-real36': 'thirty-sixth development (English newswire releases; tuned on from the twenty-eighth pass)',
  'dev-real37': 'thirty-seventh development (Italian releases; tuned on from the twenty-eighth pass)',
  'dev-real38': 'thirty-eighth development (English releases; tuned on from the twenty-ninth pass)',
  'dev-real39': 'thirty-ninth development (Italian releases; tuned on from the twenty-ninth pass)',
  'dev-real40': 'fortieth development (Nordic, Asian and Australian releases in English; tuned on from the twenty-ninth pass)',
  'dev-real41': 'forty-first development (Italian utilities, clubs, cooperatives; tuned on from the twenty-ninth pass)',
  'dev-real42':
    'forty-second development (South African, Philippine, Japanese, Gulf releases in English; tuned on from the thirtieth pass)',
  'dev-real43': 'forty-third development (Italian mid and small companies; tuned on from the thirtieth pass)',
  'dev-real44': 'forty-fourth development (small US and UK companies; tuned on from the thirtieth pass)',
  'dev-real45': 'forty-fifth development (Italian quarters, halves, years and plans; tuned on from the thirty-first pass)',
  'dev-real46': 'forty-sixth development (Canadian, Australian, Irish, Nordic and European releases; tuned on from the thirty-first pass)',
  'dev-real47': 'forty-seventh development (plans, project finance and offers, Italian and English; tuned on from the thirty-second pass)',
  'dev-real48': 'forty-eighth development (quarters and nine months, Italian and English; tuned on from the thirty-second pass)',
  'dev-real49':
    'forty-ninth development (Italian plans, incentive-backed investments, listings and offers; tuned on from the thirty-second pass)',
  'dev-real50': 'fiftieth development (English plans, projects, feasibility studies and offers; tuned on from the thirty-second pass)',
  'dev-real51': 'fifty-first development (Italian plans and projects; tuned on from the thirty-third pass)',
  'dev-real52': 'fifty-second development (English plans, projects and offers; tuned on from the thirty-third pass)',
  'dev-real53': 'fifty-third development (Italian plans, plant investments, loans and offers; tuned on from the thirty-fourth pass)',
  'dev-real54':
    'fifty-fourth development (English plans, plant and project investments, loans and offers; tuned on from the thirty-fourth pass)',
  'dev-real55':
    'fifty-fifth development (small companies’ offers, crowdfunding and expansion plans, Italian and English; read on arrival, tuned on from the thirty-fourth pass)',
  'dev-real56':
    'fifty-sixth development (English plans, projects, project loans and offers; read on arrival, tuned on from the thirty-fourth pass)',
  'dev-real57':
    'fifty-seventh development (Italian plant investments, loans and plans; read on arrival, tuned on from the thirty-fourth pass)',
  'dev-real58':
    'fifty-eighth development (small companies’ plans and projects, English and Italian; read on arrival, tuned on from the thirty-fourth pass)',
  'dev-real59':
    'fifty-ninth development (energy, infrastructure and company projects, English and Italian; read on arrival, tuned on from the thirty-fourth pass)',
  'dev-real60':
    'sixtieth development (Italian SMEs’ industrial and business plans, admissions and crowdfunding; read on arrival, tuned on from the thirty-fifth pass)',
  'dev-real61':
    'sixty-first development (English small companies’ raises, crowdfunding campaigns and expansions; read on arrival, tuned on from the thirty-fifth pass)',
  'dev-real62':
    'sixty-second development (project announcements: plants, logistics, data centres, resorts, recycling, Italian and English; read on arrival, tuned on from the thirty-fifth pass)',
  'dev-real63':
    'sixty-third development (small companies’ results, Italian and English; read on arrival, tuned on from the thirty-fifth pass)',
  'dev-real64':
    'sixty-fourth development (Italian company investment programmes and project loans; read on arrival, tuned on from the thirty-fifth pass)',
  'dev-real65':
    'sixty-fifth development (English development-bank loans and plant announcements; read on arrival, tuned on from the thirty-fifth pass)',
  'dev-real66':
    'sixty-sixth development (mid-sized companies’ results, Italian and English; read on arrival, tuned on from the thirty-fifth pass)',
  'dev-real67':
    'sixty-seventh development (Italian companies’ industrial and growth plans; read on arrival, tuned on from the thirty-fifth pass)',
  'dev-real68':
    'sixty-eighth development (English company expansion projects across countries; read on arrival, tuned on from the thirty-fifth pass)',
  'dev-real69':
    'sixty-ninth development (small companies’ and startups’ raises and plans, English and Italian; read on arrival, tuned on from the thirty-fifth pass)',
  'dev-real70':
    'seventieth development (small and mid-sized companies’ results, Italian and English; read on arrival, tuned on from the thirty-fifth pass)',
  'dev-real71':
    'seventy-first development (Italian plants, expansions, loans and plan targets; read on arrival with the thirty-fifth pass’s final reader; tuned on from the thirty-sixth pass)',
  'dev-real72':
    'seventy-second development (English plants, facilities and their loans; read on arrival with the thirty-fifth pass’s final reader; tuned on from the thirty-sixth pass)',
  'dev-real73':
    'seventy-third development (Italian SMEs’ plans, admissions, minibonds and bonds; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real74':
    'seventy-fourth development (English small and mid-sized companies’ growth plans, raises and expansions; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real75':
    'seventy-fifth development (Italian plants, hubs, expansions and their loans; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real76':
    'seventy-sixth development (English factories, terminals, hospitals, data centres and their loans; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real77':
    'seventy-seventh development (Italian small companies’ raises, crowdfunding campaigns, chains and SMEs; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real78':
    'seventy-eighth development (English strategic plans and capital markets days of mid-sized and small companies; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real79':
    'seventy-ninth development (Italian expansions in regional and trade press; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real80':
    'eightieth development (English small and mid-sized companies’ expansions in local and business press; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real81':
    'eighty-first development (Italian small and mid-sized companies’ annual results and planned investments; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real82':
    'eighty-second development (English small and mid-sized companies’ annual accounts in regional and business press; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real83':
    'eighty-third development (Italian freight villages, utilities, marinas, airports, hotels and care homes with their investments and loans; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real84':
    'eighty-fourth development (English startups’ and small companies’ raises, campaigns, placings and IPOs; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real85':
    'eighty-fifth development (Italian small and mid-sized companies’ projects and plans with their financing; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real86':
    'eighty-sixth development (English companies’ projects and growth plans with their funding; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real87':
    'eighty-seventh development (Italian small and mid-sized companies’ results; read on arrival, tuned on from the thirty-sixth pass)',
  'dev-real88':
    'eighty-eighth development (English small and mid-sized listed companies’ results; read on arrival with the thirty-sixth pass’s reader of e14fab24, not tuned on)',
  'dev-real89':
    'eighty-ninth development (Italian companies’ plans, projects and expansions; read on arrival with the thirty-sixth pass’s final reader, not tuned on)',
  'dev-real90':
    'ninetieth development (English companies’ plans, projects and expansions; read on arrival with the thirty-sixth pass’s final reader, not tuned on)',
  'dev-real91':
    'ninety-first development (Italian startups’ raises and small companies’ results; read on arrival with the thirty-sixth pass’s final reader, not tuned on)',
  'dev-real92':
    'ninety-second development (English small companies’ raises and results; read on arrival with the thirty-sixth pass’s final reader, not tuned on)',
  'dev-real93':
    'ninety-third development (Italian SMEs’ plans, investment programmes and results; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real94':
    'ninety-fourth development (English plant, factory and expansion announcements; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real95':
    'ninety-fifth development (Italian project announcements: energy plants, resorts, logistics, factories; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real96':
    'ninety-sixth development (English startups’ and small companies’ raises, campaigns and small IPOs; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real97':
    'ninety-seventh development (Italian companies’ plans and projects in local press; held back in the thirty-seventh pass, read with its start and final readers, not tuned on)',
  'dev-real98':
    'ninety-eighth development (English companies’ strategic plans, targets and projects; held back in the thirty-seventh pass, read with its start and final readers, not tuned on)',
  'dev-real99':
    'ninety-ninth development (Italian small and mid-sized companies’ results; held back in the thirty-seventh pass, read with its start and final readers, not tuned on)',
  'dev-real100':
    'hundredth development (English small and mid-sized companies’ results; held back in the thirty-seventh pass, read with its start and final readers, not tuned on)',
  'dev-real101':
    'hundred-and-first development (Italian startups’ and small companies’ business plans and campaigns; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real102':
    'hundred-and-second development (English small companies’ business plans and investor pitches; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real103':
    'hundred-and-third development (Italian small and mid-sized companies’ own reports and releases on their accounts; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real104':
    'hundred-and-fourth development (English project financing announcements by lenders and sponsors; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real105':
    'hundred-and-fifth development (US and Canadian private companies’ expansions in business journals and local papers; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real106':
    'hundred-and-sixth development (Italian small caps on Euronext Growth Milan: plans and results as the financial press relays them; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real107':
    'hundred-and-seventh development (Indian companies’ capex plans, raises and results in the Indian English press; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real108':
    'hundred-and-eighth development (Italian cooperatives’, consortia’s and local utilities’ annual accounts at their assemblies; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real109':
    'hundred-and-ninth development (UK and Irish private companies’ filed accounts in regional and trade press; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real110':
    'hundred-and-tenth development (Italian startups’ and scaleups’ rounds and campaigns in the startup press; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real111':
    'hundred-and-eleventh development (Australian and New Zealand small caps’ results, raisings and project costs; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real112':
    'hundred-and-twelfth development (Italian wineries’, food producers’ and hotel groups’ accounts and investments; read on arrival, tuned on from the thirty-seventh pass)',
  'dev-real113':
    'hundred-and-thirteenth development (Italian small and mid-sized companies’ plans and projects in local press; held back in the thirty-seventh pass, read with its start and final readers, not tuned on)',
  'dev-real114':
    'hundred-and-fourteenth development (English small and mid-sized companies’ projects and expansions; held back in the thirty-seventh pass, read with its start and final readers, not tuned on)',
  'dev-real115':
    'hundred-and-fifteenth development (Italian companies’ annual results in local and trade press; held back in the thirty-seventh pass, read with its start and final readers, not tuned on)',
  'dev-real116':
    'hundred-and-sixteenth development (English small companies’ results and raises; held back in the thirty-seventh pass, read with its start and final readers, not tuned on)',
  'dev-written': 'written development',
  heldout: 'held-out',
  heldout2: 'second held-out (dated texts)',
};

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
