import { useTranslation } from 'react-i18next';
import { QUICKSTART_SCOPES, WEBHOOK_VERIFY_SNIPPET, curlQuickstart, typescriptQuickstart } from '../../../domain/developer/index.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { CodeBlock } from './CodeBlock.tsx';

/** The quickstart (curl and TypeScript) against `baseUrl`: the same text a test runs against a live server. */
export function Quickstart({ baseUrl }: { baseUrl: string }) {
  const { t } = useTranslation('developer');
  return (
    <div className="flex flex-col gap-3" data-testid="quickstart">
      <p className="text-sm text-muted-foreground">{t('quickstart.lead', { scopes: QUICKSTART_SCOPES.join(', ') })}</p>
      <Tabs defaultValue="curl">
        <TabsList aria-label={t('quickstart.language')}>
          <TabsTrigger value="curl">curl</TabsTrigger>
          <TabsTrigger value="ts">TypeScript</TabsTrigger>
        </TabsList>
        <TabsContent value="curl">
          <CodeBlock code={curlQuickstart(baseUrl)} label="curl" testId="quickstart-curl" />
        </TabsContent>
        <TabsContent value="ts">
          <CodeBlock code={typescriptQuickstart(baseUrl)} label="TypeScript (openapi-fetch)" testId="quickstart-ts" />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** Verifying a webhook (Standard Webhooks). */
export function WebhookVerification() {
  const { t } = useTranslation('developer');
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t('webhooks.verifyLead')}</p>
      <CodeBlock code={WEBHOOK_VERIFY_SNIPPET} label={t('webhooks.verifyLabel')} testId="webhook-verify" />
    </div>
  );
}
