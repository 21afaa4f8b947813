import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BarChart3Icon,
  FileBarChartIcon,
  FolderPlusIcon,
  GaugeIcon,
  InboxIcon,
  LayersIcon,
  ShieldCheckIcon,
  UserRoundIcon,
  UsersIcon,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { Role } from '../../../domain/rbac/index.ts';
import { navigationRole, useCurrentUser } from '../../lib/session.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { readLocal, STORAGE_KEYS, writeLocal } from '../../lib/storage.ts';

/**
 * The tour's steps for each role. A proponent's follow seed section 2 (create a project, the CR Score
 * dashboard, analytics); the other roles are never told to create a project: an investor and a
 * consultant learn what their dashboard will hold and what works today, an admin what the platform
 * figures are.
 */
export const TOUR_STEPS: Readonly<Record<Role, ReadonlyArray<{ key: string; icon: LucideIcon }>>> = {
  proponent: [
    { key: 'createProject', icon: FolderPlusIcon },
    { key: 'crScore', icon: GaugeIcon },
    { key: 'analytics', icon: BarChart3Icon },
  ],
  investor: [
    { key: 'investorWelcome', icon: InboxIcon },
    { key: 'readScore', icon: GaugeIcon },
    { key: 'investorPreview', icon: FileBarChartIcon },
  ],
  consultant: [
    { key: 'consultantWelcome', icon: InboxIcon },
    { key: 'consultantProfile', icon: UserRoundIcon },
    { key: 'readScore', icon: GaugeIcon },
  ],
  admin: [
    { key: 'adminFigures', icon: ShieldCheckIcon },
    { key: 'adminUsers', icon: UsersIcon },
    { key: 'adminTierView', icon: LayersIcon },
  ],
};

/** The onboarding tour, shown once (the onboarding-seen flag; logout clears it). */
export function OnboardingTour() {
  const { t } = useTranslation('shell');
  const steps = TOUR_STEPS[navigationRole(useCurrentUser().user)];
  const [open, setOpen] = useState(() => readLocal(STORAGE_KEYS.onboardingSeen) !== 'true');
  const [step, setStep] = useState(0);
  const finish = () => {
    writeLocal(STORAGE_KEYS.onboardingSeen, 'true');
    setOpen(false);
  };
  const current = steps[step] ?? steps[0]!;
  const Icon = current.icon;
  const last = step === steps.length - 1;
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : finish())}>
      <DialogContent data-testid="onboarding-tour" data-tour-step={current.key}>
        <DialogHeader>
          <p className="text-xs font-medium text-muted-foreground">{t('tour.progress', { step: step + 1, total: steps.length })}</p>
          <div className="flex items-center gap-3">
            <Icon className="size-6 text-primary" aria-hidden="true" />
            <DialogTitle>{t(`tour.steps.${current.key}.title`)}</DialogTitle>
          </div>
          <DialogDescription>{t(`tour.steps.${current.key}.body`)}</DialogDescription>
        </DialogHeader>
        <div className="flex justify-center gap-1.5" aria-hidden="true">
          {steps.map((s, i) => (
            <span key={s.key} className={`h-1.5 w-6 rounded-full ${i === step ? 'bg-primary' : 'bg-muted'}`} />
          ))}
        </div>
        <DialogFooter className="sm:justify-between">
          <Button variant="ghost" onClick={finish}>
            {t('tour.skip')}
          </Button>
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => setStep(step - 1)} disabled={step === 0}>
              {t('tour.previous')}
            </Button>
            {last ? (
              <Button onClick={finish}>{t('tour.finish')}</Button>
            ) : (
              <Button onClick={() => setStep(step + 1)}>{t('tour.next')}</Button>
            )}
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
