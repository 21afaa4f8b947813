import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '../../../contract/documents.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField, fieldDescription } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { errorMessage, fieldErrors } from '../../lib/errors.ts';
import { earliestDayIso, formatDate } from '../../lib/format.ts';
import { useDocumentDate } from './api.ts';

/**
 * Which date a document's periods were read against ("last year", "the third quarter" with no year) and
 * where it came from; whoever may edit the project's inputs states the document's date, or withdraws
 * it, and the document is read again (ADR 0107). Shown for texts (PDF, DOCX) once analysed; a sheet's
 * columns name their own years. The server refuses a date after today; the field says so first.
 */
export function DocumentDate({ doc, canEdit }: { doc: DocumentDetail; canEdit: boolean }) {
  const { t, i18n } = useTranslation(['documents', 'errors']);
  const id = useId();
  const save = useDocumentDate();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(doc.statedDate ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  // (absent for a sheet, whose columns name their own years: only a text's periods rest on a date)
  if (doc.dated === undefined) return null;
  const today = earliestDayIso();

  const send = (date: string | null) => save.mutate({ id: doc.id, projectId: doc.projectId, date }, { onSuccess: () => setEditing(false) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return setInvalid(t('dating.required'));
    if (value > today || value < '1970-01-01') return setInvalid(t('dating.outOfRange'));
    setInvalid(null);
    send(value);
  };
  const refused = fieldErrors(save.error).date;
  const error = invalid ?? (refused ? t('dating.outOfRange') : save.error ? errorMessage(t, save.error) : null);

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2 rounded-lg border p-3 text-sm" data-testid="document-date">
      <h2 id={`${id}-title`} className="font-semibold">
        {t('dating.title')}
      </h2>
      <p data-testid="document-dated">
        {doc.dated === 'not_recorded'
          ? t('dating.notRecorded')
          : doc.dated
            ? t('dating.readAgainst', { date: formatDate(i18n.language, doc.dated.date), source: t(`dating.source.${doc.dated.source}`) })
            : t('dating.none')}
      </p>
      {canEdit && !editing && save.error ? (
        <p role="alert" className="text-destructive">
          {errorMessage(t, save.error)}
        </p>
      ) : null}
      {canEdit && !editing ? (
        <span className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="outline" onClick={() => setEditing(true)} data-testid="document-date-change">
            {doc.statedDate ? t('dating.change') : t('dating.state')}
          </Button>
          {doc.statedDate ? (
            <Button type="button" size="sm" variant="ghost" pending={save.isPending} onClick={() => send(null)}>
              {t('dating.withdraw')}
            </Button>
          ) : null}
        </span>
      ) : null}
      {canEdit && editing ? (
        <form onSubmit={submit} noValidate className="grid max-w-sm gap-2">
          <FormField id={`${id}-date`} label={t('dating.label')} hint={t('dating.hint')} error={error}>
            <Input
              id={`${id}-date`}
              type="date"
              value={value}
              min="1970-01-01"
              max={today}
              onChange={(e) => setValue(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={fieldDescription(`${id}-date`, { hint: true, error })}
              data-testid="document-date-input"
            />
          </FormField>
          <span className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" pending={save.isPending} data-testid="document-date-save">
              {t('dating.save')}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
              {t('dating.cancel')}
            </Button>
          </span>
        </form>
      ) : null}
    </section>
  );
}
