import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CopyIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

/** A block of code with a copy button (the label says what is copied; the state is announced). */
export function CodeBlock({ code, label, testId }: { code: string; label: string; testId?: string }) {
  const { t } = useTranslation('developer');
  const [copied, setCopied] = useState(false);
  return (
    <div className="relative rounded-md border bg-muted/40">
      <div className="flex items-center justify-between gap-2 border-b px-3 py-1.5">
        <span className="text-xs font-medium text-muted-foreground">{label}</span>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => void navigator.clipboard?.writeText(code).then(() => setCopied(true))}
          aria-label={t('copy.label', { what: label })}
        >
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          <span aria-live="polite">{copied ? t('copy.done') : t('copy.action')}</span>
        </Button>
      </div>
      {/* Focusable: a long line scrolls sideways inside the block, reachable by keyboard. */}
      <pre className="overflow-x-auto p-3 text-xs leading-relaxed" data-testid={testId} tabIndex={0} role="region" aria-label={label}>
        <code>{code}</code>
      </pre>
    </div>
  );
}
