import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from './Notice.tsx';

/** The recovery codes, shown this once: copy them, then say they are kept. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const [copied, setCopied] = useState(false);
  return (
    <div className="grid gap-3">
      <Notice kind="success">{t('twoFactor.enabled')}</Notice>
      <p>{t('twoFactor.codesIntro')}</p>
      <ul className="grid grid-cols-2 gap-2 rounded-md bg-muted p-3 font-mono text-sm sm:grid-cols-5" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true));
          }}
        >
          {copied ? t('twoFactor.copied') : t('twoFactor.copy')}
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          {t('twoFactor.saved')}
        </Button>
      </div>
    </div>
  );
}
