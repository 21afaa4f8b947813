import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { apiRequest } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { ROUTES, useDraft, useProjects, useRoadmap, useSaveRoadmap } from './api.ts';
import { WIZARD_STEPS, countIncluded, toDraft, toPhases, updateItem } from './draft.ts';
import type { DraftPhase, WizardStep } from './draft.ts';
import { DraftItems, ReviewStep } from './WizardSteps.tsx';
import { WizardTargets, type PendingTarget } from './WizardTargets.tsx';
import { selectClass, serverMessage } from './ui.ts';

/**
 * /roadmap-wizard: choose a project (or arrive with ?projectId= or ?requestId= of a funded request), then walk the
 * server's draft by where each item came from (plan years and CapEx, the funded call's obligations, compliance gaps,
 * the industry template), editing, removing or adding items; nothing is saved until the review step's confirmation.
 */
export function WizardPage() {
  const { t } = useTranslation('realization');
  const [params, setParams] = useSearchParams();
  const requestId = params.get('requestId');
  const request = useQuery<{ project: { id: string; title: string } }>({
    queryKey: ['/api/funding-requests', requestId ?? ''],
    queryFn: () => apiRequest('GET', `/api/funding-requests/${requestId}`),
    enabled: Boolean(requestId) && !params.get('projectId'),
  });
  const projectId = params.get('projectId') ?? request.data?.project.id ?? null;
  const [chosen, setStep] = useState<WizardStep>('plan');
  // Without a project the wizard is on its first step; with one, never on it.
  const step: WizardStep = projectId ? (chosen === 'project' ? 'plan' : chosen) : 'project';
  const index = WIZARD_STEPS.indexOf(step);

  return (
    <div className="mx-auto grid max-w-5xl gap-4 p-4 sm:p-6" data-testid="roadmap-wizard">
      <PageHeader title={t('wizard.title')} description={t('wizard.subtitle')} className="mb-0" />
      <nav aria-label={t('wizard.steps')}>
        <ol className="flex flex-wrap gap-2 text-xs">
          {WIZARD_STEPS.map((s, i) => (
            <li
              key={s}
              aria-current={s === step ? 'step' : undefined}
              className={cn(
                'rounded-full border px-3 py-1',
                s === step ? 'border-primary bg-primary text-primary-foreground' : i < index ? 'bg-muted' : 'text-muted-foreground',
              )}
            >
              {i + 1}. {t(`wizard.step.${s}`)}
            </li>
          ))}
        </ol>
      </nav>
      {step === 'project' || !projectId ? (
        requestId && request.isPending ? (
          queryFeedback(request, t, t('loading'))
        ) : (
          <ProjectStep
            onPick={(id) => {
              const next = new URLSearchParams(params);
              next.set('projectId', id);
              setParams(next, { replace: true });
              setStep('plan');
            }}
          />
        )
      ) : (
        <DraftSteps key={projectId} projectId={projectId} requestId={requestId} step={step} setStep={setStep} />
      )}
    </div>
  );
}

function ProjectStep({ onPick }: { onPick: (id: string) => void }) {
  const { t } = useTranslation('realization');
  const projects = useProjects();
  const [id, setId] = useState('');
  if (projects.isPending || projects.isError) return queryFeedback(projects, t, t('loading'));
  const editable = projects.data.filter((p) => p.access.capabilities.editInputs && !p.archivedAt);
  if (editable.length === 0) return <p className="text-muted-foreground">{t('wizard.noProjects')}</p>;
  return (
    <form
      className="grid max-w-md gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (id) onPick(id);
      }}
    >
      <Label htmlFor="wz-project">{t('wizard.chooseProject')}</Label>
      <select id="wz-project" className={selectClass} value={id} onChange={(e) => setId(e.target.value)} data-testid="wizard-project">
        <option value="">{t('wizard.pickOne')}</option>
        {editable.map((p) => (
          <option key={p.id} value={p.id}>
            {p.title}
          </option>
        ))}
      </select>
      <Button type="submit" className="justify-self-start" disabled={!id} data-testid="wizard-next">
        {t('wizard.next')}
      </Button>
    </form>
  );
}

