import { excel } from '../../lib/lazy-libraries.ts';

/** The accountant's export as XLSX: one sheet, a header row, one row per document. Run in the CPU worker (ADR 0033). */
export async function invoicesXlsx(columns: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): Promise<Buffer> {
  const wb = new (await excel()).Workbook();
  const ws = wb.addWorksheet('invoices');
  ws.addRow([...columns]);
  for (const r of rows) ws.addRow([...r]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
