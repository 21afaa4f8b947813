import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog.tsx';
import { applyServiceWorkerUpdate } from './service-worker.ts';

/** "New version available! Refresh to update?" (seed section 4); reloads on confirmation. */
export function ServiceWorkerPrompt() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent data-testid="update-prompt">
        <DialogHeader>
          <DialogTitle>{t('update.title')}</DialogTitle>
          <DialogDescription>{t('update.message')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('update.later')}
          </Button>
          <Button onClick={applyServiceWorkerUpdate}>{t('update.refresh')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
