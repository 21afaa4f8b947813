import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from 'lucide-react';
import { PROJECT_LIMITS, TIERS } from '../../../domain/rbac/index.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { asStrings } from '../../components/content-sections.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session.ts';

/** Plans and their project limits (src/domain/rbac/tiers.ts); prices appear when billing opens. */
export function PricingPage() {
  const { t, i18n } = useTranslation('public');
  const { user } = useCurrentUser();
  const current = user?.effectiveTier ?? null;
  return (
    <div className={user ? 'mx-auto max-w-6xl' : 'mx-auto max-w-6xl px-4 py-12'} data-testid="pricing">
      <PageHeader title={t('pricing.title')} description={t('pricing.lead')} />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-5">
        {TIERS.map((tier) => {
          const limit = PROJECT_LIMITS[tier];
          return (
            <Card key={tier} className={tier === 'professional' ? 'border-primary' : undefined} data-tier={tier}>
              <CardHeader>
                <CardTitle className="flex items-center justify-between gap-2">
                  {t(`common:tiers.${tier}`)}
                  {current === tier ? <Badge>{t('pricing.current')}</Badge> : null}
                </CardTitle>
                <CardDescription>{t(`pricing.tiers.${tier}.billing`)}</CardDescription>
              </CardHeader>
              <CardContent className="space-y-3">
                <p className="text-lg font-semibold">
                  {limit === null ? t('pricing.unlimitedProjects') : t('pricing.projects', { count: limit, formatted: formatNumber(i18n.language, limit, 0) })}
                </p>
                <ul className="space-y-1.5 text-sm">
                  {asStrings(t(`pricing.tiers.${tier}.features`, { returnObjects: true })).map((f) => (
                    <li key={f} className="flex gap-2">
                      <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                      <span>{f}</span>
                    </li>
                  ))}
                </ul>
              </CardContent>
              <CardFooter>
                {user ? null : (
                  <Button asChild size="sm" variant={tier === 'professional' ? 'default' : 'outline'} className="w-full">
                    <Link to={tier === 'enterprise' ? '/contact' : '/register'} aria-label={`${tier === 'enterprise' ? t('pricing.contact') : t('pricing.start')} – ${t(`common:tiers.${tier}`)}`}>
                      {tier === 'enterprise' ? t('pricing.contact') : t('pricing.start')}
                    </Link>
                  </Button>
                )}
              </CardFooter>
            </Card>
          );
        })}
      </div>
      <p className="mt-6 text-sm text-muted-foreground">{t('pricing.note')}</p>
    </div>
  );
}
