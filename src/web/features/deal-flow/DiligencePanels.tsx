import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealCardDetail } from '../../../contract/deal-flow.ts';
import { Panel } from '../../components/panel.tsx';
import { Input } from '../../components/ui/input.tsx';
import { earliestDayIso, formatCurrency, formatDateTime } from '../../lib/format.ts';
import { useCardAction } from './api.ts';
import { selectClass } from './CardBits.tsx';
import { CardForm, Field, TextArea } from './CardForm.tsx';
import { AnswerAttachments, DueNote } from './QuestionBits.tsx';

export function Questions({ id, questions }: { id: string; questions: DealCardDetail['questions'] }) {
  const { t } = useTranslation('dealFlow');
  const ask = useCardAction<{ body: string; dueDate?: string }>(id, 'POST', () => '/questions');
  const [body, setBody] = useState('');
  const [due, setDue] = useState('');
  const fid = useId();
  return (
    <Panel id="dd-questions" title={t('detail.questions')} description={t('detail.questionsHint')} testId="dd-questions">
      {questions.length > 0 && (
        <ul className="grid gap-3">
          {questions.map((q) => (
            <li key={q.id} className="rounded-md border p-3" data-testid="dd-question">
              <p className="font-medium break-words">{q.body}</p>
              <p className="text-xs text-muted-foreground">
                {t(`questionStatus.${q.status}`)}
                <DueNote q={q} />
              </p>
              {q.answerBody && (
                <p className="mt-2 border-l-2 pl-2 break-words" data-testid="dd-answer">
                  {q.answerBody}
                </p>
              )}
              <AnswerAttachments attachments={q.attachments} />
            </li>
          ))}
        </ul>
      )}
      <CardForm
        action={ask}
        label={t('detail.send')}
        primary
        submit={() =>
          body.trim()
            ? ask.mutateAsync({ body: body.trim(), ...(due ? { dueDate: due } : {}) }).then(() => {
                setBody('');
                setDue('');
              })
            : undefined
        }
        inline={
          <Field id={`${fid}-due`} label={t('detail.dueDate')}>
            <Input id={`${fid}-due`} type="date" min={earliestDayIso()} value={due} onChange={(e) => setDue(e.target.value)} />
          </Field>
        }
      >
        <Field id={fid} label={t('detail.ask')}>
          <TextArea id={fid} value={body} onChange={(e) => setBody(e.target.value)} maxLength={2000} />
        </Field>
      </CardForm>
    </Panel>
  );
}

export function Notes({ id, notes }: { id: string; notes: DealCardDetail['notes'] }) {
  const { t, i18n } = useTranslation('dealFlow');
  const add = useCardAction<{ body: string }>(id, 'POST', () => '/notes');
  const [body, setBody] = useState('');
  const fid = useId();
  return (
    <Panel id="dd-notes" title={t('detail.notes')} description={t('detail.notesHint')} testId="dd-notes">
      {notes.length > 0 && (
        <ul className="grid gap-2">
          {notes.map((n) => (
            <li key={n.id}>
              <span className="text-xs text-muted-foreground">{formatDateTime(i18n.language, n.createdAt)}</span>
              <p className="whitespace-pre-wrap break-words">{n.body}</p>
            </li>
          ))}
        </ul>
      )}
      <CardForm
        action={add}
        label={t('detail.add')}
        submit={() => (body.trim() ? add.mutateAsync({ body: body.trim() }).then(() => setBody('')) : undefined)}
      >
        <Field id={fid} label={t('detail.addNote')}>
          <TextArea id={fid} value={body} onChange={(e) => setBody(e.target.value)} maxLength={5000} />
        </Field>
      </CardForm>
    </Panel>
  );
}

const LEVELS = ['low', 'medium', 'high'] as const;
/** The findings' columns, in the table's order and the form's. */
const COLUMNS = ['risk', 'severity', 'likelihood', 'mitigation', 'owner'] as const;

/** A select of `options`, each shown through `label`. */
function Choice<V extends string>({
  id,
  value,
  options,
  label,
  onChange,
}: {
  id: string;
  value: V;
  options: readonly V[];
  label: (v: V) => string;
  onChange: (v: V) => void;
}) {
  return (
    <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value as V)}>
      {options.map((o) => (
        <option key={o} value={o}>
          {label(o)}
        </option>
      ))}
    </select>
  );
}

