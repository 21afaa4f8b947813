import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryFeedback } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { apiRequest } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { useEngagements } from './api.ts';

/** The caller's requests and engagements (either side); a consultant accepts or declines a request here. */
export function EngagementList() {
  const { t, i18n } = useTranslation('consultants');
  const list = useEngagements();
  const act = async (id: string, verb: 'accept' | 'decline') => {
    await apiRequest('POST', `/api/engagements/${id}/${verb}`);
    await list.refetch();
  };
  return (
    <section aria-labelledby="engagements" className="space-y-2">
      <h2 id="engagements" className="text-lg font-semibold">
        {t('engagements.title')}
      </h2>
      {queryFeedback(list, t, t('loading'))}
      {list.data?.length === 0 ? <p className="text-muted-foreground">{t('engagements.none')}</p> : null}
      <ul className="space-y-2">
        {(list.data ?? []).map((e) => (
          <li key={e.id} className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <Link className="font-medium underline" to={`/consultants/engagements/${e.id}`}>
                {e.projectTitle}
              </Link>
              <p className="text-sm text-muted-foreground">
                {e.side === 'consultant' ? e.scope : e.consultantName} · {t(`state.${e.state}`)} · {formatDate(i18n.language, e.createdAt)}
              </p>
            </div>
            {e.side === 'consultant' && e.state === 'requested' ? (
              <div className="flex gap-2">
                <Button type="button" onClick={() => void act(e.id, 'accept')}>
                  {t('engagements.accept')}
                </Button>
                <Button type="button" variant="outline" onClick={() => void act(e.id, 'decline')}>
                  {t('engagements.decline')}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
