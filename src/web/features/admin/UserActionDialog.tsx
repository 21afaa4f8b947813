import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, TIERS, type Role, type Tier } from '../../../domain/rbac/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Label } from '../../components/ui/label.tsx';
import { ReasonField } from '../../components/reason-field.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { useUserAction, type AdminUser } from './api.ts';
import { SELECT_CLASS } from '../../components/ui/select-class.ts';

export type ActionKind = 'role' | 'plan' | 'suspend' | 'reactivate' | 'twoFactor';

/** One change to one account, with the reason the server requires (and audits). */
export function UserActionDialog({ user, kind, onClose }: { user: AdminUser; kind: ActionKind; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [role, setRole] = useState<Role>(user.role);
  const [plan, setPlan] = useState<Tier>(user.subscriptionTier);
  const [reason, setReason] = useState('');
  const [identityCheck, setIdentityCheck] = useState('');
  const action = useUserAction();
  const name = user.username || user.email;
  const lead =
    kind === 'suspend'
      ? t('dialog.suspendLead')
      : kind === 'reactivate'
        ? t('dialog.reactivateLead')
        : kind === 'twoFactor'
          ? t('dialog.twoFactorLead')
          : t('dialog.changeLead');
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const a =
      kind === 'role'
        ? { kind, user, role, reason }
        : kind === 'plan'
          ? { kind, user, plan, reason }
          : kind === 'twoFactor'
            ? { kind, user, reason, identityCheck }
            : { kind, user, reason };
    action.mutate(a, {
      onSuccess: () => {
        toast({ title: t('dialog.done', { name }), variant: 'success' });
        onClose();
      },
    });
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('dialog.cancel')} data-testid="admin-user-dialog">
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t(`dialog.${kind}`, { name })}</DialogTitle>
            <DialogDescription>{lead}</DialogDescription>
          </DialogHeader>
          {kind === 'role' ? (
            <div className="grid gap-1.5">
              <Label htmlFor="admin-new-role">{t('dialog.newRole')}</Label>
              <select id="admin-new-role" className={SELECT_CLASS} value={role} onChange={(e) => setRole(e.target.value as Role)}>
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(`role.${r}`)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {kind === 'plan' ? (
            <div className="grid gap-1.5">
              <Label htmlFor="admin-new-plan">{t('dialog.newPlan')}</Label>
              <select id="admin-new-plan" className={SELECT_CLASS} value={plan} onChange={(e) => setPlan(e.target.value as Tier)}>
                {TIERS.map((p) => (
                  <option key={p} value={p}>
                    {t(`plan.${p}`)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <ReasonField id="admin-reason" label={t('dialog.reason')} hint={t('dialog.reasonHint')} value={reason} onChange={setReason} />
          {kind === 'twoFactor' ? (
            <div className="grid gap-1.5">
              <Label htmlFor="admin-identity">{t('dialog.identityCheck')}</Label>
              <textarea
                id="admin-identity"
                className="min-h-20 rounded-md border border-input bg-background px-3 py-2 text-sm"
                value={identityCheck}
                onChange={(e) => setIdentityCheck(e.target.value)}
                required
                minLength={10}
                maxLength={1000}
                aria-describedby="admin-identity-hint"
              />
              <p id="admin-identity-hint" className="text-xs text-muted-foreground">
                {t('dialog.identityCheckHint')}
              </p>
            </div>
          ) : null}
          {action.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(t, action.error)}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button
              type="submit"
              variant={kind === 'suspend' || kind === 'twoFactor' ? 'destructive' : 'default'}
              disabled={action.isPending || reason.trim().length < 3 || (kind === 'twoFactor' && identityCheck.trim().length < 10)}
            >
              {t('dialog.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