function DraftSteps({
  projectId,
  requestId,
  step,
  setStep,
}: {
  projectId: string;
  requestId: string | null;
  step: WizardStep;
  setStep: (s: WizardStep) => void;
}) {
  const { t } = useTranslation('realization');
  const draft = useDraft(projectId, requestId);
  if (draft.isPending || draft.isError) return queryFeedback(draft, t, t('wizard.drafting'));
  return (
    <DraftEditor
      projectId={projectId}
      requestId={requestId}
      hasDraft={draft.data !== null}
      templateSource={draft.data?.templateSource ?? null}
      initial={toDraft(draft.data?.phases ?? [])}
      step={step}
      setStep={setStep}
    />
  );
}

/** The working copy, started once from the draft the server proposed. */
function DraftEditor({
  projectId,
  requestId,
  hasDraft,
  templateSource,
  initial,
  step,
  setStep,
}: {
  projectId: string;
  requestId: string | null;
  hasDraft: boolean;
  templateSource: string | null;
  initial: DraftPhase[];
  step: WizardStep;
  setStep: (s: WizardStep) => void;
}) {
  const { t } = useTranslation('realization');
  const navigate = useNavigate();
  const existing = useRoadmap(projectId);
  const save = useSaveRoadmap(projectId);
  const [phases, setPhases] = useState<DraftPhase[]>(initial);
  const [targets, setTargets] = useState<PendingTarget[]>([]);
  const [targetError, setTargetError] = useState<unknown>(null);
  const index = WIZARD_STEPS.indexOf(step);
  const go = (d: number) => setStep(WIZARD_STEPS[Math.min(WIZARD_STEPS.length - 1, Math.max(1, index + d))]!);
  const confirm = () =>
    save.mutate(
      { phases: toPhases(phases), ...(existing.data ? { revision: existing.data.revision } : {}) },
      {
        // The funder's targets typed in the obligations step become obligations once the roadmap is saved.
        onSuccess: async () => {
          try {
            for (const x of targets)
              await apiRequest('POST', ROUTES.obligations(projectId), { kind: 'target', title: x.indicator, ...x, requestId });
            void navigate(`/project/${projectId}/roadmap`);
          } catch (e) {
            setTargetError(e);
          }
        },
      },
    );
  return (
    <div className="grid gap-4">
      {!hasDraft ? <p className="text-sm text-muted-foreground">{t('wizard.noDraft')}</p> : null}
      {step === 'review' ? (
        <>
          <ReviewStep phases={phases} setPhases={setPhases} replaces={Boolean(existing.data)} />
          {targets.length > 0 ? (
            <p className="text-sm" data-testid="wizard-targets-count">
              {t('wizard.targets.review', { count: targets.length })}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <DraftItems step={step} phases={phases} onChange={(id, patch) => setPhases((p) => updateItem(p, id, patch))} />
          {step === 'obligations' ? <WizardTargets targets={targets} setTargets={setTargets} /> : null}
          {step === 'template' && templateSource ? (
            <p className="text-xs text-muted-foreground" data-testid="template-source">
              {t('wizard.templateSource', { source: templateSource })}
            </p>
          ) : null}
        </>
      )}
      {targetError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(t, targetError)}
        </p>
      ) : null}
      {save.isError ? (
        <p role="alert" className="text-sm text-destructive" data-testid="wizard-error">
          {serverMessage(t, save.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={() => go(-1)} disabled={index <= 1}>
          {t('wizard.back')}
        </Button>
        {step === 'review' ? (
          <Button onClick={confirm} pending={save.isPending} disabled={countIncluded(phases) === 0} data-testid="wizard-save">
            {t('wizard.save', { count: countIncluded(phases) })}
          </Button>
        ) : (
          <Button onClick={() => go(1)} data-testid="wizard-next">
            {t('wizard.next')}
          </Button>
        )}
        <span className="text-sm text-muted-foreground" role="status">
          {t('wizard.included', { count: countIncluded(phases) })}
        </span>
      </div>
    </div>
  );
}
