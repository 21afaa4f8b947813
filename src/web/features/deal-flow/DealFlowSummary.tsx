import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DealSummary } from '../../../contract/deal-flow.ts';
import { Panel } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CACHE_TIERS } from '../../lib/query-client.ts';
import { stageLabel } from './labels.ts';

/** The investor dashboard's deal-flow figures: cards per stage and questions answered, counted by the server. */
export function DealFlowSummary() {
  const { t } = useTranslation('dealFlow');
  const q = useQuery<DealSummary>({ queryKey: ['/api/deal-flow/summary'], ...CACHE_TIERS.dynamic });
  if (!q.data) return null;
  return (
    <Panel
      id="deal-summary"
      title={t('dashboard.title')}
      description={t('dashboard.questions', { answered: q.data.questionsAnswered, asked: q.data.questionsAsked })}
      testId="deal-summary"
    >
      <ul className="flex flex-wrap gap-2 px-6">
        {q.data.stages.map((s) => (
          <li key={s.id} className="rounded-md border px-3 py-1 text-sm">
            {t('dashboard.stage', { stage: stageLabel(t, s), count: s.count })}
          </li>
        ))}
      </ul>
      <div className="px-6 pt-3 pb-6">
        <Button asChild variant="outline" size="sm">
          <Link to="/deal-flow">{t('dashboard.open')}</Link>
        </Button>
      </div>
    </Panel>
  );
}
