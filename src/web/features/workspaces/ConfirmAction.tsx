import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';

/**
 * A button that asks before doing something that cannot be undone from here (remove, leave,
 * transfer, revoke). The dialog traps the focus and gives it back to the button on close.
 */
export function ConfirmAction({
  label,
  accessibleLabel,
  title,
  body,
  confirm,
  onConfirm,
  busy,
  testId,
  icon,
}: {
  label: string;
  accessibleLabel?: string;
  title: string;
  body: string;
  confirm: string;
  onConfirm: () => void;
  busy?: boolean;
  testId?: string;
  icon?: ReactNode;
}) {
  const { t } = useTranslation('workspaces');
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={busy} aria-label={accessibleLabel} data-testid={testId}>
          {icon}
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{body}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('cancel')}</AlertDialogCancel>
          <Button
            variant="destructive"
            data-testid={testId ? `${testId}-confirm` : undefined}
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
