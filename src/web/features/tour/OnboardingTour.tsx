import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart3Icon, FolderPlusIcon, GaugeIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { readLocal, STORAGE_KEYS, writeLocal } from '../../lib/storage.ts';

/** Seed section 2: create a project, the CR Score dashboard, analytics and insights. */
export const TOUR_STEPS = [
  { key: 'createProject', icon: FolderPlusIcon },
  { key: 'crScore', icon: GaugeIcon },
  { key: 'analytics', icon: BarChart3Icon },
] as const;

/** The onboarding tour, shown once (the onboarding-seen flag; logout clears it). */
export function OnboardingTour() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(() => readLocal(STORAGE_KEYS.onboardingSeen) !== 'true');
  const [step, setStep] = useState(0);
  const finish = () => {
    writeLocal(STORAGE_KEYS.onboardingSeen, 'true');
    setOpen(false);
  };
  const current = TOUR_STEPS[step] ?? TOUR_STEPS[0];
  const Icon = current.icon;
  const last = step === TOUR_STEPS.length - 1;
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : finish())}>
      <DialogContent data-testid="onboarding-tour">
        <DialogHeader>
          <p className="text-xs font-medium text-muted-foreground">{t('tour.progress', { step: step + 1, total: TOUR_STEPS.length })}</p>
          <div className="flex items-center gap-3">
            <Icon className="size-6 text-primary" aria-hidden="true" />
            <DialogTitle>{t(`tour.steps.${current.key}.title`)}</DialogTitle>
          </div>
          <DialogDescription>{t(`tour.steps.${current.key}.body`)}</DialogDescription>
        </DialogHeader>
        <div className="flex justify-center gap-1.5" aria-hidden="true">
          {TOUR_STEPS.map((s, i) => (
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
            {last ? <Button onClick={finish}>{t('tour.finish')}</Button> : <Button onClick={() => setStep(step + 1)}>{t('tour.next')}</Button>}
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
