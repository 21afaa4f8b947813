import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SELF_SERVICE_ROLES, type SelfServiceRole } from '../../../domain/rbac/index.ts';
import { buttonVariants } from '../../components/ui/button.tsx';
import { returnToParam, withReturnTo } from '../../lib/return-path.ts';

/** The public pages that exist for each role (public-screens.ts), read before signing up. */
const ROLE_LINKS: Readonly<Record<SelfServiceRole, readonly (readonly [path: string, key: string])[]>> = {
  proponent: [
    ['/pnrr-scoring', 'pnrr'],
    ['/zero-risk-upgrade', 'zeroRisk'],
    ['/pricing', 'pricing'],
  ],
  investor: [
    ['/deal-flow-ai', 'dealFlow'],
    ['/case-studies', 'caseStudies'],
    ['/whitepaper', 'whitepaper'],
  ],
  consultant: [
    ['/premium-cr-suite', 'premiumCr'],
    ['/legal-methodology', 'methodology'],
    ['/about', 'about'],
  ],
};

/**
 * /onboarding (seed; visitors land here from app paths): what the platform does for each role and
 * one button per role that opens registration with that role chosen (/register?role=…), keeping the
 * page the visitor came for (returnTo). Signed in, the button leads to the first-run setup instead.
 */
export function OnboardingPage({ signedIn = false }: { signedIn?: boolean }) {
  const { t } = useTranslation(['onboarding', 'public']);
  const { search } = useLocation();
  const returnTo = returnToParam(search);
  const signUp = (role: SelfServiceRole) => withReturnTo(`/register?role=${role}`, returnTo);
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8" data-testid="onboarding-page">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('lead')}</p>
      </header>
      {/* A visitor sent here from an app page (/onboarding?returnTo=/projects/42) signs in, or registers, to reach it. */}
      {returnTo && !signedIn ? (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-md border border-primary/40 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between"
          data-testid="return-to-notice"
        >
          <p className="text-sm">{t('public:returnTo.notice')}</p>
          <div className="flex shrink-0 gap-2">
            <Link to={withReturnTo('/login', returnTo)} className={buttonVariants({ size: 'sm' })}>
              {t('public:returnTo.signIn')}
            </Link>
            <Link to={withReturnTo('/register', returnTo)} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
              {t('public:returnTo.register')}
            </Link>
          </div>
        </div>
      ) : null}
      <ul className="grid gap-4 md:grid-cols-3">
        {SELF_SERVICE_ROLES.map((role) => (
          <li key={role} className="grid content-start gap-3 rounded-lg border bg-card p-4" data-testid={`onboarding-role-${role}`}>
            <h2 id={`onboarding-${role}`} className="text-lg font-semibold">
              {t(`roles.${role}.title`)}
            </h2>
            <p className="text-sm">{t(`roles.${role}.summary`)}</p>
            <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              {(t(`roles.${role}.does`, { returnObjects: true }) as string[]).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <nav aria-label={t('readMore', { role: t(`roles.${role}.title`) })} className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
              {ROLE_LINKS[role].map(([path, key]) => (
                <Link key={path} to={path} className="text-primary underline underline-offset-4">
                  {t(`links.${key}`)}
                </Link>
              ))}
            </nav>
            {signedIn ? null : (
              <Link to={signUp(role)} className={buttonVariants({ className: 'mt-auto' })} data-testid={`onboarding-start-${role}`}>
                {t(`roles.${role}.start`)}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">
        {signedIn ? (
          <Link to="/beta-onboarding" className="text-primary underline underline-offset-4">
            {t('setupLink')}
          </Link>
        ) : (
          <>
            {t('haveAccount')}{' '}
            <Link to={withReturnTo('/login', returnTo)} className="text-primary underline underline-offset-4">
              {t('signIn')}
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
