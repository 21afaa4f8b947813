import { excel } from '../../lib/lazy-libraries.ts';
import type { PortfolioSummaryResponse } from '../../../contract/portfolio.ts';

type Row = [section: string, item: string, value: string | number | null];

/** The summary as flat rows (section, item, value): the CSV and the XLSX "Summary" sheet. English keys, raw numbers. */
export function summaryRows(s: PortfolioSummaryResponse): Row[] {
  const rows: Row[] = [
    ['portfolio', 'name', s.name],
    ['portfolio', 'asOf', s.asOf],
    ['totals', 'holdings', s.holdings],
    ['totals', 'invested', s.invested],
    ['totals', 'committed', s.committed],
    ['crScore', 'average', s.avgCrScore],
    ...s.crDistribution.map((b): Row => ['crDistribution', `${b.from}-${b.to} (${b.tier})`, b.count]),
    ...(['p10', 'p50', 'p90'] as const).map((p): Row => ['npv', p, s.npv[p]]),
    ...(['p10', 'p50', 'p90'] as const).map((p): Row => ['irr', p, s.irr[p]]),
    ...s.byIndustry.map((x): Row => ['industryShare', x.code, x.share]),
    ['industryShare', 'HHI (0..1)', s.hhiIndustry],
    ...s.byRegion.map((x): Row => ['regionShare', x.code, x.share]),
    ['regionShare', 'HHI (0..1)', s.hhiRegion],
    ...s.riskiest.map((r): Row => ['riskiest', r.name, r.reasons.join(' ')]),
    ...s.alerts.map((a): Row => ['alert', `${a.name}: ${a.kind}`, a.value]),
  ];
  return rows;
}

const csvCell = (v: string | number | null) => {
  if (v === null) return '';
  const s = String(v);
  // A leading =, +, - or @ would be run as a formula by a spreadsheet: quote it with an apostrophe.
  const safe = typeof v === 'string' && /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function summaryCsv(s: PortfolioSummaryResponse): string {
  return ['section,item,value', ...summaryRows(s).map((r) => r.map(csvCell).join(','))].join('\r\n') + '\r\n';
}

export async function summaryXlsx(s: PortfolioSummaryResponse): Promise<Buffer> {
  const wb = new (await excel()).Workbook();
  const ws = wb.addWorksheet('Summary');
  ws.addRow(['section', 'item', 'value']);
  for (const r of summaryRows(s)) ws.addRow(r);
  ws.columns.forEach((c, i) => (c.width = [18, 36, 18][i]));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
