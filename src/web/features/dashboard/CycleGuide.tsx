import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { ArrowRightIcon, CheckIcon, MapPinIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { CYCLE_STEPS } from './cycle.ts';
import type { CycleKey, CycleState } from './next-step.ts';

/**
 * The 7 steps of the project cycle, each with where it is done. With `states`, the user's current
 * step is marked "you are here" (aria-current="step") and the steps their projects prove done say so.
 */
export function CycleGuide({
  t,
  states,
  links,
}: {
  t: TFunction;
  states?: Record<CycleKey, CycleState> | undefined;
  /** Where each step is done on the project the states are about (else the step's general page). */
  links?: Partial<Record<CycleKey, string>> | undefined;
}) {
  return (
    <section aria-labelledby="cycle-heading" id="cycle" className="scroll-mt-20" data-testid="cycle-guide">
      <Card>
        <CardHeader>
          <CardTitle id="cycle-heading" className="text-lg">
            {t('dashboard:cycle.title')}
          </CardTitle>
          <CardDescription>{t('dashboard:cycle.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-3 md:grid-cols-2">
            {CYCLE_STEPS.map((step, index) => {
              const state = states?.[step.key] ?? 'todo';
              return (
                <li
                  key={step.key}
                  aria-current={state === 'current' ? 'step' : undefined}
                  data-state={states ? state : undefined}
                  className={cn(
                    'flex gap-3 rounded-lg border p-3',
                    state === 'current' && 'border-primary bg-primary/5 ring-1 ring-primary',
                  )}
                >
                  <span
                    className={cn(
                      'flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                      state === 'done' ? 'bg-muted text-foreground' : 'bg-primary text-primary-foreground',
                    )}
                    aria-hidden="true"
                  >
                    {state === 'done' ? <CheckIcon className="size-4" /> : index + 1}
                  </span>
                  <div className="min-w-0 flex-1">
                    <h3 className="text-sm font-medium">
                      <span className="sr-only">{t('dashboard:cycle.step', { n: index + 1 })} </span>
                      {t(`dashboard:cycle.steps.${step.key}.title`)}
                    </h3>
                    {state === 'current' ? (
                      <p className="mt-0.5 inline-flex items-center gap-1 text-xs font-semibold text-primary">
                        <MapPinIcon className="size-3.5" aria-hidden="true" />
                        {t('dashboard:cycleState.current')}
                      </p>
                    ) : state === 'done' && states ? (
                      <p className="mt-0.5 inline-flex items-center gap-1 text-xs font-medium text-muted-foreground">
                        {t('dashboard:cycleState.done')}
                      </p>
                    ) : null}
                    <p className="text-sm text-muted-foreground">{t(`dashboard:cycle.steps.${step.key}.body`)}</p>
                    <Link
                      to={links?.[step.key] ?? step.path}
                      className="mt-1 inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
                    >
                      {t(`dashboard:cycle.steps.${step.key}.action`)}
                      <ArrowRightIcon className="size-3.5" aria-hidden="true" />
                    </Link>
                  </div>
                </li>
              );
            })}
          </ol>
        </CardContent>
      </Card>
    </section>
  );
}
