import type { SectionRow } from './types.ts';

/**
 * The 21 sections of NACE Rev. 2 (Eurostat, Regulation (EC) No 1893/2006) with the English title
 * and the Italian title of ATECO 2007 (ISTAT), which adopts NACE Rev. 2 unchanged at these levels.
 */
export const SECTIONS: readonly SectionRow[] = [
  ['A', 'Agriculture, forestry and fishing', 'Agricoltura, silvicoltura e pesca'],
  ['B', 'Mining and quarrying', 'Estrazione di minerali da cave e miniere'],
  ['C', 'Manufacturing', 'Attività manifatturiere'],
  ['D', 'Electricity, gas, steam and air conditioning supply', 'Fornitura di energia elettrica, gas, vapore e aria condizionata'],
  [
    'E',
    'Water supply; sewerage, waste management and remediation activities',
    'Fornitura di acqua; reti fognarie, attività di gestione dei rifiuti e risanamento',
  ],
  ['F', 'Construction', 'Costruzioni'],
  [
    'G',
    'Wholesale and retail trade; repair of motor vehicles and motorcycles',
    "Commercio all'ingrosso e al dettaglio; riparazione di autoveicoli e motocicli",
  ],
  ['H', 'Transportation and storage', 'Trasporto e magazzinaggio'],
  ['I', 'Accommodation and food service activities', 'Attività dei servizi di alloggio e di ristorazione'],
  ['J', 'Information and communication', 'Servizi di informazione e comunicazione'],
  ['K', 'Financial and insurance activities', 'Attività finanziarie e assicurative'],
  ['L', 'Real estate activities', 'Attività immobiliari'],
  ['M', 'Professional, scientific and technical activities', 'Attività professionali, scientifiche e tecniche'],
  ['N', 'Administrative and support service activities', 'Noleggio, agenzie di viaggio, servizi di supporto alle imprese'],
  [
    'O',
    'Public administration and defence; compulsory social security',
    'Amministrazione pubblica e difesa; assicurazione sociale obbligatoria',
  ],
  ['P', 'Education', 'Istruzione'],
  ['Q', 'Human health and social work activities', 'Sanità e assistenza sociale'],
  ['R', 'Arts, entertainment and recreation', 'Attività artistiche, sportive, di intrattenimento e divertimento'],
  ['S', 'Other service activities', 'Altre attività di servizi'],
  [
    'T',
    'Activities of households as employers; undifferentiated goods- and services-producing activities of households for own use',
    'Attività di famiglie e convivenze come datori di lavoro per personale domestico; produzione di beni e servizi indifferenziati per uso proprio da parte di famiglie e convivenze',
  ],
  ['U', 'Activities of extraterritorial organisations and bodies', 'Organizzazioni ed organismi extraterritoriali'],
];
