import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';

/** Shown while authentication loads (seed section 2), and while a page's code arrives. */
export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-svh flex-col items-center justify-center gap-3"
      data-testid="full-page-spinner"
    >
      <Spinner />
      <p className="text-sm text-muted-foreground">{t('generic.loading')}</p>
    </div>
  );
}

/** The same inside the shell's main area. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] flex-col items-center justify-center gap-3">
      <Spinner />
      <p className="text-sm text-muted-foreground">{t('generic.loading')}</p>
    </div>
  );
}
