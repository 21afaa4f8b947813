import { CardDetailPage } from '../../features/deal-flow/CardDetailPage.tsx';
import { DealFlowPage } from '../../features/deal-flow/DealFlowPage.tsx';
import { DealFlowNotForRole } from '../../features/deal-flow/NotForRole.tsx';
import type { Role } from '../../../domain/rbac/index.ts';

/** /deal-flow: investors' board (admins read theirs); proponents and consultants are told where their side lives. */
export function DealFlowRoute({ role }: { role: Role }) {
  return role === 'investor' || role === 'admin' ? <DealFlowPage /> : <DealFlowNotForRole role={role} />;
}

export function DealCardRoute({ role }: { role: Role }) {
  return role === 'investor' || role === 'admin' ? <CardDetailPage /> : <DealFlowNotForRole role={role} />;
}
