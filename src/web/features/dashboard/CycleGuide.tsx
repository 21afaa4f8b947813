import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { ArrowRightIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { CYCLE_STEPS } from './cycle.ts';

/** The 7 steps of the project cycle, each with where it is done. */
export function CycleGuide({ t }: { t: TFunction }) {
  return (
    <section aria-labelledby="cycle-heading">
      <Card>
        <CardHeader>
          <CardTitle id="cycle-heading" className="text-lg">
            {t('cycle.title')}
          </CardTitle>
          <CardDescription>{t('cycle.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-3 md:grid-cols-2">
            {CYCLE_STEPS.map((step, index) => (
              <li key={step.key} className="flex gap-3 rounded-lg border p-3">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground" aria-hidden="true">
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <h3 className="text-sm font-medium">
                    <span className="sr-only">{t('cycle.step', { n: index + 1 })} </span>
                    {t(`cycle.steps.${step.key}.title`)}
                  </h3>
                  <p className="text-sm text-muted-foreground">{t(`cycle.steps.${step.key}.body`)}</p>
                  <Link to={step.path} className="mt-1 inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
                    {t(`cycle.steps.${step.key}.action`)}
                    <ArrowRightIcon className="size-3.5" aria-hidden="true" />
                  </Link>
                </div>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </section>
  );
}
