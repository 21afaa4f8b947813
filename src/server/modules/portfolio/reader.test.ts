import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { formatOf, parseCsv, readSheet } from './reader.ts';

describe('portfolio file reader', () => {
  it('reads CSV with the delimiter of its header line, RFC 4180 quotes and a BOM', () => {
    expect(parseCsv('\ufeffNome;Importo\r\n"Rossi; figli";"1.000,50"\r\n"Say ""hi""";2\n')).toEqual([
      ['Nome', 'Importo'],
      ['Rossi; figli', '1.000,50'],
      ['Say "hi"', '2'],
    ]);
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a\tb\n1\t2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
  it('numbers rows as the spreadsheet shows them, skipping blank rows before the header and between rows', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('S');
    ws.getCell('A3').value = 'Project';
    ws.getCell('B3').value = 'Date';
    ws.getCell('A4').value = 'Alpha';
    ws.getCell('B4').value = new Date(Date.UTC(2025, 0, 31));
    ws.getCell('A6').value = { richText: [{ text: 'Be' }, { text: 'ta' }] };
    ws.getCell('B6').value = { formula: 'DATE(2025,2,1)', result: 45689 };
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    expect(formatOf(bytes)).toBe('xlsx');
    const { sheet } = await readSheet(bytes);
    expect(sheet).toEqual({
      headers: ['Project', 'Date'],
      rows: [
        { row: 4, cells: ['Alpha', '2025-01-31T00:00:00.000Z'] },
        { row: 6, cells: ['Beta', 45689] },
      ],
    });
  });
  it('refuses a file that is neither CSV text nor a readable XLSX', async () => {
    await expect(readSheet(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).rejects.toMatchObject({ code: 'IMPORT_UNREADABLE' });
    await expect(readSheet(Buffer.from([0x00, 0x01, 0x02]))).rejects.toMatchObject({ code: 'IMPORT_UNREADABLE' });
  });
});
