import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ROUTES } from './api.ts';

interface ScalarInstance {
  destroy: () => void;
}
type ScalarGlobal = { createApiReference: (el: Element, config: Record<string, unknown>) => ScalarInstance };

let loading: Promise<ScalarGlobal> | null = null;

/** Scalar's renderer, served by this app (no CDN), loaded once on first visit. */
function loadScalar(): Promise<ScalarGlobal> {
  return (loading ??= new Promise<ScalarGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = ROUTES.scalar;
    script.async = true;
    script.onload = () => {
      const scalar = (window as unknown as { Scalar?: ScalarGlobal }).Scalar;
      if (scalar) resolve(scalar);
      else reject(new Error('Scalar did not load'));
    };
    script.onerror = () => reject(new Error('Scalar did not load'));
    document.head.appendChild(script);
  }).catch((err: unknown) => {
    loading = null;
    throw err;
  }));
}

/**
 * One h1 per page, ours: the reference repeats the document's title as its own h1, hidden here (changing its
 * level from outside fights the renderer's own observers). Its version and description stay.
 */
const ONE_TITLE = '[data-testid="scalar-mount"] h1 { display: none !important; }';

/**
 * /api-docs and /docs: Scalar rendering the live OpenAPI 3.1 document, its "try it" sending requests to this
 * server with the bearer key the reader pastes (kept in the page only, never stored).
 */
export function ApiDocsPage() {
  const { t } = useTranslation('developer');
  const mount = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let instance: ScalarInstance | null = null;
    let cancelled = false;
    loadScalar().then(
      (scalar) => {
        const el = mount.current;
        if (cancelled || !el) return;
        const dark = document.documentElement.classList.contains('dark');
        instance = scalar.createApiReference(el, {
          url: ROUTES.openapi,
          servers: [{ url: window.location.origin, description: t('docs.thisServer') }],
          authentication: { preferredSecurityScheme: 'apiKey' },
          persistAuth: false,
          withDefaultFonts: false,
          telemetry: false,
          hideDarkModeToggle: true,
          forceDarkModeState: dark ? 'dark' : 'light',
          documentDownloadType: 'json',
          // Nothing of Scalar's hosted services (developer toolbar, AI agent, MCP): the page talks to this server only.
          showDeveloperTools: 'never',
          agent: { disabled: true },
          mcp: { disabled: true },
        });
        setState('ready');
      },
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
      instance?.destroy();
    };
  }, [t]);

  return (
    <div className="flex flex-col" data-testid="api-docs">
      <div className="mx-auto w-full max-w-6xl px-4 pt-8">
        <PageHeader
          title={t('docs.title')}
          description={t('docs.lead')}
          actions={
            <>
              <Button asChild variant="outline" size="sm">
                <Link to="/developer">{t('docs.guide')}</Link>
              </Button>
              <Button asChild variant="ghost" size="sm">
                <a href={ROUTES.openapi}>{t('docs.document')}</a>
              </Button>
            </>
          }
        />
        {state === 'loading' ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('docs.loading')}
          </p>
        ) : null}
        {state === 'failed' ? (
          <p role="alert" className="text-sm text-destructive">
            {t('docs.failed')}
          </p>
        ) : null}
      </div>
      <style>{ONE_TITLE}</style>
      <div ref={mount} className="min-h-[60vh] w-full" data-testid="scalar-mount" />
    </div>
  );
}
