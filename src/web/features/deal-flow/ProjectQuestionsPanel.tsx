import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../contract/projects.ts';
import { Panel, queryFeedback } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useAnswerQuestion, useProjectDocuments, useProjectQuestions, type ProjectQuestion } from './api.ts';
import { AnswerAttachments, DueNote } from './QuestionBits.tsx';

/** The contract's limit on attachments per answer. */
const MAX_ATTACHMENTS = 5;

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
  const [picked, setPicked] = useState<string[]>([]);
  const id = useId();
  return (
    <li className="rounded-md border p-3 text-sm" data-testid="investor-question">
      <p className="text-xs text-muted-foreground">
        {t('proponent.asked', { name: q.askedByName ?? t('proponent.someone'), date: formatDateTime(i18n.language, q.createdAt) })}
        <DueNote q={q} />
      </p>
      <p className="font-medium">{q.body}</p>
      {q.status === 'answered' ? (
        <>
          <p className="mt-2 border-l-2 pl-2">{q.answerBody}</p>
          <AnswerAttachments attachments={q.attachments} />
        </>
      ) : canAnswer ? (
        <form
          className="mt-2 grid gap-2"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            if (body.trim()) answer.mutate({ qid: q.id, body: body.trim(), documentIds: picked });
          }}
        >
          <Label htmlFor={id}>{t('proponent.answer')}</Label>
          <textarea id={id} className="min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" value={body} onChange={(e) => setBody(e.target.value)} maxLength={5000} />
          <AttachPicker projectId={projectId} picked={picked} onChange={setPicked} />
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

/** Checkboxes of the project's documents to attach to the answer (at most five). */
function AttachPicker({ projectId, picked, onChange }: { projectId: string; picked: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation('dealFlow');
  const docs = useProjectDocuments(projectId, true);
  if (!docs.data?.length) return null;
  const full = picked.length >= MAX_ATTACHMENTS;
  return (
    <fieldset className="grid gap-1" data-testid="answer-attach">
      <legend className="text-sm font-medium">{t('proponent.attach', { count: MAX_ATTACHMENTS })}</legend>
      {docs.data.map((d) => {
        const on = picked.includes(d.id);
        return (
          <label key={d.id} className="flex items-center gap-2">
            <input type="checkbox" className="size-4 accent-primary" checked={on} disabled={!on && full} onChange={() => onChange(on ? picked.filter((x) => x !== d.id) : [...picked, d.id])} />
            <span>{d.version > 1 ? t('proponent.docVersion', { name: d.filename, version: d.version }) : d.filename}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
