import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { useHistory } from './api.ts';
import { AnswerText, QueryState } from './parts.tsx';

/** Every change of the project's compliance answers, newest first, as the server versions them. */
export function HistoryView({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('compliance');
  const history = useHistory(projectId);
  if (!history.data) return <QueryState query={history} />;
  if (history.data.length === 0)
    return (
      <p className="text-sm text-muted-foreground" data-testid="history-empty">
        {t('history.empty')}
      </p>
    );
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full min-w-[30rem] text-sm" data-testid="compliance-history">
        <caption className="sr-only">{t('history.caption')}</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            {(['when', 'what', 'answer', 'who'] as const).map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-medium">
                {t(`history.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {history.data.map((e, i) => (
            <tr key={`${e.at}-${e.target}-${i}`} className="border-t">
              <td className="px-3 py-2 whitespace-nowrap">{e.at ? formatDateTime(i18n.language, e.at) : '—'}</td>
              <td className="px-3 py-2 font-mono text-xs">{e.target}</td>
              <td className="px-3 py-2">
                <AnswerText answer={e.answer} />
              </td>
              <td className="px-3 py-2">{e.by ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
