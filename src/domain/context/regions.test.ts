import { describe, expect, it } from 'vitest';
import { REGION_ECONOMY, regionEconomy } from './regions.ts';

// Oracle: the published figures named in regions.ts's header (ISTAT's 2021 R&D intensity as ART-ER reports it:
// Emilia-Romagna 2.15 %, Piemonte 2.08 %), exact to the published two decimals.
describe('regional economy as shipped data (issue 25)', () => {
  it("finds a NUTS 3 area's region and its R&D share of GDP, with year and source", () => {
    const er = regionEconomy('ITH55'); // Bologna, in Emilia-Romagna (ITH5)
    expect(er?.name).toBe('Emilia-Romagna');
    expect(er?.figures).toEqual([expect.objectContaining({ key: 'rd_share_gdp', value: 2.15, unit: '%', year: 2021 })]);
    expect(regionEconomy('ITC1')?.figures[0]).toMatchObject({ key: 'rd_share_gdp', value: 2.08 });
  });

  it('ships no figure without its source address and year, and no region twice', () => {
    for (const r of REGION_ECONOMY) for (const f of r.figures) expect(f.sourceUrl).toMatch(/^https:\/\//);
    expect(new Set(REGION_ECONOMY.map((r) => r.nuts2)).size).toBe(REGION_ECONOMY.length);
    expect(regionEconomy('ITZZ')).toBeNull();
  });
});
