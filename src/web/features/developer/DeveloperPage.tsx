import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { API_SCOPES } from '../../../domain/developer/index.ts';
import { API_LIMITS } from '../../../domain/billing/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { asStrings } from '../../components/content-sections.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { Quickstart, WebhookVerification } from './Quickstart.tsx';

const enterprise = API_LIMITS.enterprise!;

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The scopes a key can hold, each with what it allows. */
export function ScopeList() {
  const { t } = useTranslation('developer');
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {API_SCOPES.map((scope) => (
        <div key={scope} className="contents">
          <dt>
            <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{scope}</code>
          </dt>
          <dd className="text-muted-foreground">{t(`scopes.${scope.replace(':', '_')}`)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /developer (and /developer-portal for visitors): what the API does, authentication and scopes, rate limits,
 * the quickstart against this very server, webhook verification, versioning and the changelog.
 */
export function DeveloperPage() {
  const { t, i18n } = useTranslation('developer');
  const lng = i18n.language;
  const { user } = useCurrentUser();
  const entries = t('changelog.entries', { returnObjects: true, defaultValue: [] }) as unknown;
  const changelog = Array.isArray(entries) ? (entries as Array<{ version: string; date: string; text: string }>) : [];
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-10" data-testid="developer-page">
      <PageHeader
        title={t('page.title')}
        description={t('page.lead')}
        actions={
          <>
            <Button asChild>
              <Link to="/api-docs">{t('page.reference')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={user ? '/developer-portal' : '/register'}>{user ? t('page.portal') : t('page.register')}</Link>
            </Button>
          </>
        }
      />
      <Section id="dev-what" title={t('what.title')}>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {asStrings(t('what.items', { returnObjects: true, defaultValue: [] })).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <Section id="dev-auth" title={t('auth.title')}>
        <p className="text-sm">{t('auth.body')}</p>
        <h3 className="font-medium">{t('auth.scopesTitle')}</h3>
        <ScopeList />
      </Section>
      <Section id="dev-limits" title={t('limits.title')}>
        <p className="text-sm">
          {t('limits.body', {
            quota: formatNumber(lng, enterprise.quota),
            window: enterprise.windowSeconds,
            allowance: formatNumber(lng, enterprise.monthlyAllowance),
          })}
        </p>
      </Section>
      <Section id="dev-quickstart" title={t('quickstart.title')}>
        <Quickstart baseUrl={window.location.origin} />
      </Section>
      <Section id="dev-webhooks" title={t('webhooks.title')}>
        <p className="text-sm">{t('webhooks.lead')}</p>
        <WebhookVerification />
      </Section>
      <Section id="dev-versioning" title={t('versioning.title')}>
        <p className="text-sm">{t('versioning.body')}</p>
      </Section>
      <Section id="dev-changelog" title={t('changelog.title')}>
        <ul className="space-y-2 text-sm">
          {changelog.map((e) => (
            <li key={e.version}>
              <span className="font-medium">{e.version}</span> · <time dateTime={e.date}>{formatDate(lng, e.date)}</time> — {e.text}
            </li>
          ))}
        </ul>
      </Section>
      {user ? null : (
        <div className="flex flex-col gap-3 border-t pt-6 sm:flex-row">
          <Button asChild>
            <Link to="/register">{t('page.register')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/pricing#plan-enterprise">{t('page.pricing')}</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
