import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import type { DealCard, DealPipeline } from '../../../contract/deal-flow.ts';
import { formatCurrency, formatDateTime, formatNumber } from '../../lib/format.ts';
import { MoveSelect } from './CardBits.tsx';
import { stageLabel } from './labels.ts';
import { industryName, regionName } from './names.ts';

type Stage = DealPipeline['stages'][number];

const cell = (v: string) => (/[",\n;]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The list as CSV (the columns the list shows; figures unformatted). */
export function toCsv(t: TFunction, cards: DealCard[], stages: Stage[]): string {
  const stage = new Map(stages.map((s) => [s.id, stageLabel(t, s)]));
  const head = ['project', 'stage', 'source', 'crScore', 'crTier', 'industry', 'region', 'ticket', 'openQuestions', 'movedAt'].map((k) =>
    t(`list.${k}`),
  );
  const rows = cards.map((c) => [
    c.projectTitle,
    stage.get(c.stageId) ?? '',
    t(`sources.${c.source}`),
    c.crScore === null ? '' : String(c.crScore),
    c.crTier ? t(`tiers.${c.crTier}`) : '',
    c.industry ?? '',
    c.region ?? '',
    c.ticket === null ? '' : String(c.ticket),
    String(c.openQuestions),
    c.movedAt,
  ]);
  return [head, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** The list view: one row per card, with the same "Move to…" select as the board. */
export function DealList({ cards, stages, onMove }: { cards: DealCard[]; stages: Stage[]; onMove: (id: string, stageId: string) => void }) {
  const { t, i18n } = useTranslation('dealFlow');
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm" data-testid="deal-list">
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            {(['project', 'stage', 'source', 'crScore', 'industry', 'region', 'ticket', 'movedAt'] as const).map((k) => (
              <th key={k} scope="col" className="px-3 py-2 font-medium">
                {t(`list.${k}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cards.map((c) => (
            <tr key={c.id} className="border-t" data-testid="deal-row">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                <Link to={`/deal-flow/cards/${c.id}`} className="hover:underline">
                  {c.projectTitle}
                </Link>
              </th>
              <td className="min-w-40 px-3 py-1">
                <MoveSelect card={c} stages={stages} onMove={onMove} />
              </td>
              <td className="px-3 py-2">{t(`sources.${c.source}`)}</td>
              <td className="px-3 py-2">
                {c.crScore === null ? '—' : `${formatNumber(i18n.language, c.crScore, 0)} · ${t(`tiers.${c.crTier}`)}`}
              </td>
              <td className="px-3 py-2">{c.industry ? industryName(c.industry, i18n.language) : '—'}</td>
              <td className="px-3 py-2">{c.region ? regionName(c.region, i18n.language) : '—'}</td>
              <td className="px-3 py-2">{c.ticket === null ? '—' : formatCurrency(i18n.language, c.ticket)}</td>
              <td className="px-3 py-2">{formatDateTime(i18n.language, c.movedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
