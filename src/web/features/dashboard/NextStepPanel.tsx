import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import {
  ArrowRightIcon,
  CheckCircleIcon,
  FileCheckIcon,
  FileTextIcon,
  FolderPlusIcon,
  GaugeIcon,
  HourglassIcon,
  MapPinIcon,
  SendIcon,
  ShieldCheckIcon,
  UploadIcon,
  type LucideIcon,
} from 'lucide-react';
import type { GuideAction } from '../../../domain/guide/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { formatNumber } from '../../lib/format.ts';
import { CYCLE_STEPS } from './cycle.ts';
import type { NextStep } from './next-step.ts';

const ICONS: Record<GuideAction, LucideIcon> = {
  upload_documents: UploadIcon,
  wait_analysis: HourglassIcon,
  review_figures: FileCheckIcon,
  apply_figures: FileCheckIcon,
  run_evaluation: GaugeIcon,
  rerun_evaluation: GaugeIcon,
  scope_compliance: ShieldCheckIcon,
  answer_compliance: ShieldCheckIcon,
  seal_report: FileTextIcon,
  send_request: SendIcon,
  complete: CheckCircleIcon,
};

/** The one thing to do next, first on a proponent's dashboard, with where it sits on the 7-step cycle. */
export function NextStepPanel({ step, lng, t }: { step: NextStep; lng: string; t: TFunction }) {
  const Icon = step.kind === 'createProject' ? FolderPlusIcon : ICONS[step.action];
  const n = CYCLE_STEPS.findIndex((s) => s.key === step.cycle) + 1;
  const key = step.kind === 'createProject' ? 'nextStep.createProject' : `nextStep.actions.${step.action}`;
  const values =
    step.kind === 'action'
      ? { title: step.project.title, count: step.count ?? 0, n: step.count === null ? '' : formatNumber(lng, step.count, 0) }
      : {};
  return (
    <section aria-labelledby="next-step-heading" data-testid="next-step" data-step={step.kind === 'action' ? step.action : step.kind}>
      <Card className="border-primary/50 bg-primary/5">
        <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 gap-3">
            <Icon className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
            <div className="min-w-0">
              <h2 id="next-step-heading" className="text-xs font-semibold tracking-wide text-primary uppercase">
                {t('nextStep.heading')}
              </h2>
              <p className="text-lg font-semibold">{t(`${key}.title`, values)}</p>
              <p className="text-sm text-muted-foreground">{t(`${key}.body`, values)}</p>
              <a
                href="#cycle"
                className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-muted-foreground underline-offset-4 hover:underline"
              >
                <MapPinIcon className="size-3.5" aria-hidden="true" />
                {t('cycle.step', { n })} {t(`cycle.steps.${step.cycle}.title`)} · {t('cycleState.current')}
              </a>
            </div>
          </div>
          <Button
            asChild
            className="h-auto min-h-9 max-w-full self-start py-2 text-left whitespace-normal sm:max-w-xs sm:shrink-0 sm:self-center"
          >
            <Link to={step.to}>
              {t(`${key}.action`, values)}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
