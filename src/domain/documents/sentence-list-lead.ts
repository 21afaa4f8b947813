import type { PeriodMention } from './sentence-periods.ts';

/**
 * A line of a list (one line, with amounts) that opens on its period ("Full year 2024 revenue of $8.920 billion",
 * "Esercizio 2024: ricavi pari a 412 milioni") passes that period to the list lines below it that state none, as a
 * heading line does (issue 28). Pure.
 */
export function leadsList(line: boolean, amounts: number, opening: PeriodMention | undefined, ahead: boolean): boolean {
  return line && amounts > 0 && !ahead && !!opening?.period && opening.period.kind === 'year';
}
