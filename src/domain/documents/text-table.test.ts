import { describe, expect, it } from 'vitest';
import { pageFigures } from './figures.ts';
import { periodLabel } from './types.ts';

// Oracle: each expected figure is read by hand from the table written for the test (its head's column,
// the row's amount times the scale its title states); tables are laid out as a PDF's or DOCX's text gives
// them (cells parted by spaces, one row per line). Companies and figures are invented.
const read = (text: string, lang: 'en' | 'it') =>
  pageFigures({ page: 3, text }, lang).map((f) => [f.key, f.value, periodLabel(f.periodDetail) ?? f.period, f.currency]);

describe('tables in the text of a page', () => {
  it('a results statement counts its years down ("2023 2022"), its scale in "(€ thousands)"', () => {
    const text =
      'Consolidated income statement (€ thousands)\n                 2023      2022\nRevenue       125,400   118,200\nNet income      8,300     7,100';
    expect(read(text, 'en')).toEqual([
      ['revenue', 125_400_000, 2023, 'EUR'],
      ['revenue', 118_200_000, 2022, 'EUR'],
      ['net_income', 8_300_000, 2023, 'EUR'],
      ['net_income', 7_100_000, 2022, 'EUR'],
    ]);
  });

  it('a plan counts its years up, as before', () => {
    const text = "Profit and loss (€ '000) 2025 2026\nRevenue 1,200 2,400";
    expect(read(text, 'en')).toEqual([
      ['revenue', 1_200_000, 2025, 'EUR'],
      ['revenue', 2_400_000, 2026, 'EUR'],
    ]);
  });

  it('"31.12.2023 31.12.2022": columns drawn up at year-ends are years', () => {
    const text =
      'Conto economico consolidato (migliaia di euro)\n 31.12.2023 31.12.2022\nRicavi 125.400 118.200\nUtile netto (1.300) 7.100';
    expect(read(text, 'it')).toEqual([
      ['revenue', 125_400_000, 2023, 'EUR'],
      ['revenue', 118_200_000, 2022, 'EUR'],
      ['net_income', -1_300_000, 2023, 'EUR'],
      ['net_income', 7_100_000, 2022, 'EUR'],
    ]);
  });

  it('"30.06.2024 31.12.2023": a balance at the half-year day, a flow over the half', () => {
    const text = 'Dati di sintesi (migliaia di euro) 30.06.2024 31.12.2023\nDisponibilità liquide 3.200 2.900\nRicavi 40.000 80.000';
    expect(read(text, 'it')).toEqual([
      ['cash', 3_200_000, '2024-06-30', 'EUR'],
      ['cash', 2_900_000, 2023, 'EUR'],
      ['revenue', 40_000_000, '2024H1', 'EUR'],
      ['revenue', 80_000_000, 2023, 'EUR'],
    ]);
  });

  it('a change column after the years ("Change"), currency cells of their own ("$ 50.1"), "(£m)"', () => {
    const text = 'Group results (£m)\n 2023 2022 Change\nRevenue 911.1 833.0 9%\nEBITDA (12.0) (15.5) n.m.';
    expect(read(text, 'en')).toEqual([
      ['revenue', 911_100_000, 2023, 'GBP'],
      ['revenue', 833_000_000, 2022, 'GBP'],
      ['ebitda', -12_000_000, 2023, 'GBP'],
      ['ebitda', -15_500_000, 2022, 'GBP'],
    ]);
    const dollars = 'Selected data (in thousands)\n2021 2020\nNet income $ (20) $ (8)\nCash and equivalents $1,396 $22,188';
    expect(read(dollars, 'en')).toEqual([
      ['net_income', -20_000, 2021, 'USD'],
      ['net_income', -8_000, 2020, 'USD'],
      ['cash', 1_396_000, 2021, 'USD'],
      ['cash', 22_188_000, 2020, 'USD'],
    ]);
  });

  it('years repeated per block ("2023 2022 2023 2022": group, then parent company)', () => {
    const text = 'Highlights (€ millions)\nGroup Parent\n2023 2022 2023 2022\nRevenue 50.0 45.0 20.0 18.0';
    expect(read(text, 'en')).toEqual([
      ['revenue', 50_000_000, 2023, 'EUR'],
      ['revenue', 45_000_000, 2022, 'EUR'],
      ['revenue', 20_000_000, 2023, 'EUR'],
      ['revenue', 18_000_000, 2022, 'EUR'],
    ]);
  });

  it('years out of order are not a head: "2021 2023 2022" then a row is read as a sentence, if at all', () => {
    const text = 'Milestones 2021 2023 2022\nRevenue 10 20 30';
    expect(read(text, 'en')).toEqual([]);
  });
});
