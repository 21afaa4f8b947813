import { useTranslation } from 'react-i18next';
import { ADMIN_TIER_VIEWS } from '../../../domain/rbac/index.ts';
import type { AdminTierView } from '../../../domain/rbac/index.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';

/** The admin's tier view menu: its own chunk, fetched only for admins. */
export function TierSelect({
  view,
  onChange,
  disabled,
}: {
  view: AdminTierView;
  onChange: (view: AdminTierView) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('shell');
  return (
    <Select value={view} onValueChange={(value) => onChange(value as AdminTierView)} disabled={disabled}>
      <SelectTrigger className="h-8 w-[9.5rem] min-w-0 text-xs sm:w-44" aria-label={t('tier.label')}>
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
  );
}
