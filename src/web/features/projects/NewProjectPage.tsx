import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { arrivedFromPalette } from '../../lib/arrival.ts';
import { errorMessage, fieldErrors } from '../../lib/errors.ts';
import { useScopedWorkspace } from '../../lib/workspace-scope.ts';
import { useUpgradeHref } from '../../lib/upgrade.ts';
import { useCreateProject, useProjectUsage } from './api.ts';
import { atLimit } from './list-params.ts';
import { ProjectFormField } from './fields.tsx';
import {
  EMPTY_FORM,
  firstStepWithError,
  parseDraft,
  serverFieldErrors,
  toCreateBody,
  validateAll,
  validateFields,
  withoutError,
  WIZARD_STEPS,
} from './form.ts';
import type { FormErrors, ProjectField, ProjectForm } from './form.ts';
import type { ProjectPageArrival } from './ProjectPage.tsx';
import { Review } from './ReviewStep.tsx';

/** Where the wizard keeps its draft, for this tab only: a reload or a detour does not lose it. */
export const DRAFT_KEY = 'projects:new-draft';

function readDraft() {
  try {
    return parseDraft(window.sessionStorage.getItem(DRAFT_KEY));
  } catch {
    return null;
  }
}

function writeDraft(form: ProjectForm, step: number) {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ form, step }));
  } catch {
    /* storage blocked: the draft lasts while the page is open */
  }
}

function clearDraft() {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    /* nothing to clear */
  }
}

interface LimitDetails {
  upgradeUrl?: string;
  used?: number;
  limit?: number;
  tier?: string;
}

