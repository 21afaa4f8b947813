import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { useTier } from '../../lib/tier.tsx';

const TierSelect = lazy(() => import('./TierSelect.tsx').then((m) => ({ default: m.TierSelect })));

/**
 * The admin's tier view (seed sections 3 and 6). The server stores the choice and applies it to
 * what the admin sees; hidden for everyone else.
 */
export function TierSwitcher() {
  const { t } = useTranslation('shell');
  const { isAdmin, isAdminView, view, setView, isSaving } = useTier();
  if (!isAdmin) return null;
  return (
    <div className="flex min-w-0 items-center gap-2" data-testid="tier-switcher">
      {isAdminView ? (
        <Badge variant="warning" className="shrink-0" data-testid="admin-view-badge">
          <EyeIcon aria-hidden="true" />
          {/* Under 640 px only the eye shows; the words stay for screen readers. */}
          <span className="sr-only sm:not-sr-only">{t('tier.adminView')}</span>
        </Badge>
      ) : null}
      <Suspense fallback={<div className="h-8 w-[9.5rem] min-w-0 sm:w-44" aria-hidden="true" />}>
        <TierSelect view={view} onChange={setView} disabled={isSaving} />
      </Suspense>
    </div>
  );
}
