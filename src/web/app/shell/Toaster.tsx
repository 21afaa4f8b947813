import { useTranslation } from 'react-i18next';
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from '../../components/ui/toast.tsx';
import { dismissToast, useToasts } from '../../lib/toast.ts';

/** Renders the toast store: one toast at a time (seed section 9). */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <ToastProvider>
      {toasts.map((item) => (
        <Toast
          key={item.id}
          open={item.open}
          variant={item.variant}
          onOpenChange={(open) => (open ? undefined : dismissToast(item.id))}
          data-testid="toast"
        >
          <div className="grid gap-1">
            {item.title ? <ToastTitle>{item.title}</ToastTitle> : null}
            {item.description ? <ToastDescription>{item.description}</ToastDescription> : null}
          </div>
          {item.action ? (
            <ToastAction altText={item.action.label} onClick={item.action.onClick}>
              {item.action.label}
            </ToastAction>
          ) : null}
          <ToastClose label={t('generic.close')} />
        </Toast>
      ))}
      <ToastViewport label={t('toast.viewportLabel')} />
    </ToastProvider>
  );
}