/** /projects/new — the creation wizard: basics, industry, market, money, review. */
export function NewProjectPage() {
  const { t, i18n } = useTranslation('projects');
  const lng = i18n.language;
  const navigate = useNavigate();
  const create = useCreateProject();
  const usage = useProjectUsage();
  // The project goes in the shell's workspace when the caller may create there, else the personal one.
  const scoped = useScopedWorkspace();
  const target = scoped && scoped.role !== 'viewer' ? scoped : undefined;
  const [initial] = useState(readDraft);
  const [form, setForm] = useState<ProjectForm>(initial?.form ?? EMPTY_FORM);
  const [step, setStep] = useState(initial?.step ?? 0);
  const [errors, setErrors] = useState<FormErrors>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const current = WIZARD_STEPS[step] ?? WIZARD_STEPS[0];
  const last = WIZARD_STEPS.length - 1;

  useEffect(() => writeDraft(form, step), [form, step]);
  // Opened from the palette or a shortcut, the user came here to type: the step's first field takes the focus.
  const location = useLocation();
  const fromPalette = arrivedFromPalette(location.state);
  useEffect(() => {
    const first = (current.fields as readonly ProjectField[])[0];
    if (fromPalette && first) document.getElementById(`new-${first}`)?.focus();
    // Only on arrival: later steps put the focus on their heading.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromPalette]);
  // Moving between steps puts the focus on the new step's heading, so screen readers announce it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const onChange = (field: ProjectField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => withoutError(e, field));
  };

  const goTo = (target: number) => {
    create.reset();
    setStep(target);
  };

  const next = () => {
    const found = validateFields(current.fields, form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const firstField = current.fields.find((f) => found[f]);
      if (firstField) document.getElementById(`new-${firstField}`)?.focus();
      return;
    }
    goTo(Math.min(step + 1, last));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (step < last) {
      next();
      return;
    }
    const found = validateAll(form);
    const wrong = firstStepWithError(found);
    if (wrong !== null) {
      setErrors(found);
      goTo(wrong);
      return;
    }
    create.mutate(
      { ...toCreateBody(form), ...(target ? { workspaceId: target.id } : {}) },
      {
        onSuccess: (project) => {
          clearDraft();
          void navigate(`/projects/${project.id}?tab=evaluation`, { state: { focusHeading: true } satisfies ProjectPageArrival });
        },
        onError: (error) => {
          const server = serverFieldErrors(fieldErrors(error));
          const wrongStep = firstStepWithError(server);
          if (wrongStep !== null) {
            setErrors(server);
            setStep(wrongStep);
          }
        },
      },
    );
  };

  const limitError =
    create.error instanceof ApiRequestError && create.error.code === 'PROJECT_LIMIT_REACHED'
      ? ((create.error.body?.details ?? {}) as LimitDetails)
      : null;
  // The next plan with room for one more project, and back to this page after paying (the draft is kept).
  const upgrade = useUpgradeHref({ projects: limitError?.used ?? usage.data?.used ?? 0 }, usage.data?.tier);

  return (
    <div className="mx-auto max-w-3xl" data-testid="new-project">
      <PageHeader
        title={t('new.title')}
        description={t('new.subtitle')}
        actions={
          <Button asChild variant="outline">
            <Link to="/projects">{t('new.backToList')}</Link>
          </Button>
        }
      />
      {atLimit(usage.data) ? (
        <p
          className="mb-4 rounded-md border border-amber-500/60 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
          data-testid="wizard-limit-notice"
        >
          {t('new.atLimit')}{' '}
          <Link to={upgrade} className="font-medium underline underline-offset-4" data-testid="upgrade-link">
            {t('new.upgrade')}
          </Link>
        </p>
      ) : null}
      <nav aria-label={t('new.stepsLabel')} className="mb-4">
        <ol className="flex flex-wrap gap-2 text-sm">
          {WIZARD_STEPS.map((s, index) => (
            <li key={s.key}>
              <span
                aria-current={index === step ? 'step' : undefined}
                className={
                  index === step
                    ? 'inline-flex items-center gap-1 rounded-full bg-primary px-3 py-1 font-medium text-primary-foreground'
                    : 'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-muted-foreground'
                }
              >
                {index < step ? <CheckIcon className="size-3.5" aria-hidden="true" /> : null}
                {index < step ? <span className="sr-only">{t('new.done')} </span> : null}
                {t('new.stepN', { n: index + 1 })} {t(`new.steps.${s.key}`)}
              </span>
            </li>
          ))}
        </ol>
      </nav>
      <Card>
        <form onSubmit={submit} noValidate aria-labelledby="wizard-step-heading">
          <CardHeader>
            <h2 id="wizard-step-heading" ref={headingRef} tabIndex={-1} className="text-lg leading-tight font-semibold outline-none">
              {t('new.stepHeading', { n: step + 1, total: WIZARD_STEPS.length, name: t(`new.steps.${current.key}`) })}
            </h2>
            <p className="text-sm text-muted-foreground">{t(`new.stepIntro.${current.key}`)}</p>
            {target && current.key === 'review' ? (
              <p className="text-sm" data-testid="new-workspace">
                {t('new.inWorkspace', { name: target.name })}
              </p>
            ) : null}
          </CardHeader>
          <CardContent className="grid gap-4">
            {current.key === 'review' ? (
              <Review form={form} lng={lng} onEdit={goTo} />
            ) : (
              current.fields.map((field) => (
                <ProjectFormField key={field} field={field} form={form} errors={errors} onChange={onChange} idPrefix="new" />
              ))
            )}
            {create.isError ? (
              <div role="alert" data-testid="wizard-error" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
                {limitError ? (
                  <p>
                    {limitError.limit !== undefined && limitError.tier
                      ? t('new.limitReached', {
                          count: limitError.limit,
                          used: limitError.used ?? limitError.limit,
                          tier: t(`common:tiers.${limitError.tier}`, { defaultValue: limitError.tier }),
                        })
                      : errorMessage(t, create.error)}{' '}
                    <Link to={upgrade} className="font-medium underline underline-offset-4" data-testid="upgrade-link">
                      {t('new.upgrade')}
                    </Link>
                  </p>
                ) : (
                  <p>{errorMessage(t, create.error)}</p>
                )}
                <p className="mt-1 text-xs text-muted-foreground">{t('new.keptDraft')}</p>
              </div>
            ) : null}
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-between">
              <Button variant="outline" onClick={() => goTo(Math.max(step - 1, 0))} disabled={step === 0}>
                <ArrowLeftIcon aria-hidden="true" />
                {t('new.back')}
              </Button>
              {step < last ? (
                <Button type="submit">
                  {t('new.next')}
                  <ArrowRightIcon aria-hidden="true" />
                </Button>
              ) : (
                <Button type="submit" pending={create.isPending}>
                  {create.isPending ? t('new.creating') : t('new.create')}
                </Button>
              )}
            </div>
          </CardContent>
        </form>
      </Card>
    </div>
  );
}
