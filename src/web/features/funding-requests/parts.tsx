import { useTranslation } from 'react-i18next';
import type { RequestState } from '../../../contract/funding.ts';
import { Badge } from '../../components/ui/badge.tsx';

const VARIANT: Record<RequestState, 'default' | 'secondary' | 'destructive' | 'outline' | 'warning'> = {
  draft: 'outline',
  submitted: 'secondary',
  under_review: 'secondary',
  information_requested: 'warning',
  approved: 'default',
  rejected: 'destructive',
  funded: 'default',
  withdrawn: 'outline',
};

/** A request's state as a badge (its word, never a colour alone). */
export function StateBadge({ state }: { state: RequestState }) {
  const { t } = useTranslation('fundingRequests');
  return (
    <Badge variant={VARIANT[state]} data-testid="request-state" data-state={state}>
      {t(`states.${state}`)}
    </Badge>
  );
}
