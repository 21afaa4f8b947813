import type { TFunction } from 'i18next';
import { DEFAULT_STAGE_NAMES } from '../../../domain/deal-flow/index.ts';
import { TICKET_BANDS, BAND_CURRENCY, type TicketBand } from '../../../domain/insights/index.ts';
import { formatCompact } from '../../lib/format.ts';

/** A band's label from the domain's own bounds (src/domain/insights): "Under €100K", "€100K – €500K", "€10M or more". */
export function bandLabel(t: TFunction, lng: string, band: TicketBand): string {
  const b = TICKET_BANDS.find((x) => x.id === band);
  if (!b) return t('bands.unknown');
  const money = (v: number) => formatCompact(lng, v, BAND_CURRENCY);
  if (b.min === 0 && b.max !== null) return t('bands.below', { max: money(b.max) });
  if (b.max === null) return t('bands.from', { min: money(b.min) });
  return t('bands.between', { min: money(b.min), max: money(b.max) });
}

/** A stage as the board shows it: an unrenamed default stage translated by its kind, else its own name. */
export function stageLabel(t: TFunction, s: { kind: string | null; name: string }): string {
  const kind = s.kind as keyof typeof DEFAULT_STAGE_NAMES | null;
  return kind && kind in DEFAULT_STAGE_NAMES && DEFAULT_STAGE_NAMES[kind] === s.name ? t(`stages.${kind}`) : s.name;
}

/** A 'YYYY-MM' month as the interface language writes it ("Mar 2026", "mar 2026"). */
export function monthLabel(lng: string, month: string, style: 'short' | 'long' = 'short'): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(lng === 'it' ? 'it-IT' : 'en-GB', { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y!, m! - 1, 1)),
  );
}

/** A month under a chart's bar: its short name alone (the table and the spoken summary give the year). */
export function monthTick(lng: string, month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(lng === 'it' ? 'it-IT' : 'en-GB', { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y!, m! - 1, 1)),
  );
}