export function Findings({ id, findings }: { id: string; findings: DealCardDetail['findings'] }) {
  const { t } = useTranslation('dealFlow');
  const add = useCardAction<{ risk: string; severity: string; likelihood: string; mitigation: string; owner: string }>(
    id,
    'POST',
    () => '/findings',
  );
  const empty = { risk: '', severity: 'medium', likelihood: 'medium', mitigation: '', owner: '' } as const;
  const [f, setF] = useState<Record<(typeof COLUMNS)[number], string>>(empty);
  const fid = useId();
  const level = (x: string) => t(`levels.${x}`);
  return (
    <Panel id="dd-findings" title={t('detail.findings')} description={t('detail.findingsHint')} testId="dd-findings">
      {findings.length > 0 && (
        // Scrolls sideways on a phone: focusable and named, so the keyboard can scroll it too.
        <div
          className="overflow-x-auto rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          role="region"
          aria-label={t('detail.findings')}
          tabIndex={0}
        >
          <table className="w-full">
            <thead className="text-left">
              <tr>
                {COLUMNS.map((k) => (
                  <th key={k} scope="col" className="py-1 pr-2 font-medium">
                    {t(`finding.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {findings.map((x) => (
                <tr key={x.id} className="border-t">
                  <td className="py-1 pr-2">{x.risk}</td>
                  <td className="py-1 pr-2">{level(x.severity)}</td>
                  <td className="py-1 pr-2">{level(x.likelihood)}</td>
                  <td className="py-1 pr-2">{x.mitigation}</td>
                  <td className="py-1 pr-2">{x.owner}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <CardForm
        action={add}
        label={t('detail.add')}
        columns={2}
        submit={() => (f.risk.trim() ? add.mutateAsync({ ...f, risk: f.risk.trim() }).then(() => setF(empty)) : undefined)}
      >
        {COLUMNS.map((k) => (
          <Field key={k} id={`${fid}-${k}`} label={t(`finding.${k}`)} className={k === 'risk' ? 'sm:col-span-2' : undefined}>
            {k === 'severity' || k === 'likelihood' ? (
              <Choice id={`${fid}-${k}`} value={f[k]} options={LEVELS} label={level} onChange={(v) => setF({ ...f, [k]: v })} />
            ) : (
              <Input
                id={`${fid}-${k}`}
                value={f[k]}
                onChange={(e) => setF({ ...f, [k]: e.target.value })}
                maxLength={k === 'risk' ? 500 : 2000}
              />
            )}
          </Field>
        ))}
      </CardForm>
    </Panel>
  );
}

export function DecisionForm({ id, decision }: { id: string; decision: DealCardDetail['decision'] }) {
  const { t, i18n } = useTranslation('dealFlow');
  const save = useCardAction<{ decision: 'invest' | 'pass'; amount?: number; conditions: string; reasons: string }>(
    id,
    'PUT',
    () => '/decision',
  );
  const [d, setD] = useState({
    decision: decision?.decision ?? 'invest',
    amount: decision?.amount ? String(decision.amount) : '',
    conditions: decision?.conditions ?? '',
    reasons: decision?.reasons ?? '',
  });
  const fid = useId();
  const amount = Number(d.amount);
  return (
    <Panel id="dd-decision" title={t('detail.decision')} description={t('detail.decisionHint')} testId="dd-decision">
      {decision && (
        <p data-testid="dd-decision-recorded">
          {t('detail.recorded', { decision: t(`decisions.${decision.decision}`), date: formatDateTime(i18n.language, decision.decidedAt) })}
          {decision.amount !== null && ` · ${formatCurrency(i18n.language, decision.amount)}`}
        </p>
      )}
      <CardForm
        action={save}
        label={t('detail.record')}
        primary
        columns={2}
        refocus={false}
        submit={() =>
          save.mutateAsync({
            decision: d.decision,
            conditions: d.conditions,
            reasons: d.reasons,
            ...(d.amount && amount > 0 ? { amount } : {}),
          })
        }
      >
        <Field id={`${fid}-d`} label={t('detail.decisionLabel')}>
          <Choice
            id={`${fid}-d`}
            value={d.decision}
            options={['invest', 'pass'] as const}
            label={(x) => t(`decisions.${x}`)}
            onChange={(v) => setD({ ...d, decision: v })}
          />
        </Field>
        <Field id={`${fid}-a`} label={t('detail.amount')}>
          <Input
            id={`${fid}-a`}
            type="number"
            min={0}
            step="1000"
            inputMode="decimal"
            value={d.amount}
            onChange={(e) => setD({ ...d, amount: e.target.value })}
          />
        </Field>
        <Field id={`${fid}-c`} label={t('detail.conditions')}>
          <TextArea id={`${fid}-c`} value={d.conditions} onChange={(e) => setD({ ...d, conditions: e.target.value })} maxLength={5000} />
        </Field>
        <Field id={`${fid}-r`} label={t('detail.reasons')}>
          <TextArea id={`${fid}-r`} value={d.reasons} onChange={(e) => setD({ ...d, reasons: e.target.value })} maxLength={5000} />
        </Field>
      </CardForm>
    </Panel>
  );
}
