/**
 * A strict reader of the Prometheus text exposition format 0.0.4 (the oracle of the /metrics tests,
 * written from https://prometheus.io/docs/instrumenting/exposition_formats/): every line must be a
 * HELP, a TYPE, or a sample of a family whose TYPE came first; names, label syntax and escapes and the
 * value are checked; a histogram's buckets must be cumulative and end with le="+Inf" equal to _count.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}
export interface Family {
  name: string;
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
  help: string;
  samples: Sample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

function parseValue(s: string, line: number): number {
  // The format's values are what Go's strconv.ParseFloat reads: Inf and NaN in any case.
  if (/^[+]?inf(inity)?$/i.test(s)) return Infinity;
  if (/^-inf(inity)?$/i.test(s)) return -Infinity;
  if (/^nan$/i.test(s)) return NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(s)) throw new Error(`line ${line}: bad value "${s}"`);
  return Number(s);
}

function parseLabels(s: string, line: number): Record<string, string> {
  const out: Record<string, string> = {};
  let i = 0;
  while (i < s.length) {
    const eq = s.indexOf('=', i);
    if (eq < 0) throw new Error(`line ${line}: label without "="`);
    const name = s.slice(i, eq);
    if (!LABEL.test(name)) throw new Error(`line ${line}: bad label name "${name}"`);
    if (s[eq + 1] !== '"') throw new Error(`line ${line}: label value not quoted`);
    let j = eq + 2;
    let value = '';
    for (; j < s.length && s[j] !== '"'; j++) {
      if (s[j] === '\\') {
        const next = s[++j];
        if (next === 'n') value += '\n';
        else if (next === '\\' || next === '"') value += next;
        else throw new Error(`line ${line}: bad escape "\\${next}"`);
      } else value += s[j];
    }
    if (s[j] !== '"') throw new Error(`line ${line}: unterminated label value`);
    if (name in out) throw new Error(`line ${line}: label "${name}" twice`);
    out[name] = value;
    i = j + 1;
    if (s[i] === ',') i += 1;
    else if (i < s.length) throw new Error(`line ${line}: expected "," between labels`);
  }
  return out;
}

const SUFFIXES = { histogram: ['_bucket', '_sum', '_count'], summary: ['_sum', '_count', ''] } as const;

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const lines = text.split('\n');
  if (lines.at(-1) !== '') throw new Error('the exposition must end with a newline');
  lines.forEach((raw, index) => {
    const n = index + 1;
    if (raw === '') return;
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(raw);
    if (meta) {
      const [, kind, name, rest] = meta as unknown as [string, string, string, string];
      if (!NAME.test(name)) throw new Error(`line ${n}: bad metric name "${name}"`);
      const f = families.get(name) ?? { name, type: 'untyped' as const, help: '', samples: [] };
      if (kind === 'TYPE') {
        if (!['counter', 'gauge', 'histogram', 'summary', 'untyped'].includes(rest)) throw new Error(`line ${n}: bad type "${rest}"`);
        if (f.samples.length > 0) throw new Error(`line ${n}: TYPE after samples of ${name}`);
        f.type = rest as Family['type'];
      } else f.help = rest;
      families.set(name, f);
      return;
    }
    if (raw.startsWith('#')) return;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: (-?\d+))?$/.exec(raw);
    if (!m) throw new Error(`line ${n}: not a sample: "${raw}"`);
    const [, name, labelText, value] = m as unknown as [string, string, string | undefined, string];
    const family = [...families.values()].find(
      (f) => f.name === name || (SUFFIXES[f.type as 'histogram']?.some((s) => s && f.name + s === name) ?? false),
    );
    if (!family) throw new Error(`line ${n}: sample of "${name}" without a TYPE before it`);
    family.samples.push({ name, labels: labelText ? parseLabels(labelText, n) : {}, value: parseValue(value, n) });
  });
  for (const f of families.values()) if (f.type === 'histogram') checkHistogram(f);
  return families;
}

function checkHistogram(f: Family): void {
  const series = new Map<string, Sample[]>();
  for (const s of f.samples.filter((x) => x.name.endsWith('_bucket'))) {
    const { le, ...rest } = s.labels;
    if (le === undefined) throw new Error(`${f.name}: bucket without le`);
    const key = JSON.stringify(rest);
    series.set(key, [...(series.get(key) ?? []), s]);
  }
  for (const [key, buckets] of series) {
    for (let i = 1; i < buckets.length; i++)
      if (buckets[i]!.value < buckets[i - 1]!.value) throw new Error(`${f.name}${key}: buckets not cumulative`);
    const last = buckets.at(-1)!;
    if (last.labels.le !== '+Inf') throw new Error(`${f.name}${key}: last bucket is not +Inf`);
    const count = f.samples.find((s) => s.name === `${f.name}_count` && JSON.stringify(s.labels) === key);
    if (!count || count.value !== last.value) throw new Error(`${f.name}${key}: _count differs from the +Inf bucket`);
  }
}

/** The value of one sample (labels matched exactly on the given ones), 0 when absent. */
export function sampleValue(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): number {
  for (const f of families.values())
    for (const s of f.samples) if (s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)) return s.value;
  return 0;
}
