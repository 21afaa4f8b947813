import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { errorMessage, fieldErrors } from '../../lib/errors.ts';
import type { AnswerBody } from './api.ts';
import type { AnswerDraft, DraftProblem } from './logic.ts';
import { bodyOf, draftProblems, isPnrrExAnte } from './logic.ts';
import { Textarea } from './fields.tsx';
import { AnswerRadios } from './parts.tsx';

/**
 * One answer (to a control or a single item): met / partial / not met / not applicable as a radio
 * group, the reason, the PNRR remedy and deadline when its rules ask for them, owner, due date, notes.
 * `extra` (evidence) sits above the save button; `evidence()` supplies its value on save.
 */
export function AnswerForm({
  initial,
  itemId,
  legend,
  onSave,
  saving,
  error,
  editable,
  extra,
  evidence,
  testId,
}: {
  initial: AnswerDraft;
  itemId?: string;
  legend: string;
  onSave: (body: AnswerBody) => Promise<unknown>;
  saving: boolean;
  error: unknown;
  editable: boolean;
  extra?: ReactNode;
  evidence?: () => AnswerBody['evidence'];
  testId?: string;
}) {
  const { t } = useTranslation('compliance');
  const id = useId();
  const [d, setD] = useState(initial);
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState(false);
  const problems = draftProblems(d, itemId);
  const server = fieldErrors(error);
  // The server's field errors (VALIDATION_FAILED with paths) are worded by the same messages as the form's own checks.
  const show = (p: DraftProblem) => ((tried && problems.includes(p)) || server[p] ? t(`form.problems.${p}`) : null);
  const set = (key: keyof AnswerDraft, value: string) => {
    setSaved(false);
    setD((x) => ({ ...x, [key]: value }));
  };
  const exAnte = itemId ? isPnrrExAnte(itemId) : false;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problems.length > 0) return;
    void onSave(bodyOf(d, evidence?.())).then(
      () => setSaved(true),
      () => undefined,
    );
  };
  const field = (key: 'reason' | 'remedy', label: string, hint?: string) => {
    const err = show(key);
    return (
      <FormField id={`${id}-${key}`} label={label} hint={hint} error={err}>
        <Textarea
          id={`${id}-${key}`}
          value={d[key]}
          onChange={(e) => set(key, e.target.value)}
          aria-invalid={err ? true : undefined}
          aria-describedby={err ? `${id}-${key}-error` : undefined}
          maxLength={2000}
        />
      </FormField>
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3" data-testid={testId}>
      <fieldset disabled={!editable} className="grid gap-3">
        <AnswerRadios value={d.answer} onChange={(a) => set('answer', a)} legend={legend} />
        {show('answer') ? (
          <p className="text-xs font-medium text-destructive" role="alert">
            {show('answer')}
          </p>
        ) : null}
        {d.answer === 'not_applicable' ? field('reason', t('form.reason'), t('form.reasonHint')) : null}
        {d.answer === 'not_met' && exAnte ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {field('remedy', t('form.remedy'), t('form.remedyHint'))}
            <FormField id={`${id}-deadline`} label={t('form.deadline')} error={show('deadline')}>
              <Input
                id={`${id}-deadline`}
                type="date"
                value={d.deadline}
                onChange={(e) => set('deadline', e.target.value)}
                aria-invalid={show('deadline') ? true : undefined}
              />
            </FormField>
          </div>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id={`${id}-owner`} label={t('form.owner')}>
            <Input id={`${id}-owner`} value={d.owner} maxLength={200} onChange={(e) => set('owner', e.target.value)} />
          </FormField>
          <FormField id={`${id}-due`} label={t('form.dueDate')}>
            <Input id={`${id}-due`} type="date" value={d.dueDate} onChange={(e) => set('dueDate', e.target.value)} />
          </FormField>
        </div>
        <FormField id={`${id}-notes`} label={t('form.notes')}>
          <Textarea id={`${id}-notes`} value={d.notes} maxLength={5000} onChange={(e) => set('notes', e.target.value)} />
        </FormField>
        {extra}
      </fieldset>
      {editable ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" disabled={saving}>
            {t('form.save')}
          </Button>
          <p aria-live="polite" className="text-sm" data-testid="answer-status">
            {error ? (
              <span role="alert" className="text-destructive">
                {errorMessage(t, error)}
              </span>
            ) : saved ? (
              t('form.saved')
            ) : null}
          </p>
        </div>
      ) : null}
    </form>
  );
}
