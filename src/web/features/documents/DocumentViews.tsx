import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useDocumentViews } from './api.ts';

/**
 * Who outside the workspace opened or downloaded this document, how and when (ADR 0030): the
 * proponent's view of a shared document's readers. Opens are counted once an hour per person.
 */
export function DocumentViews({ id }: { id: string }) {
  const { t, i18n } = useTranslation(['documents', 'errors']);
  const views = useDocumentViews(id, true);
  const list = views.data ?? [];
  return (
    <Card id="views" data-testid="document-views">
      <CardHeader>
        <h2 className="text-lg font-semibold">{t('views.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('views.help')}</p>
      </CardHeader>
      <CardContent>
        {queryFeedback(views, t, t('review.loading')) ??
          (list.length === 0 ? (
            <p className="text-sm text-muted-foreground" data-empty="true">
              {t('views.empty')}
            </p>
          ) : (
            <table className="w-full text-sm">
              <caption className="sr-only">{t('views.title')}</caption>
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('views.who')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('views.how')}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t('views.when')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((v, i) => (
                  <tr key={`${v.viewer.id}-${v.at}-${i}`} className="border-b last:border-0" data-testid="document-view">
                    <td className="py-2 pr-3 break-words">
                      {v.viewer.name} <span className="text-muted-foreground">({t(`views.roles.${v.viewer.role}`)})</span>
                    </td>
                    <td className="py-2 pr-3">{t(`views.actions.${v.action}`)}</td>
                    <td className="py-2 tabular-nums">{formatDateTime(i18n.language, v.at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
      </CardContent>
    </Card>
  );
}
