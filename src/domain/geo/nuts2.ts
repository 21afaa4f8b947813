import type { CountryCode } from './countries.ts';

/** A NUTS 2 region: its code, its official name (national language), and for non-Latin scripts Eurostat's Latin form. */
export type NutsRegion = { code: string; name: string; latin?: string; aliases?: readonly string[] };

const r = (code: string, name: string, extra: Omit<NutsRegion, 'code' | 'name'> = {}): NutsRegion => ({ code, name, ...extra });

/**
 * NUTS 2 regions of the NUTS 2024 classification (Commission Delegated Regulation (EU) 2023/2651,
 * in force from 1 January 2024), for the 27 EU member states, keyed by ISO country code: 244
 * regions, the Extra-Regio units (xxZZ) left out as no project sits there. Names are the official
 * ones in the national language; Greek, Bulgarian and Cypriot ones carry Eurostat's Latin form.
 * Italian regions also answer to their English names in search (aliases).
 */
export const NUTS2: Readonly<Partial<Record<CountryCode, readonly NutsRegion[]>>> = {
  AT: [
    r('AT11', 'Burgenland'), r('AT12', 'Niederösterreich'), r('AT13', 'Wien'), r('AT21', 'Kärnten'), r('AT22', 'Steiermark'),
    r('AT31', 'Oberösterreich'), r('AT32', 'Salzburg'), r('AT33', 'Tirol'), r('AT34', 'Vorarlberg'),
  ],
  BE: [
    r('BE10', 'Région de Bruxelles-Capitale/Brussels Hoofdstedelijk Gewest'), r('BE21', 'Prov. Antwerpen'), r('BE22', 'Prov. Limburg (BE)'),
    r('BE23', 'Prov. Oost-Vlaanderen'), r('BE24', 'Prov. Vlaams-Brabant'), r('BE25', 'Prov. West-Vlaanderen'), r('BE31', 'Prov. Brabant wallon'),
    r('BE32', 'Prov. Hainaut'), r('BE33', 'Prov. Liège'), r('BE34', 'Prov. Luxembourg (BE)'), r('BE35', 'Prov. Namur'),
  ],
  BG: [
    r('BG31', 'Северозападен', { latin: 'Severozapaden' }), r('BG32', 'Северен централен', { latin: 'Severen tsentralen' }),
    r('BG33', 'Североизточен', { latin: 'Severoiztochen' }), r('BG34', 'Югоизточен', { latin: 'Yugoiztochen' }),
    r('BG41', 'Югозападен', { latin: 'Yugozapaden' }), r('BG42', 'Южен централен', { latin: 'Yuzhen tsentralen' }),
  ],
  CY: [r('CY00', 'Κύπρος', { latin: 'Kýpros' })],
  CZ: [
    r('CZ01', 'Praha'), r('CZ02', 'Střední Čechy'), r('CZ03', 'Jihozápad'), r('CZ04', 'Severozápad'), r('CZ05', 'Severovýchod'),
    r('CZ06', 'Jihovýchod'), r('CZ07', 'Střední Morava'), r('CZ08', 'Moravskoslezsko'),
  ],
  DE: [
    r('DE11', 'Stuttgart'), r('DE12', 'Karlsruhe'), r('DE13', 'Freiburg'), r('DE14', 'Tübingen'), r('DE21', 'Oberbayern'), r('DE22', 'Niederbayern'),
    r('DE23', 'Oberpfalz'), r('DE24', 'Oberfranken'), r('DE25', 'Mittelfranken'), r('DE26', 'Unterfranken'), r('DE27', 'Schwaben'), r('DE30', 'Berlin'),
    r('DE40', 'Brandenburg'), r('DE50', 'Bremen'), r('DE60', 'Hamburg'), r('DE71', 'Darmstadt'), r('DE72', 'Gießen'), r('DE73', 'Kassel'),
    r('DE80', 'Mecklenburg-Vorpommern'), r('DE91', 'Braunschweig'), r('DE92', 'Hannover'), r('DE93', 'Lüneburg'), r('DE94', 'Weser-Ems'),
    r('DEA1', 'Düsseldorf'), r('DEA2', 'Köln'), r('DEA3', 'Münster'), r('DEA4', 'Detmold'), r('DEA5', 'Arnsberg'), r('DEB1', 'Koblenz'),
    r('DEB2', 'Trier'), r('DEB3', 'Rheinhessen-Pfalz'), r('DEC0', 'Saarland'), r('DED2', 'Dresden'), r('DED4', 'Chemnitz'), r('DED5', 'Leipzig'),
    r('DEE0', 'Sachsen-Anhalt'), r('DEF0', 'Schleswig-Holstein'), r('DEG0', 'Thüringen'),
  ],
  DK: [r('DK01', 'Hovedstaden'), r('DK02', 'Sjælland'), r('DK03', 'Syddanmark'), r('DK04', 'Midtjylland'), r('DK05', 'Nordjylland')],
  EE: [r('EE00', 'Eesti')],
  ES: [
    r('ES11', 'Galicia'), r('ES12', 'Principado de Asturias'), r('ES13', 'Cantabria'), r('ES21', 'País Vasco'), r('ES22', 'Comunidad Foral de Navarra'),
    r('ES23', 'La Rioja'), r('ES24', 'Aragón'), r('ES30', 'Comunidad de Madrid'), r('ES41', 'Castilla y León'), r('ES42', 'Castilla-La Mancha'),
    r('ES43', 'Extremadura'), r('ES51', 'Cataluña'), r('ES52', 'Comunitat Valenciana'), r('ES53', 'Illes Balears'), r('ES61', 'Andalucía'),
    r('ES62', 'Región de Murcia'), r('ES63', 'Ciudad de Ceuta'), r('ES64', 'Ciudad de Melilla'), r('ES70', 'Canarias'),
  ],
  FI: [r('FI19', 'Länsi-Suomi'), r('FI1B', 'Helsinki-Uusimaa'), r('FI1C', 'Etelä-Suomi'), r('FI1D', 'Pohjois- ja Itä-Suomi'), r('FI20', 'Åland')],
  FR: [
    r('FR10', 'Ile-de-France'), r('FRB0', 'Centre — Val de Loire'), r('FRC1', 'Bourgogne'), r('FRC2', 'Franche-Comté'), r('FRD1', 'Basse-Normandie'),
    r('FRD2', 'Haute-Normandie'), r('FRE1', 'Nord-Pas de Calais'), r('FRE2', 'Picardie'), r('FRF1', 'Alsace'), r('FRF2', 'Champagne-Ardenne'),
    r('FRF3', 'Lorraine'), r('FRG0', 'Pays de la Loire'), r('FRH0', 'Bretagne'), r('FRI1', 'Aquitaine'), r('FRI2', 'Limousin'),
    r('FRI3', 'Poitou-Charentes'), r('FRJ1', 'Languedoc-Roussillon'), r('FRJ2', 'Midi-Pyrénées'), r('FRK1', 'Auvergne'), r('FRK2', 'Rhône-Alpes'),
    r('FRL0', "Provence-Alpes-Côte d'Azur"), r('FRM0', 'Corse'), r('FRY1', 'Guadeloupe'), r('FRY2', 'Martinique'), r('FRY3', 'Guyane'),
    r('FRY4', 'La Réunion'), r('FRY5', 'Mayotte'),
  ],
  GR: [
    r('EL30', 'Αττική', { latin: 'Attiki' }), r('EL41', 'Βόρειο Αιγαίο', { latin: 'Voreio Aigaio' }), r('EL42', 'Νότιο Αιγαίο', { latin: 'Notio Aigaio' }),
    r('EL43', 'Κρήτη', { latin: 'Kriti' }), r('EL51', 'Ανατολική Μακεδονία, Θράκη', { latin: 'Anatoliki Makedonia, Thraki' }),
    r('EL52', 'Κεντρική Μακεδονία', { latin: 'Kentriki Makedonia' }), r('EL53', 'Δυτική Μακεδονία', { latin: 'Dytiki Makedonia' }),
    r('EL54', 'Ήπειρος', { latin: 'Ipeiros' }), r('EL61', 'Θεσσαλία', { latin: 'Thessalia' }), r('EL62', 'Ιόνια Νησιά', { latin: 'Ionia Nisia' }),
    r('EL63', 'Δυτική Ελλάδα', { latin: 'Dytiki Ellada' }), r('EL64', 'Στερεά Ελλάδα', { latin: 'Sterea Ellada' }),
    r('EL65', 'Πελοπόννησος', { latin: 'Peloponnisos' }),
  ],
  HR: [r('HR02', 'Panonska Hrvatska'), r('HR03', 'Jadranska Hrvatska'), r('HR05', 'Grad Zagreb'), r('HR06', 'Sjeverna Hrvatska')],
  HU: [
    r('HU11', 'Budapest'), r('HU12', 'Pest'), r('HU21', 'Közép-Dunántúl'), r('HU22', 'Nyugat-Dunántúl'), r('HU23', 'Dél-Dunántúl'),
    r('HU31', 'Észak-Magyarország'), r('HU32', 'Észak-Alföld'), r('HU33', 'Dél-Alföld'),
  ],
  IE: [r('IE04', 'Northern and Western'), r('IE05', 'Southern'), r('IE06', 'Eastern and Midland')],
  IT: [
    r('ITC1', 'Piemonte', { aliases: ['Piedmont'] }), r('ITC2', "Valle d'Aosta/Vallée d'Aoste", { aliases: ['Aosta Valley'] }), r('ITC3', 'Liguria'),
    r('ITC4', 'Lombardia', { aliases: ['Lombardy'] }), r('ITF1', 'Abruzzo'), r('ITF2', 'Molise'), r('ITF3', 'Campania'), r('ITF4', 'Puglia', { aliases: ['Apulia'] }),
    r('ITF5', 'Basilicata'), r('ITF6', 'Calabria'), r('ITG1', 'Sicilia', { aliases: ['Sicily'] }), r('ITG2', 'Sardegna', { aliases: ['Sardinia'] }),
    r('ITH1', 'Provincia Autonoma di Bolzano/Bozen', { aliases: ['South Tyrol', 'Alto Adige', 'Südtirol'] }), r('ITH2', 'Provincia Autonoma di Trento'),
    r('ITH3', 'Veneto'), r('ITH4', 'Friuli-Venezia Giulia'), r('ITH5', 'Emilia-Romagna'), r('ITI1', 'Toscana', { aliases: ['Tuscany'] }), r('ITI2', 'Umbria'),
    r('ITI3', 'Marche', { aliases: ['The Marches'] }), r('ITI4', 'Lazio', { aliases: ['Latium'] }),
  ],
  LT: [r('LT01', 'Sostinės regionas'), r('LT02', 'Vidurio ir vakarų Lietuvos regionas')],
  LU: [r('LU00', 'Luxembourg')],
  LV: [r('LV00', 'Latvija')],
  MT: [r('MT00', 'Malta')],
  NL: [
    r('NL11', 'Groningen'), r('NL12', 'Friesland (NL)'), r('NL13', 'Drenthe'), r('NL21', 'Overijssel'), r('NL22', 'Gelderland'), r('NL23', 'Flevoland'),
    r('NL32', 'Noord-Holland'), r('NL34', 'Zeeland'), r('NL35', 'Utrecht'), r('NL36', 'Zuid-Holland'), r('NL41', 'Noord-Brabant'), r('NL42', 'Limburg (NL)'),
  ],
  PL: [
    r('PL21', 'Małopolskie'), r('PL22', 'Śląskie'), r('PL41', 'Wielkopolskie'), r('PL42', 'Zachodniopomorskie'), r('PL43', 'Lubuskie'),
    r('PL51', 'Dolnośląskie'), r('PL52', 'Opolskie'), r('PL61', 'Kujawsko-pomorskie'), r('PL62', 'Warmińsko-mazurskie'), r('PL63', 'Pomorskie'),
    r('PL71', 'Łódzkie'), r('PL72', 'Świętokrzyskie'), r('PL81', 'Lubelskie'), r('PL82', 'Podkarpackie'), r('PL84', 'Podlaskie'),
    r('PL91', 'Warszawski stołeczny'), r('PL92', 'Mazowiecki regionalny'),
  ],
  PT: [
    r('PT11', 'Norte'), r('PT15', 'Algarve'), r('PT19', 'Centro (PT)'), r('PT1A', 'Grande Lisboa'), r('PT1B', 'Península de Setúbal'),
    r('PT1C', 'Alentejo'), r('PT1D', 'Oeste e Vale do Tejo'), r('PT20', 'Região Autónoma dos Açores'), r('PT30', 'Região Autónoma da Madeira'),
  ],
  RO: [
    r('RO11', 'Nord-Vest'), r('RO12', 'Centru'), r('RO21', 'Nord-Est'), r('RO22', 'Sud-Est'), r('RO31', 'Sud-Muntenia'), r('RO32', 'Bucureşti-Ilfov'),
    r('RO41', 'Sud-Vest Oltenia'), r('RO42', 'Vest'),
  ],
  SE: [
    r('SE11', 'Stockholm'), r('SE12', 'Östra Mellansverige'), r('SE21', 'Småland med öarna'), r('SE22', 'Sydsverige'), r('SE23', 'Västsverige'),
    r('SE31', 'Norra Mellansverige'), r('SE32', 'Mellersta Norrland'), r('SE33', 'Övre Norrland'),
  ],
  SI: [r('SI03', 'Vzhodna Slovenija'), r('SI04', 'Zahodna Slovenija')],
  SK: [r('SK01', 'Bratislavský kraj'), r('SK02', 'Západné Slovensko'), r('SK03', 'Stredné Slovensko'), r('SK04', 'Východné Slovensko')],
};

/** The NUTS 2 regions of a country, or null when this catalogue has no list for it (the region stays free text). */
export function regionsOf(country: string | null | undefined): readonly NutsRegion[] | null {
  if (!country) return null;
  return NUTS2[country as CountryCode] ?? null;
}

/** The region with this code in that country's list, if any. */
export function findRegion(country: string | null | undefined, code: string): NutsRegion | null {
  return regionsOf(country)?.find((region) => region.code === code) ?? null;
}
