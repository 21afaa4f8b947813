import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useProject } from '../projects/api.ts';
import { useFundingRequest } from './api.ts';
import { EligibilityStep } from './EligibilityStep.tsx';
import { PackageStep, ReviewStep } from './PackageStep.tsx';
import { TargetStep } from './TargetStep.tsx';

const STEPS = ['target', 'eligibility', 'package', 'review'] as const;
type Step = (typeof STEPS)[number];

/**
 * /funding-wizard/:projectId: choose a call or an investor, check eligibility, assemble the package,
 * review and submit. The draft lives on the server from the first choice (`?request=` in the address,
 * so a reload or a later visit resumes it); every step saves as the user goes.
 */
export function FundingWizardPage() {
  const { t } = useTranslation('fundingRequests');
  const { projectId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const requestId = params.get('request');
  const project = useProject(projectId);
  const request = useFundingRequest(requestId);
  const [step, setStep] = useState<Step>(requestId ? 'eligibility' : 'target');

  if (project.isPending) return <Spinner className="m-8 size-6" />;
  if (project.isError)
    return (
      <p role="alert" className="p-6 text-destructive">
        {errorMessage(t, project.error)}
      </p>
    );
  const p = project.data;
  const draft = request.data && request.data.state === 'draft' ? request.data : null;
  const sent = request.data && request.data.state !== 'draft';
  const reachable = (s: Step) => s === 'target' || Boolean(draft);

  return (
    <div className="mx-auto grid max-w-3xl gap-6 p-4 sm:p-6" data-testid="funding-wizard">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">{t('wizard.title')}</h1>
        <p className="text-muted-foreground">{t('wizard.subtitle', { project: p.title })}</p>
      </header>
      <nav aria-label={t('wizard.stepsLabel')}>
        <ol className="flex flex-wrap gap-2">
          {STEPS.map((s, i) => (
            <li key={s}>
              <Button
                type="button"
                size="sm"
                variant={s === step ? 'default' : 'outline'}
                aria-current={s === step ? 'step' : undefined}
                disabled={!reachable(s)}
                onClick={() => setStep(s)}
                data-testid={`wizard-step-${s}`}
              >
                <span aria-hidden className={cn('mr-1 tabular-nums')}>
                  {i + 1}.
                </span>
                {t(`wizard.steps.${s}`)}
              </Button>
            </li>
          ))}
        </ol>
      </nav>
      {sent ? (
        <p role="status" className="rounded-md border p-4">
          {t('wizard.alreadySent')}{' '}
          <Link className="underline" to={`/funding-requests?id=${requestId}`}>
            {t('wizard.openRequest')}
          </Link>
        </p>
      ) : step === 'target' ? (
        <TargetStep
          project={p}
          preselectedCall={params.get('call')}
          current={draft}
          onCreated={(id) => {
            setParams({ request: id }, { replace: true });
            setStep('eligibility');
          }}
        />
      ) : !draft ? (
        <Spinner className="size-6" />
      ) : step === 'eligibility' ? (
        <EligibilityStep project={p} request={draft} onNext={() => setStep('package')} />
      ) : step === 'package' ? (
        <PackageStep project={p} request={draft} onNext={() => setStep('review')} />
      ) : (
        <ReviewStep request={draft} onSubmitted={() => navigate(`/funding-requests?id=${draft.id}`)} />
      )}
    </div>
  );
}
