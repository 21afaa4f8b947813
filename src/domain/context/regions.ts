/**
 * Regional economy per NUTS 2 (issue 25), shipped as data. ONLY figures verified against a published
 * report of the Eurostat dataset named are shipped; where no figure could be verified the region or
 * the indicator is absent (fewer regions rather than invented numbers, ADR 0043).
 *
 * - GDP per inhabitant in PPS, 2022 (Eurostat nama_10r_2gdp), as reported by the CGIA study office on
 *   Eurostat data: https://www.lasicilia.it/economia/se-in-sicilia-il-pil-pro-capite-e-cinque-volte-piu-basso-di-quello-irlandese-2209686/
 *   Piemonte and the four southern regions at the foot of the same ranking, as reported on the same study:
 *   https://www.targatocn.it/2024/07/20/leggi-notizia/argomenti/economia-7/articolo/ue-cgia-in-irlanda-la-regione-piu-ricca-piemonte-perde-tre-posizioni.html
 * - GDP per inhabitant at current prices, 2022, euro (ISTAT, "Conti economici territoriali, anni 2020–2022",
 *   21 December 2023: the 2022 values are ISTAT's preliminary estimates), as reported from ISTAT's release:
 *   https://www.notiziedabruzzo.it/economia-abruzzo/pil-labruzzo-e-sotto-la-media-del-meridione-e-arriva-a-27mila-euro.html
 *   (the same figures: https://corrieredellacalabria.it/2023/12/21/istat-pil-per-abitante-la-calabria-resta-ultima).
 *   The release names 14 regions' figures; the other seven are not shipped.
 * - Employment rate, 20–64 years, 2023, % (Eurostat lfst_r_lfe2emprt), as reported from Eurostat's
 *   release: https://agensir.it/quotidiano/2024/10/29/eurostat-tasso-di-occupazione-in-europa-record-storico-sicilia-campania-e-calabria-le-regioni-in-fondo-alla-classifica-ue
 * - Intramural R&D expenditure as a share of regional GDP, 2021, % (ISTAT's R&D survey, the source of Eurostat's
 *   rd_e_gerdreg for Italy), as reported by ART-ER on ISTAT's September 2023 release:
 *   https://www.art-er.it/2023/09/emilia-romagna-nel-2021-crescono-le-spese-in-ricerca-e-sviluppo/ — only the two
 *   regions that report names with their figure (Emilia-Romagna 2.15, Piemonte 2.08) are shipped.
 */
export interface RegionFigure {
  readonly key: 'gdp_per_head_pps' | 'gdp_per_head_eur' | 'employment_rate_20_64' | 'rd_share_gdp';
  readonly value: number;
  readonly unit: 'PPS' | 'EUR' | '%';
  readonly year: number;
  readonly dataset: string;
  readonly sourceUrl: string;
}

export interface RegionEconomy {
  readonly nuts2: string;
  readonly name: string;
  readonly figures: readonly RegionFigure[];
}

const GDP_SOURCE =
  'https://www.lasicilia.it/economia/se-in-sicilia-il-pil-pro-capite-e-cinque-volte-piu-basso-di-quello-irlandese-2209686/';
const GDP_SOURCE_2 =
  'https://www.targatocn.it/2024/07/20/leggi-notizia/argomenti/economia-7/articolo/ue-cgia-in-irlanda-la-regione-piu-ricca-piemonte-perde-tre-posizioni.html';
const ISTAT_GDP_SOURCE =
  'https://www.notiziedabruzzo.it/economia-abruzzo/pil-labruzzo-e-sotto-la-media-del-meridione-e-arriva-a-27mila-euro.html';
const EMP_SOURCE =
  'https://agensir.it/quotidiano/2024/10/29/eurostat-tasso-di-occupazione-in-europa-record-storico-sicilia-campania-e-calabria-le-regioni-in-fondo-alla-classifica-ue';
const gdp = (value: number, sourceUrl = GDP_SOURCE): RegionFigure => ({
  key: 'gdp_per_head_pps',
  value,
  unit: 'PPS',
  year: 2022,
  dataset: 'Eurostat nama_10r_2gdp',
  sourceUrl,
});
const eur = (value: number): RegionFigure => ({
  key: 'gdp_per_head_eur',
  value,
  unit: 'EUR',
  year: 2022,
  dataset: 'ISTAT, Conti economici territoriali 2020–2022',
  sourceUrl: ISTAT_GDP_SOURCE,
});
const emp = (value: number): RegionFigure => ({
  key: 'employment_rate_20_64',
  value,
  unit: '%',
  year: 2023,
  dataset: 'Eurostat lfst_r_lfe2emprt',
  sourceUrl: EMP_SOURCE,
});

const RD_SOURCE = 'https://www.art-er.it/2023/09/emilia-romagna-nel-2021-crescono-le-spese-in-ricerca-e-sviluppo/';
const rd = (value: number): RegionFigure => ({
  key: 'rd_share_gdp',
  value,
  unit: '%',
  year: 2021,
  dataset: 'ISTAT R&S (rd_e_gerdreg)',
  sourceUrl: RD_SOURCE,
});

export const REGION_ECONOMY: readonly RegionEconomy[] = [
  { nuts2: 'ITC1', name: 'Piemonte', figures: [gdp(35_700, GDP_SOURCE_2), rd(2.08)] },
  { nuts2: 'ITC2', name: 'Valle d’Aosta/Vallée d’Aoste', figures: [gdp(45_700), eur(43_700)] },
  { nuts2: 'ITC4', name: 'Lombardia', figures: [gdp(46_000), eur(44_400)] },
  { nuts2: 'ITH1', name: 'Provincia Autonoma di Bolzano/Bozen', figures: [gdp(56_900), eur(54_500)] },
  { nuts2: 'ITH2', name: 'Provincia Autonoma di Trento', figures: [gdp(46_100), eur(44_200)] },
  { nuts2: 'ITH5', name: 'Emilia-Romagna', figures: [rd(2.15)] },
  { nuts2: 'ITI1', name: 'Toscana', figures: [eur(35_100)] },
  { nuts2: 'ITI2', name: 'Umbria', figures: [eur(28_200)] },
  { nuts2: 'ITI3', name: 'Marche', figures: [eur(30_800)] },
  { nuts2: 'ITI4', name: 'Lazio', figures: [eur(37_200)] },
  { nuts2: 'ITF1', name: 'Abruzzo', figures: [eur(27_000)] },
  { nuts2: 'ITF2', name: 'Molise', figures: [eur(24_500)] },
  { nuts2: 'ITF3', name: 'Campania', figures: [gdp(22_200, GDP_SOURCE_2), emp(48.4)] },
  { nuts2: 'ITF4', name: 'Puglia', figures: [gdp(22_900, GDP_SOURCE_2)] },
  { nuts2: 'ITF5', name: 'Basilicata', figures: [eur(27_800)] },
  { nuts2: 'ITF6', name: 'Calabria', figures: [gdp(20_300, GDP_SOURCE_2), eur(19_400), emp(48.4)] },
  { nuts2: 'ITG1', name: 'Sicilia', figures: [gdp(21_000, GDP_SOURCE_2), eur(20_100), emp(48.7)] },
  { nuts2: 'ITG2', name: 'Sardegna', figures: [eur(23_700)] },
];

/** The region's shipped economy, by NUTS 2 code (a NUTS 3 code finds its NUTS 2 parent), or null. */
export function regionEconomy(code: string | null | undefined): RegionEconomy | null {
  if (!code) return null;
  const c = code.toUpperCase().slice(0, 4);
  return REGION_ECONOMY.find((r) => r.nuts2 === c) ?? null;
}
