import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DealQuestion } from '../../../contract/deal-flow.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { formatDate } from '../../lib/format.ts';

/** The due date of a question and, when it is still open past that date (the server decides), an "overdue" badge. */
export function DueNote({ q }: { q: Pick<DealQuestion, 'dueDate' | 'overdue'> }) {
  const { t, i18n } = useTranslation('dealFlow');
  if (!q.dueDate) return null;
  return (
    <>
      {` · ${t('detail.due', { date: formatDate(i18n.language, q.dueDate) })}`}
      {q.overdue && (
        <Badge variant="destructive" className="ml-2" data-testid="question-overdue">
          {t('detail.overdue')}
        </Badge>
      )}
    </>
  );
}

/** The documents attached to an answer, each a link to the document's page. */
export function AnswerAttachments({ attachments }: { attachments: DealQuestion['attachments'] }) {
  const { t } = useTranslation('dealFlow');
  if (attachments.length === 0) return null;
  return (
    <div className="mt-1 pl-2">
      <span className="text-xs text-muted-foreground">{t('detail.attachments')}</span>
      <ul className="flex flex-wrap gap-x-3" data-testid="answer-attachments">
        {attachments.map((a) => (
          <li key={a.id} className="min-w-0 break-words">
            <Link
              className="text-primary underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              to={`/documents/${a.id}`}
            >
              {a.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
