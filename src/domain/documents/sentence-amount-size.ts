import type { SentenceAmount } from './sentence-amounts.ts';

/**
 * An amount too small to be a company's key figure (issue 28, thirteenth pass): "$0.03 per basic and
 * $0.02 diluted", "a guidance range of $1.27 to $1.30", "earnings between $0.77 and $0.81", "or 0.04
 * dollars", a table's "$295 - $315" whose unit ("in millions") is written elsewhere. Below a thousand
 * units of money no revenue, profit, debt, cash or investment of a company is meant: a per-share value,
 * a price or a cell whose unit the sentence does not carry. Pure.
 */
const LEAST = 1000;

export function tooSmallForAFigure(a: SentenceAmount): boolean {
  return Math.abs(a.value) < LEAST && (a.high === undefined || Math.abs(a.high) < LEAST);
}

/**
 * "record global sales of 2.26 million units", "vendite pari a 1,2 milioni di unità", "3.1 million
 * subscribers", "1.500 lavoratori", "3 million chickens": an amount with no currency of its own followed by what it counts is a count of things, not
 * money (twenty-fourth pass). A currency written on the amount keeps it money ("$2 million in units sold").
 */
const COUNTED = new RegExp(
  String.raw`^\s*(?:(?:di|of)\s+)?(?:(?:i|gli|le)\s+)?(?:(?:new|ordinary|common|flow-through|additional|existing|preference|equity|nuove|ordinarie)\s+)*(?:units?|unità|vehicles?|veicoli|cars|auto(?:mobili|vetture)?|vetture|trattori|rimorchi|camion|autocarri|mezzi|trucks|lorries|tractors|trailers|tonnes|tons|tonnellate|quintali|pounds(?=\s+of\s)|lbs|kilos|kilograms|chili|chilogrammi|litri|ettolitri|litres|liters|gallons|capi|barrels|barili|boe|passengers|passeggeri|customers|clienti|subscribers|abbonati|users|utenti|visitors|visitatori|copies|copie|downloads|devices|dispositivi|pieces|pezzi|items|orders|ordini|households|famiglie|people|persone|tickets|biglietti|nights|pernottamenti|presenze|accounts|policies|polizze|transactions|transazioni|doses|dosi|bottles|bottiglie|meals|pasti|ounces|oz|square (?:feet|metres|meters)|sq\.? ?ft|metri (?:quadri|quadrati|cubi)|m²|mq|m[23]|cubic (?:feet|metres|meters)|hectares|ettari|acres|kwh|mwh|gwh|twh|hours|ore|km|kilometres|kilometers|miles|shares|azioni|posti|patrons|spectators|spettatori|fans|tifosi|attendees|guests|ospiti|members|iscritti|admissions|ingressi|students|studenti|patients|pazienti|employees|workers|dipendenti|lavoratori|addetti|occupati|jobs|chickens|polli|hens|galline|cows|mucche|pigs|maiali|animals|animali|trees|alberi)(?![\p{L}])`,
  'iu',
);

export function countsThings(sentence: string, a: SentenceAmount): boolean {
  // (a bare number that took its currency and scale from a list before it, "360 milioni di euro nel 2023 e 1.500 lavoratori", counts too)
  // ("3 mila trattori e rimorchi": a scale word written, no currency)
  const bare = !/[$€£¥₹]|\p{L}/u.test(sentence.slice(a.start, a.end).replace(/(?<![\p{L}])(?:mila|thousand)(?![\p{L}])/giu, ''));
  return (a.currency === null || bare) && COUNTED.test(sentence.slice(a.end, a.end + 40));
}

/** "con un taglio minimo di 100mila euro", "in denominations of €100,000", "valore nominale unitario di 1.000 euro": one note's size, not the issue's. */
const DENOMINATION_BEFORE =
  /\b(?:tagli[oa]?(?:\s+(?:minimo|unitario))?|denominations?|valore\s+nominale\s+(?:unitario|di\s+ciascun[ao]?)|nominal\s+value\s+of\s+each)\s+(?:minimo\s+)?(?:di|of|pari\s+a)\s*(?:€\s?|euro\s+)?$/iu;

export function oneNote(sentence: string, a: SentenceAmount): boolean {
  return DENOMINATION_BEFORE.test(sentence.slice(Math.max(0, a.start - 50), a.start));
}
