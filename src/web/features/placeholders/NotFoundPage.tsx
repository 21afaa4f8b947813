import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CompassIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

/** Any path the app does not know (seed section 2). */
export function NotFoundPage() {
  const { t } = useTranslation('placeholders');
  const { pathname } = useLocation();
  return (
    <div
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-12 text-center"
      data-testid="not-found"
    >
      <CompassIcon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.body', { path: pathname })}</p>
      <Button asChild>
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </div>
  );
}
