// Portfolio import: reading and validating 10,000 holdings from a generated XLSX (target < 3 s), against
// the same run's baseline of exceljs loading the same file and walking its rows without validation.
import ExcelJS from 'exceljs';
import { guessMapping, validateRows } from '../src/domain/portfolio/index.ts';
import { readSheet } from '../src/server/modules/portfolio/reader.ts';

const ROWS = 10_000;
const INDUSTRIES = ['62.01', '35.11', '10.51', '72.11', '47.11', '01.11', '86.10', '41.20'];
const REGIONS = ['ITC4', 'ITI4', 'ITF3', 'ITH3', 'DE21', 'FR10', 'ES30', 'IT'];

async function makeFile(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Holdings');
  ws.addRow([
    'Progetto',
    'Codice ATECO',
    'Regione',
    'Importo',
    'Data',
    'Fase',
    'Impegnato',
    'Ricavi',
    'EBITDA',
    'Cassa',
    'Burn',
    'VAN',
    'TIR',
    'Punteggio CR',
  ]);
  for (let i = 0; i < ROWS; i += 1) {
    // Mixed cell kinds as real files have: numbers and Italian-format text, Date cells and dd/mm/yyyy text.
    ws.addRow([
      `Holding ${i + 1}`,
      INDUSTRIES[i % INDUSTRIES.length],
      REGIONS[i % REGIONS.length],
      i % 2 ? 10_000 + i : `${(10 + i).toLocaleString('it-IT')},50`,
      i % 3 ? new Date(Date.UTC(2024, i % 12, 1 + (i % 28))) : `${String(1 + (i % 28)).padStart(2, '0')}/0${1 + (i % 9)}/2024`,
      ['idea', 'crescita', 'growth'][i % 3],
      20_000 + i,
      100_000 + i,
      5_000 - i,
      50_000,
      4_000,
      12_000 - i,
      `${(i % 30) - 5}%`,
      i % 100,
    ]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const file = await makeFile();
const ms = (t0: number) => performance.now() - t0;

async function baseline(): Promise<number> {
  const t0 = performance.now();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as ArrayBuffer);
  let cells = 0;
  wb.worksheets[0]!.eachRow({ includeEmpty: false }, (r) => {
    for (let c = 1; c <= r.cellCount; c += 1) if (r.getCell(c).value !== null) cells += 1;
  });
  if (cells < ROWS) throw new Error('baseline read too few cells');
  return ms(t0);
}

async function full(): Promise<{ total: number; validate: number }> {
  const t0 = performance.now();
  const { sheet } = await readSheet(file);
  const t1 = performance.now();
  const result = validateRows(sheet, guessMapping(sheet.headers), 'comma');
  const validate = ms(t1);
  if (result.holdings.length !== ROWS || result.errors.length)
    throw new Error(
      `expected ${ROWS} valid rows, got ${result.holdings.length} and ${result.errors.length} errors: ${JSON.stringify(result.errors.slice(0, 3))}`,
    );
  return { total: ms(t0), validate };
}

await baseline(); // warm-up
await full();
const base: number[] = [];
const runs: Array<{ total: number; validate: number }> = [];
for (let i = 0; i < 3; i += 1) {
  base.push(await baseline());
  runs.push(await full());
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const total = median(runs.map((r) => r.total));
const validate = median(runs.map((r) => r.validate));
const b = median(base);
console.log(`file: ${ROWS.toLocaleString('en')} rows, ${(file.length / 1024).toFixed(0)} KiB XLSX`);
console.log(
  `read + validate: median ${total.toFixed(0)} ms (validation alone ${validate.toFixed(0)} ms); target < 3000 ms: ${total < 3000 ? 'MET' : 'NOT MET'}`,
);
console.log(`baseline, exceljs load and walk without validation: median ${b.toFixed(0)} ms; ratio ${(total / b).toFixed(2)}×`);
