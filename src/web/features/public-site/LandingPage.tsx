import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon, BanknoteIcon, LineChartIcon, ScaleIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { asStrings } from '../../components/content-sections.tsx';
import { formatPercent } from '../../lib/format.ts';

/** The CR score's pillars and weights (seed sections 1 and 9). */
const PILLARS = [
  { key: 'market', weight: 0.35, icon: LineChartIcon },
  { key: 'financial', weight: 0.3, icon: BanknoteIcon },
  { key: 'compliance', weight: 0.35, icon: ScaleIcon },
] as const;

/** Pictures of the output, taken from the running product by tests/e2e/landing-pictures.spec.ts (sizes in pixels). */
const OUTPUT_PICTURES = [
  { key: 'score', width: 738, height: 606 },
  { key: 'verify', width: 736, height: 452 },
] as const;

const STEPS = ['define', 'upload', 'analysis', 'score', 'compliance', 'report', 'funding'] as const;
const AUDIENCES = ['proponent', 'investor', 'consultant', 'publicAdministration'] as const;

export function LandingPage() {
  const { t, i18n } = useTranslation('landing');
  const lng = i18n.language === 'it' ? 'it' : 'en';
  return (
    <div data-testid="landing">
      <section className="border-b bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:py-24">
          <p className="mb-3 text-sm font-medium text-primary">{t('landing.eyebrow')}</p>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">{t('landing.title')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{t('landing.lead')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/register">
                {t('landing.ctaPrimary')}
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/legal-methodology">{t('landing.ctaSecondary')}</Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="output-title" className="mx-auto max-w-6xl px-4 pt-14" data-testid="landing-output">
        <h2 id="output-title" className="text-2xl font-semibold">
          {t('landing.output.title')}
        </h2>
        <p className="mt-2 max-w-3xl text-muted-foreground">{t('landing.output.lead')}</p>
        <div className="mt-6 grid items-start gap-6 md:grid-cols-2">
          {OUTPUT_PICTURES.map((pic) => (
            <figure key={pic.key} className="overflow-hidden rounded-xl border bg-white shadow-sm">
              <img
                src={`/landing/${pic.key}-${lng}.jpg`}
                width={pic.width}
                height={pic.height}
                loading="lazy"
                decoding="async"
                className="h-auto w-full"
                alt={t(`landing.output.${pic.key}.alt`)}
              />
              <figcaption className="border-t bg-card p-3 text-sm text-muted-foreground">
                {t(`landing.output.${pic.key}.caption`)}
              </figcaption>
            </figure>
          ))}
        </div>
      </section>

      <section aria-labelledby="pillars-title" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="pillars-title" className="text-2xl font-semibold">
          {t('landing.pillars.title')}
        </h2>
        <p className="mt-2 max-w-3xl text-muted-foreground">{t('landing.pillars.lead')}</p>
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          {PILLARS.map(({ key, weight, icon: Icon }) => (
            <Card key={key}>
              <CardHeader className="flex-row items-center justify-between">
                <CardTitle>
                  <span className="flex items-center gap-2">
                    <Icon className="size-5 text-primary" aria-hidden="true" />
                    {t(`landing.pillars.${key}.title`)}
                  </span>
                </CardTitle>
                <span
                  className="text-2xl font-bold text-primary"
                  aria-label={t('landing.pillars.weightLabel', { weight: formatPercent(i18n.language, weight) })}
                >
                  {formatPercent(i18n.language, weight)}
                </span>
              </CardHeader>
              <CardContent>
                <p className="text-sm text-muted-foreground">{t(`landing.pillars.${key}.body`)}</p>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="cycle-title" className="border-y bg-muted/40">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="cycle-title" className="text-2xl font-semibold">
            {t('landing.cycle.title')}
          </h2>
          <p className="mt-2 max-w-3xl text-muted-foreground">{t('landing.cycle.lead')}</p>
          <ol className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, i) => (
              <li key={step} className="rounded-lg border bg-background p-4">
                <span className="text-sm font-semibold text-primary">{t('landing.cycle.step', { n: i + 1 })}</span>
                <h3 className="mt-1 font-medium">{t(`landing.cycle.steps.${step}.title`)}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{t(`landing.cycle.steps.${step}.body`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="audience-title" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="audience-title" className="text-2xl font-semibold">
          {t('landing.audiences.title')}
        </h2>
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          {AUDIENCES.map((a) => (
            <div key={a} className="rounded-lg border p-5">
              <h3 className="font-medium">{t(`landing.audiences.${a}.title`)}</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                {asStrings(t(`landing.audiences.${a}.points`, { returnObjects: true })).map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="honesty-title" className="mx-auto max-w-6xl px-4 pb-16">
        <div className="rounded-xl border bg-card p-6 sm:p-8">
          <h2 id="honesty-title" className="text-xl font-semibold">
            {t('landing.honesty.title')}
          </h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
            {asStrings(t('landing.honesty.points', { returnObjects: true })).map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <Link to="/pricing">{t('landing.seePricing')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/register">{t('landing.ctaPrimary')}</Link>
            </Button>
          </div>
        </div>
      </section>
    </div>
  );
}
