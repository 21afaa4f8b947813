import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../contract/projects.ts';
import { Panel, queryFeedback } from '../../components/panel.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useAnswerQuestion, useProjectDocuments, useProjectQuestions, type ProjectQuestion } from './api.ts';
import { CardForm, Field, TextArea } from './CardForm.tsx';
import { AnswerAttachments, DueNote } from './QuestionBits.tsx';

/** The contract's limit on attachments per answer. */
const MAX_ATTACHMENTS = 5;

/**
 * The project page's Questions tab (`?tab=questions`, where the "question asked" notification leads):
 * what investors asked in their due diligence, for the project's members (an investor reading the
 * project never sees another's questions); editors answer, attaching the project's documents.
 */
export function ProjectQuestionsPanel({ project }: { project: Project }) {
  const { t } = useTranslation('dealFlow');
  const member = project.access.capabilities.viewAccess;
  const list = useProjectQuestions(project.id, member);
  if (!member) return null;
  const open = list.data?.filter((q) => q.status === 'open').length ?? 0;
  const description = !list.data?.length
    ? t('proponent.descriptionNone')
    : open > 0
      ? t('proponent.description', { count: open })
      : t('proponent.allAnswered');
  return (
    <Panel id="investor-questions" title={t('proponent.title')} description={description} testId="investor-questions">
      {list.isPending || list.isError ? (
        queryFeedback(list, t, t('loading'))
      ) : list.data.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-muted-foreground" data-empty="true">
          {t('proponent.empty')}
        </p>
      ) : (
        <ul className="grid gap-3">
          {list.data.map((q) => (
            <QuestionItem key={q.id} q={q} projectId={project.id} canAnswer={project.access.capabilities.editDetails} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function QuestionItem({ q, projectId, canAnswer }: { q: ProjectQuestion; projectId: string; canAnswer: boolean }) {
  const { t, i18n } = useTranslation('dealFlow');
  const answer = useAnswerQuestion(projectId);
  const [body, setBody] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const id = useId();
  const item = useRef<HTMLLIElement>(null);
  return (
    // Focusable so that, once answered, the focus stays on the question rather than falling to the page with its form.
    <li
      ref={item}
      tabIndex={-1}
      className="rounded-md border p-3 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      data-testid="investor-question"
    >
      <p className="text-xs text-muted-foreground">
        {t('proponent.asked', { name: q.askedByName ?? t('proponent.someone'), date: formatDateTime(i18n.language, q.createdAt) })}
        <DueNote q={q} />
      </p>
      <p className="font-medium break-words">{q.body}</p>
      {q.status === 'answered' ? (
        <>
          <p className="mt-2 border-l-2 pl-2 break-words">{q.answerBody}</p>
          <AnswerAttachments attachments={q.attachments} />
        </>
      ) : canAnswer ? (
        <div className="mt-2">
          <CardForm
            action={answer}
            label={t('proponent.send')}
            primary
            refocus={false}
            submit={() =>
              body.trim()
                ? answer.mutateAsync({ qid: q.id, body: body.trim(), documentIds: picked }).then(() => item.current?.focus())
                : undefined
            }
          >
            <Field id={id} label={t('proponent.answer')}>
              <TextArea id={id} value={body} onChange={(e) => setBody(e.target.value)} maxLength={5000} />
            </Field>
            <AttachPicker projectId={projectId} picked={picked} onChange={setPicked} />
          </CardForm>
        </div>
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
      <legend className="mb-1 text-sm font-medium">{t('proponent.attach', { count: MAX_ATTACHMENTS })}</legend>
      {docs.data.map((d) => {
        const on = picked.includes(d.id);
        return (
          <label key={d.id} className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-primary"
              checked={on}
              disabled={!on && full}
              onChange={() => onChange(on ? picked.filter((x) => x !== d.id) : [...picked, d.id])}
            />
            <span className="min-w-0 break-words">
              {d.version > 1 ? t('proponent.docVersion', { name: d.filename, version: d.version }) : d.filename}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
