import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CheckCircle2Icon, HandCoinsIcon, Share2Icon } from 'lucide-react';
import type { Project } from '../../../contract/projects.ts';
import { PROJECT_STAGES } from '../../../domain/projects/index.ts';
import type { ProjectStatus } from '../../../domain/projects/index.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { FormField, fieldDescription } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import { CURRENCIES, LIMITS } from './form.ts';
import type { FieldError, FormErrors, ProjectField, ProjectForm } from './form.ts';
import { IndustryCombobox } from './IndustryCombobox.tsx';

export const selectClass =
  'flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm';

/** The translated message of a validation failure of `field`. */
export function fieldErrorText(t: TFunction, field: ProjectField, error: FieldError | undefined): string | null {
  if (!error) return null;
  return t(`errors.${error.code}`, { ...error.values, field: t(`fields.${field}.short`) });
}

/**
 * One field of the project form, labelled, hinted and with its error, for the wizard and the edit
 * form alike. `idPrefix` keeps ids unique per form.
 */
export function ProjectFormField({
  field,
  form,
  errors,
  onChange,
  idPrefix,
  extraHint,
}: {
  field: ProjectField;
  form: ProjectForm;
  errors: FormErrors;
  onChange: (field: ProjectField, value: string) => void;
  idPrefix: string;
  extraHint?: string;
}) {
  const { t } = useTranslation('projects');
  const id = `${idPrefix}-${field}`;
  const label = t(`fields.${field}.label`);
  const hintKey = `fields.${field}.hint`;
  const baseHint = t(hintKey, { defaultValue: '' });
  const hint = [baseHint, extraHint].filter(Boolean).join(' ') || null;
  const error = fieldErrorText(t, field, errors[field]);
  const common = {
    id,
    name: field,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldDescription(id, { hint, error }),
  } as const;
  const set = (value: string) => onChange(field, value);

  if (field === 'industry') return <IndustryCombobox id={id} value={form.industry} onChange={set} error={error} label={label} hint={hint ?? undefined} />;

  let control: ReactNode;
  if (field === 'description') {
    control = (
      <textarea
        {...common}
        rows={4}
        maxLength={LIMITS.description}
        value={form.description}
        onChange={(e) => set(e.target.value)}
        className={cn(selectClass, 'h-auto min-h-24 py-2')}
      />
    );
  } else if (field === 'stage') {
    control = (
      <select {...common} value={form.stage} onChange={(e) => set(e.target.value)} className={selectClass}>
        <option value="">{t('fields.stage.none')}</option>
        {PROJECT_STAGES.map((s) => (
          <option key={s} value={s}>
            {t(`stages.${s}`)}
          </option>
        ))}
      </select>
    );
  } else if (field === 'currency') {
    const options: string[] = [...CURRENCIES];
    if (form.currency && !options.includes(form.currency)) options.push(form.currency);
    control = (
      <select {...common} value={form.currency} onChange={(e) => set(e.target.value)} className={selectClass}>
        {options.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    );
  } else {
    const numeric = field === 'estimatedBudget' || field === 'fundingSought' || field === 'horizonYears';
    const props: ComponentProps<'input'> = numeric
      ? { type: 'number', inputMode: field === 'horizonYears' ? 'numeric' : 'decimal', min: field === 'horizonYears' ? LIMITS.horizonMin : 0, max: field === 'horizonYears' ? LIMITS.horizonMax : undefined, step: field === 'horizonYears' ? 1 : 'any' }
      : { type: 'text', maxLength: field === 'title' ? LIMITS.title : field === 'targetMarket' ? LIMITS.targetMarket : field === 'country' ? 2 : field === 'region' ? 5 : undefined };
    const upper = field === 'country' || field === 'region';
    control = <Input {...common} {...props} autoComplete={field === 'country' ? 'country' : 'off'} value={form[field]} onChange={(e) => set(upper ? e.target.value.toUpperCase() : e.target.value)} />;
  }
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {control}
    </FormField>
  );
}

/** The status as a badge; completed and funded carry an icon so they stand out without colour alone. */
export function StatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation('projects');
  const variant = status === 'funded' ? 'default' : status === 'completed' ? 'secondary' : status === 'analyzing' ? 'warning' : 'outline';
  return (
    <Badge variant={variant} data-testid="status-badge" data-status={status}>
      {status === 'funded' ? <HandCoinsIcon aria-hidden="true" /> : status === 'completed' ? <CheckCircle2Icon aria-hidden="true" /> : null}
      <span className="sr-only">{t('status.label')}: </span>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** "Shared with you · read only" on a project the caller reaches through a grant, nothing otherwise. */
export function SharedBadge({ project }: { project: Pick<Project, 'access'> }) {
  const { t } = useTranslation('projects');
  if (project.access.via !== 'grant') return null;
  return (
    <Badge variant="secondary" data-testid="shared-badge" data-level={project.access.level}>
      <Share2Icon aria-hidden="true" />
      {t('badges.shared', { level: t(`badges.sharedLevels.${project.access.level}`) })}
    </Badge>
  );
}

/** "72 / 100 · Developing", or the explanation that there is no score yet. */
export function ScoreText({ score, lng }: { score: { total: number; tier: string } | null; lng: string }) {
  const { t } = useTranslation('projects');
  if (!score) return <span className="text-muted-foreground">{t('score.none')}</span>;
  return (
    <span>
      {t('score.value', { total: formatNumber(lng, score.total, 0) })} · {t(`scoreTiers.${score.tier}`, { defaultValue: score.tier })}
    </span>
  );
}
