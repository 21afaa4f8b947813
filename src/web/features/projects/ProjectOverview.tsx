import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PencilIcon } from 'lucide-react';
import type { Project } from '../../../contract/projects.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { errorMessage, fieldErrors } from '../../lib/errors.ts';
import { formatCurrency, formatDateTime, formatNumber } from '../../lib/format.ts';
import { useUpdateProject } from './api.ts';
import { ProjectFormField } from './fields.tsx';
import { ALL_FIELDS, formFromProject, serverFieldErrors, toUpdateBody, validateEdit, withoutError } from './form.ts';
import type { FormErrors, ProjectField, ProjectForm } from './form.ts';
import { countryName, regionText } from './geo.ts';
import { industryText } from './IndustryCombobox.tsx';
import { ArchiveCard, DeleteCard, StatusCard } from './ProjectCards.tsx';

/** The project page's overview tab: the project's details (read or edited) and its status, archive and delete cards. */
export function Overview({ project: p }: { project: Project }) {
  const [editing, setEditing] = useState(false);
  // Only what the caller's access allows is offered (the server refuses the rest anyway).
  const can = p.access.capabilities;
  const side = can.changeStatus || can.archive || can.delete;
  return (
    <div className={side ? 'grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]' : 'grid gap-4'}>
      {editing && can.editDetails ? (
        <EditForm project={p} onDone={() => setEditing(false)} />
      ) : (
        <Details project={p} onEdit={can.editDetails ? () => setEditing(true) : undefined} />
      )}
      <div className={side ? 'grid content-start gap-4' : 'hidden'}>
        {can.changeStatus ? <StatusCard project={p} /> : null}
        {can.archive ? <ArchiveCard project={p} /> : null}
        {can.delete ? <DeleteCard project={p} /> : null}
      </div>
    </div>
  );
}

function Details({ project: p, onEdit }: { project: Project; onEdit?: (() => void) | undefined }) {
  const { t, i18n } = useTranslation('projects');
  const lng = i18n.language;
  const none = <span className="text-muted-foreground">{t('review.notGiven')}</span>;
  const rows: [ProjectField | 'createdAt' | 'updatedAt', ReactNode][] = [
    ['description', p.description ? <span className="whitespace-pre-line">{p.description}</span> : none],
    ['industry', industryText(p.industry, lng)],
    ['targetMarket', p.targetMarket],
    ['country', p.country ? countryName(p.country, lng) : none],
    ['region', p.region ? regionText(p.country ?? '', p.region) : none],
    ['stage', p.stage ? t(`stages.${p.stage}`) : none],
    ['applicantSize', p.applicantSize ? t(`applicantSizes.${p.applicantSize}`) : none],
    ['estimatedBudget', formatCurrency(lng, p.estimatedBudget, p.currency)],
    ['fundingSought', p.fundingSought === null ? none : formatCurrency(lng, p.fundingSought, p.currency)],
    ['currency', p.currency],
    [
      'horizonYears',
      p.horizonYears === null ? none : t('review.years', { count: p.horizonYears, n: formatNumber(lng, p.horizonYears, 0) }),
    ],
    ['createdAt', formatDateTime(lng, p.createdAt)],
    ['updatedAt', formatDateTime(lng, p.updatedAt)],
  ];
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-2">
        <h2 className="text-lg leading-tight font-semibold">{t('overview.details')}</h2>
        {onEdit ? (
          <Button size="sm" variant="outline" onClick={onEdit}>
            <PencilIcon aria-hidden="true" />
            {t('overview.edit')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,12rem)_1fr]" data-testid="project-details">
          {rows.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="text-muted-foreground">
                {key === 'createdAt' || key === 'updatedAt' ? t(`overview.${key}`) : t(`fields.${key}.short`)}
              </dt>
              <dd className="min-w-0 break-words" data-field={key}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function EditForm({ project: p, onDone }: { project: Project; onDone: () => void }) {
  const { t } = useTranslation('projects');
  const update = useUpdateProject(p.id);
  const [original] = useState(() => formFromProject(p));
  const [form, setForm] = useState<ProjectForm>(original);
  const [errors, setErrors] = useState<FormErrors>({});

  const onChange = (field: ProjectField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => withoutError(e, field));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateEdit(form, original);
    setErrors(found);
    const first = ALL_FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(`edit-${first}`)?.focus();
      return;
    }
    const body = toUpdateBody(form, original);
    if (Object.keys(body).length === 0) {
      onDone();
      return;
    }
    update.mutate(body, {
      onSuccess: onDone,
      onError: (error) => setErrors(serverFieldErrors(fieldErrors(error))),
    });
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{t('overview.editTitle')}</h2>
        <CardDescription>{t('overview.editNote')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} noValidate data-testid="edit-form">
          {ALL_FIELDS.map((field) => (
            <ProjectFormField key={field} field={field} form={form} errors={errors} onChange={onChange} idPrefix="edit" />
          ))}
          {update.isError ? (
            <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
              {errorMessage(t, update.error)}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onDone}>
              {t('overview.cancel')}
            </Button>
            <Button type="submit" pending={update.isPending}>
              {update.isPending ? t('overview.saving') : t('overview.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
