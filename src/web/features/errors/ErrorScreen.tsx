import { useTranslation } from 'react-i18next';
import { AlertTriangleIcon, HomeIcon, RotateCwIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

/** "Something went wrong" with Return to Home and Reload Page (seed section 2). */
export function ErrorScreen({
  error,
  onHome,
  retryInSeconds,
}: {
  error: Error | null;
  onHome: () => void;
  retryInSeconds?: number | null;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center" data-testid="error-screen">
      <AlertTriangleIcon className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">{t('errorScreen.title')}</h1>
      <p className="max-w-md text-muted-foreground">{error?.message || t('errorScreen.fallback')}</p>
      {retryInSeconds ? <p className="text-sm text-muted-foreground">{t('errorScreen.retrying', { count: retryInSeconds })}</p> : null}
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onHome}>
          <HomeIcon aria-hidden="true" />
          {t('errorScreen.home')}
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          <RotateCwIcon aria-hidden="true" />
          {t('errorScreen.reload')}
        </Button>
      </div>
    </div>
  );
}
