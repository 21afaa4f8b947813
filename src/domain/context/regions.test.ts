import { describe, expect, it } from 'vitest';
import { REGION_ECONOMY, regionEconomy } from './regions.ts';

// Oracle: the published figures named in regions.ts's header (ISTAT's 2021 R&D intensity as ART-ER reports it:
// Emilia-Romagna 2.15 %, Piemonte 2.08 %), exact to the published two decimals.
describe('regional economy as shipped data (issue 25)', () => {
  it("finds a NUTS 3 area's region and its R&D share of GDP, with year and source", () => {
    const er = regionEconomy('ITH55'); // Bologna, in Emilia-Romagna (ITH5)
    expect(er?.name).toBe('Emilia-Romagna');
    expect(er?.figures).toEqual([expect.objectContaining({ key: 'rd_share_gdp', value: 2.15, unit: '%', year: 2021 })]);
    expect(regionEconomy('ITC1')?.figures).toContainEqual(expect.objectContaining({ key: 'rd_share_gdp', value: 2.08 }));
  });

  // Oracle: ISTAT's "Conti economici territoriali 2020–2022" (21 Dec 2023) as reported in the sources named in
  // regions.ts: Lazio 37.2 thousand euro, Calabria 19.4; and CGIA's ranking of Eurostat 2022 PPS: Puglia 22,900. Exact.
  it('gives GDP per head in euro (ISTAT) and in PPS (Eurostat) as separate indicators, never mixed', () => {
    expect(regionEconomy('ITI43')?.figures).toEqual([expect.objectContaining({ key: 'gdp_per_head_eur', value: 37_200, unit: 'EUR' })]);
    const cal = regionEconomy('ITF6')!.figures;
    expect(cal.find((f) => f.key === 'gdp_per_head_eur')?.value).toBe(19_400);
    expect(cal.find((f) => f.key === 'gdp_per_head_pps')?.value).toBe(20_300);
    expect(regionEconomy('ITF4')?.figures[0]).toMatchObject({ key: 'gdp_per_head_pps', value: 22_900, unit: 'PPS' });
    for (const r of REGION_ECONOMY) expect(new Set(r.figures.map((f) => f.key)).size).toBe(r.figures.length);
  });

  it('ships no figure without its source address and year, and no region twice', () => {
    for (const r of REGION_ECONOMY) for (const f of r.figures) expect(f.sourceUrl).toMatch(/^https:\/\//);
    expect(new Set(REGION_ECONOMY.map((r) => r.nuts2)).size).toBe(REGION_ECONOMY.length);
    expect(regionEconomy('ITZZ')).toBeNull();
  });
});
