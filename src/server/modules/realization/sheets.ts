import { excel } from '../../lib/lazy-libraries.ts';
import type { RoadmapPhase } from '../../../contract/realization.ts';
import { daysBetween } from '../../../domain/realization/index.ts';

export type Cell = string | number | null;
export interface Sheet {
  name: string;
  rows: Cell[][];
}

const csvCell = (v: Cell) => {
  if (v === null) return '';
  const s = String(v);
  // A leading =, +, - or @ would be run as a formula by a spreadsheet: quote it with an apostrophe.
  const safe = typeof v === 'string' && /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const toCsv = (rows: Cell[][]): string => rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** Runs in the CPU worker (document-jobs.ts). */
export async function toXlsx(sheets: Sheet[]): Promise<Buffer> {
  const wb = new (await excel()).Workbook();
  for (const s of sheets) {
    const ws = wb.addWorksheet(s.name);
    for (const r of s.rows) ws.addRow(r.map((c) => (typeof c === 'string' && /^[=+\-@]/.test(c) ? `'${c}` : c)));
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The roadmap as rows (one per item) for the XLSX export. */
export function roadmapRows(phases: readonly RoadmapPhase[]): Cell[][] {
  return [
    ['phase', 'id', 'kind', 'title', 'start', 'end', 'dependsOn', 'owner', 'budgetCents', 'actualCents', 'status', 'percent', 'origin'],
    ...phases.flatMap((p) =>
      p.items.map((i): Cell[] => [
        p.title,
        i.id,
        i.kind,
        i.title,
        i.start,
        i.end,
        i.dependsOn.map((d) => (d.lagDays ? `${d.id}+${d.lagDays}d` : d.id)).join(' '),
        i.ownerId ?? null,
        i.budgetCents ?? null,
        i.actualCents ?? null,
        i.status,
        i.percent ?? (i.status === 'done' ? 100 : 0),
        i.origin ? `${i.origin.kind}${i.origin.ref ? `: ${i.origin.ref}` : ''}` : null,
      ]),
    ),
  ];
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * MS Project XML (the schema http://schemas.microsoft.com/project, as Project 2003+ reads it): one summary
 * task per phase (outline level 1), its items below (level 2), finish-to-start links (Type 1) with the lag
 * in tenths of a minute (LinkLag; 4800 = one 8-hour day, LagFormat 7 = days). Durations in elapsed days.
 */
export function toMsProjectXml(title: string, phases: readonly RoadmapPhase[]): string {
  const uid = new Map<string, number>();
  let n = 0;
  for (const p of phases) {
    n++;
    for (const i of p.items) uid.set(i.id, ++n);
  }
  const tasks: string[] = [];
  n = 0;
  for (const p of phases) {
    n++;
    const starts = p.items.map((i) => i.start).sort();
    const ends = p.items.map((i) => i.end).sort();
    tasks.push(
      `<Task><UID>${n}</UID><ID>${n}</ID><Name>${xml(p.title)}</Name><OutlineLevel>1</OutlineLevel><Summary>1</Summary>` +
        (starts.length ? `<Start>${starts[0]}T08:00:00</Start><Finish>${ends[ends.length - 1]}T17:00:00</Finish>` : '') +
        `</Task>`,
    );
    for (const i of p.items) {
      const id = uid.get(i.id)!;
      const days = daysBetween(i.start, i.end) + 1;
      const links = i.dependsOn
        .map(
          (d) =>
            `<PredecessorLink><PredecessorUID>${uid.get(d.id)}</PredecessorUID><Type>1</Type><LinkLag>${d.lagDays * 4800}</LinkLag><LagFormat>7</LagFormat></PredecessorLink>`,
        )
        .join('');
      tasks.push(
        `<Task><UID>${id}</UID><ID>${id}</ID><Name>${xml(i.title)}</Name><OutlineLevel>2</OutlineLevel>` +
          `<Start>${i.start}T08:00:00</Start><Finish>${i.end}T17:00:00</Finish><Duration>PT${days * 8}H0M0S</Duration>` +
          `<Milestone>${i.kind === 'milestone' ? 1 : 0}</Milestone><PercentComplete>${Math.round(i.percent ?? (i.status === 'done' ? 100 : 0))}</PercentComplete>` +
          (i.budgetCents ? `<Cost>${i.budgetCents}</Cost>` : '') +
          `${links}</Task>`,
      );
    }
  }
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Project xmlns="http://schemas.microsoft.com/project"><Name>${xml(title)}</Name><Title>${xml(title)}</Title><Tasks>${tasks.join('')}</Tasks></Project>\n`;
}

/**
 * A ledger (CSV or XLSX): a header row with an item column ("item", "itemId" or "milestone") and an amount
 * column ("amount", "actual", "importo"), amounts in the currency's units (decimal point or comma). Runs in
 * the CPU worker. Answers the total per item in cents, and the rows it could not read (1-based line numbers).
 */
export async function parseLedger(p: {
  format: 'csv' | 'xlsx';
  bytes: Uint8Array;
}): Promise<{ totals: Record<string, number>; bad: number[] }> {
  let rows: string[][];
  if (p.format === 'csv') {
    const text = Buffer.from(p.bytes)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    const sep = (text.split(/\r?\n/)[0] ?? '').includes(';') ? ';' : ',';
    rows = text
      .split(/\r?\n/)
      .filter((l) => l.trim() !== '')
      .map((l) => l.split(sep).map((c) => c.trim().replace(/^"|"$/g, '')));
  } else {
    const wb = new (await excel()).Workbook();
    await wb.xlsx.load(Buffer.from(p.bytes) as never);
    const ws = wb.worksheets[0];
    rows = [];
    ws?.eachRow({ includeEmpty: false }, (row) => {
      rows.push(
        (row.values as unknown[])
          .slice(1)
          .map((v) =>
            v === null || v === undefined
              ? ''
              : String(typeof v === 'object' && v && 'result' in v ? (v as { result: unknown }).result : v),
          ),
      );
    });
  }
  const header = (rows[0] ?? []).map((h) => h.toLowerCase());
  const itemCol = header.findIndex((h) => ['item', 'itemid', 'item id', 'milestone'].includes(h));
  const amountCol = header.findIndex((h) => ['amount', 'actual', 'importo'].includes(h));
  if (itemCol < 0 || amountCol < 0) return { totals: {}, bad: [1] };
  const totals: Record<string, number> = {};
  const bad: number[] = [];
  rows.slice(1).forEach((r, k) => {
    const id = r[itemCol]?.trim() ?? '';
    const raw = (r[amountCol] ?? '').replace(/\s/g, '');
    const normal = raw.includes(',') && !raw.includes('.') ? raw.replace(',', '.') : raw.replace(/,/g, '');
    const v = Number(normal);
    if (!id || normal === '' || !Number.isFinite(v)) bad.push(k + 2);
    else totals[id] = (totals[id] ?? 0) + Math.round(v * 100);
  });
  return { totals, bad };
}
