import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { extractDocx } from './extract-docx.ts';
import { pageLines } from './page-layout.ts';
import { extractCsv, formatNumber, parseCsv } from './extract-sheets.ts';

const docx = (body: string) =>
  zipSync({ 'word/document.xml': strToU8(`<?xml version="1.0"?><w:document xmlns:w="x"><w:body>${body}</w:body></w:document>`) });
const p = (text: string, extra = '') => `<w:p>${extra}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

describe('DOCX text and pages', () => {
  it('starts a page at an explicit break, counts a last-rendered break after it once, and ignores tab stops', () => {
    const body = [
      p('First &amp; only', '<w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr>'),
      '<w:p><w:r><w:br w:type="page"/></w:r><w:r><w:lastRenderedPageBreak/><w:t>Second</w:t></w:r></w:p>',
      '<w:p><w:pPr><w:pageBreakBefore/></w:pPr><w:r><w:t>Third</w:t><w:tab/><w:t>x</w:t></w:r></w:p>',
      '<w:tbl><w:tr><w:tc>' + p('Ricavi') + '</w:tc><w:tc>' + p('1.200') + '</w:tc></w:tr></w:tbl>',
    ].join('');
    const r = extractDocx(docx(body));
    expect(r.pagination).toBe('breaks');
    expect(r.pages).toEqual([
      { page: 1, text: 'First & only' },
      { page: 2, text: 'Second' },
      { page: 3, text: 'Third\tx\nRicavi\t1.200' },
    ]);
  });
  it('says so when there is no break: everything is page 1', () => {
    const r = extractDocx(docx(p('One') + p('Two')));
    expect(r).toEqual({ pages: [{ page: 1, text: 'One\nTwo' }], pagination: 'single' });
  });
});

describe('PDF lines', () => {
  const item = (str: string, x: number, y: number, width: number) => ({ str, transform: [10, 0, 0, 10, x, y], width, height: 10 });
  // Oracle: the gaps are computed by hand from the items' x and width, the font size 10: a gap over 2 pt is a space, over
  // 10 pt (a column's) two spaces.
  it('groups items by baseline, reads left to right, puts a space for a word gap and two for a column gap', () => {
    expect(
      pageLines([item('2,400', 200, 700, 25), item('Revenue', 50, 700.5, 40), item('Title', 50, 750, 30), item('1,200', 150, 699, 25)]),
    ).toBe('Title\nRevenue  1,200  2,400');
    expect(pageLines([item('Net', 50, 700, 15), item('income', 68, 700, 30), item('8,300', 150, 700, 25)])).toBe('Net income  8,300');
  });
});

describe('sheets', () => {
  it('shows numbers as their format does', () => {
    expect(formatNumber(-350000, '#,##0;(#,##0)')).toBe('(350,000)');
    expect(formatNumber(1200000, '#,##0;(#,##0)')).toBe('1,200,000');
    expect(formatNumber(-3.5, '0.00')).toBe('-3.50');
    expect(formatNumber(0.125, '0.0%')).toBe('12.5%');
    expect(formatNumber(1234.5, '"€"#,##0.00')).toBe('€ 1,234.50');
    expect(formatNumber(2025, undefined)).toBe('2025');
  });
  it('reads RFC 4180 CSV with either delimiter', () => {
    expect(parseCsv('a,"b,1","say ""hi"""\r\n1,2,3\n').rows).toEqual([
      ['a', 'b,1', 'say "hi"'],
      ['1', '2', '3'],
    ]);
    expect(parseCsv('a;b\n"x;y";2').delimiter).toBe(';');
  });
  it('reads English decimals in a comma CSV and Italian ones in a semicolon CSV', () => {
    const en = extractCsv(strToU8('Item (EUR),2024,2025\nRevenue,"1,200,000.50",2000\n'), 'en.csv', null);
    expect(en.sheet.rows[1]!.map((c) => [c.address, c.value])).toEqual([
      ['A2', null],
      ['B2', 1_200_000.5],
      ['C2', 2000],
    ]);
    const it_ = extractCsv(strToU8('Voce;2024\nRicavi;1.200.000,50\n'), 'it.csv', null);
    expect(it_.sheet.rows[1]![1]!.value).toBe(1_200_000.5);
  });
});
