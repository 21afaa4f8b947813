import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../contract/projects.ts';
import { Panel, queryFeedback } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { useAnswerQuestion, useProjectQuestions, type ProjectQuestion } from './api.ts';

/**
 * "Questions from investors" on the project page: what investors asked in their due diligence, for the
 * project's members (an investor reading the project never sees another's questions); editors answer.
 * Shown only when there is a question.
 */
export function ProjectQuestionsPanel({ project }: { project: Project }) {
  const { t } = useTranslation('dealFlow');
  const member = project.access.capabilities.viewAccess;
  const list = useProjectQuestions(project.id, member);
  if (!member) return null;
  if (list.isPending || list.isError) return list.isError ? queryFeedback(list, t, t('loading')) : null;
  if (list.data.length === 0) return null;
  const open = list.data.filter((q) => q.status === 'open').length;
  return (
    <Panel id="investor-questions" title={t('proponent.title')} description={t('proponent.description', { count: open })} testId="investor-questions">
      <ul className="grid gap-3 px-6 pb-6">
        {list.data.map((q) => (
          <QuestionItem key={q.id} q={q} projectId={project.id} canAnswer={project.access.capabilities.editDetails} />
        ))}
      </ul>
    </Panel>
  );
}

function QuestionItem({ q, projectId, canAnswer }: { q: ProjectQuestion; projectId: string; canAnswer: boolean }) {
  const { t, i18n } = useTranslation('dealFlow');
  const answer = useAnswerQuestion(projectId);
  const [body, setBody] = useState('');
  const id = useId();
  return (
    <li className="rounded-md border p-3 text-sm" data-testid="investor-question">
      <p className="text-xs text-muted-foreground">
        {t('proponent.asked', { name: q.askedByName ?? t('proponent.someone'), date: formatDateTime(i18n.language, q.createdAt) })}
        {q.dueDate && ` · ${t('detail.due', { date: formatDate(i18n.language, q.dueDate) })}`}
      </p>
      <p className="font-medium">{q.body}</p>
      {q.status === 'answered' ? (
        <p className="mt-2 border-l-2 pl-2">{q.answerBody}</p>
      ) : canAnswer ? (
        <form
          className="mt-2 grid gap-2"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            if (body.trim()) answer.mutate({ qid: q.id, body: body.trim() });
          }}
        >
          <Label htmlFor={id}>{t('proponent.answer')}</Label>
          <textarea id={id} className="min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" value={body} onChange={(e) => setBody(e.target.value)} maxLength={5000} />
          <Button type="submit" size="sm" className="justify-self-start" disabled={answer.isPending}>
            {t('proponent.send')}
          </Button>
          {answer.isError && (
            <p role="alert" className="text-destructive">
              {errorMessage(t, answer.error)}
            </p>
          )}
        </form>
      ) : (
        <p className="mt-1 text-muted-foreground">{t('questionStatus.open')}</p>
      )}
    </li>
  );
}
