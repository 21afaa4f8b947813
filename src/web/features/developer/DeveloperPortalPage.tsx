import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LockIcon, MailIcon, SparklesIcon } from 'lucide-react';
import { tierHasFeature } from '../../../domain/rbac/index.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useTier } from '../../lib/tier.tsx';
import { useUpgradeHref } from '../../lib/upgrade.ts';
import { useApiKeys } from './api.ts';
import { ScopeList } from './DeveloperPage.tsx';
import { KeysList } from './KeysList.tsx';
import { NewKeyForm } from './NewKeyForm.tsx';
import { Quickstart, WebhookVerification } from './Quickstart.tsx';
import { UsagePanel } from './UsagePanel.tsx';
import { WebhooksPanel } from './WebhooksPanel.tsx';

const TABS = ['keys', 'usage', 'quickstart', 'webhooks'] as const;

/**
 * /developer-portal (signed in): keys, usage, the quickstart with this server's address, and webhooks (endpoints, deliveries).
 * Enterprise only (the server refuses key creation to other plans); others see what the API offers and the upgrade path.
 */
export function DeveloperPortalPage() {
  const { t } = useTranslation('developer');
  const { tier } = useTier();
  const allowed = tierHasFeature(tier, 'api_access');
  const keys = useApiKeys();
  // ?tab=webhooks (the link of the e-mail sent when an endpoint is disabled) opens that tab.
  const [params] = useSearchParams();
  const tab = params.get('tab');
  const reference = (
    <Button asChild variant="outline">
      <Link to="/api-docs">{t('portal.reference')}</Link>
    </Button>
  );
  if (!allowed) return <Upsell keys={keys.data ?? []} reference={reference} />;
  return (
    <div className="mx-auto max-w-6xl" data-testid="developer-portal">
      <PageHeader title={t('portal.title')} description={t('portal.lead')} actions={reference} />
      <Tabs defaultValue={TABS.includes(tab as (typeof TABS)[number]) ? tab! : 'keys'}>
        <TabsList aria-label={t('portal.title')}>
          <TabsTrigger value="keys">{t('portal.tabs.keys')}</TabsTrigger>
          <TabsTrigger value="usage">{t('portal.tabs.usage')}</TabsTrigger>
          <TabsTrigger value="quickstart">{t('portal.tabs.quickstart')}</TabsTrigger>
          <TabsTrigger value="webhooks">{t('portal.tabs.webhooks')}</TabsTrigger>
        </TabsList>
        <TabsContent value="keys" className="flex flex-col gap-6">
          <NewKeyForm />
          <section aria-labelledby="keys-list-title" className="flex flex-col gap-3">
            <h2 id="keys-list-title" className="text-lg font-semibold">
              {t('keys.listTitle')}
            </h2>
            <KeysList keys={keys.data ?? []} />
          </section>
        </TabsContent>
        <TabsContent value="usage">
          <UsagePanel />
        </TabsContent>
        <TabsContent value="quickstart" className="flex flex-col gap-6">
          <Quickstart baseUrl={window.location.origin} />
          <WebhookVerification />
        </TabsContent>
        <TabsContent value="webhooks">
          <WebhooksPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function Upsell({ keys, reference }: { keys: Parameters<typeof KeysList>[0]['keys']; reference: ReactNode }) {
  const { t } = useTranslation('developer');
  const upgrade = useUpgradeHref({ feature: 'api_access' });
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6" data-testid="developer-portal-upsell">
      <PageHeader title={t('portal.title')} description={t('page.lead')} actions={reference} />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <LockIcon aria-hidden="true" className="size-5" />
            {t('portal.upsellTitle')}
          </CardTitle>
          <CardDescription>{t('portal.upsellBody')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild>
              <Link to={upgrade}>
                <SparklesIcon aria-hidden="true" />
                {t('portal.upgrade')}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/pricing#plan-enterprise">
                <MailIcon aria-hidden="true" />
                {t('portal.contactSales')}
              </Link>
            </Button>
          </div>
          <ScopeList />
        </CardContent>
      </Card>
      {keys.length > 0 ? (
        <section className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">{t('portal.oldKeys')}</p>
          <KeysList keys={keys} />
        </section>
      ) : null}
    </div>
  );
}
