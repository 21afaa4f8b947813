import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageSquareIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../components/ui/dialog.tsx';
import { FeedbackForm } from './FeedbackForm.tsx';

/** The header's feedback button (every signed-in screen): a dialog with the form and what it sends. */
export function FeedbackButton() {
  const { t } = useTranslation('feedback');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('button')} title={t('button')} data-testid="feedback-button">
          <MessageSquareIcon aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('close')} className="max-h-[90vh] overflow-y-auto" data-testid="feedback-dialog">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('lead')}</DialogDescription>
        </DialogHeader>
        {/* A new form each time the dialog opens (unmounted on close), so a sent one starts empty again. */}
        {open ? <FeedbackForm idPrefix="feedback-dialog" /> : null}
      </DialogContent>
    </Dialog>
  );
}
