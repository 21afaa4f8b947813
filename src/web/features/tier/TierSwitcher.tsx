import { useTranslation } from 'react-i18next';
import { EyeIcon } from 'lucide-react';
import { ADMIN_TIER_VIEWS } from '../../../domain/rbac/index.ts';
import type { AdminTierView } from '../../../domain/rbac/index.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { useTier } from '../../lib/tier.tsx';

/**
 * The admin's tier view (seed sections 3 and 6). The server stores the choice and applies it to
 * what the admin sees; hidden for everyone else.
 */
export function TierSwitcher() {
  const { t } = useTranslation('shell');
  const { isAdmin, isAdminView, view, setView, isSaving } = useTier();
  if (!isAdmin) return null;
  return (
    <div className="flex items-center gap-2" data-testid="tier-switcher">
      {isAdminView ? (
        <Badge variant="warning" data-testid="admin-view-badge">
          <EyeIcon aria-hidden="true" />
          <span className="hidden sm:inline">{t('tier.adminView')}</span>
        </Badge>
      ) : null}
      <Select value={view} onValueChange={(value) => setView(value as AdminTierView)} disabled={isSaving}>
        <SelectTrigger className="h-8 w-[9.5rem] text-xs sm:w-44" aria-label={t('tier.label')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {ADMIN_TIER_VIEWS.map((option) => (
            <SelectItem key={option} value={option}>
              {t(`tier.views.${option}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
