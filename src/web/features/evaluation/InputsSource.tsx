import { useTranslation } from 'react-i18next';
import { InfoIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { EvaluationInputsResponse } from '../projects/api.ts';

/** Where the workspace's inputs come from: the industry's defaults, or the project's saved inputs and when. */
export function InputsSource({ inputs }: { inputs: EvaluationInputsResponse }) {
  const { t, i18n } = useTranslation('evaluation');
  return (
    <div
      role="status"
      data-testid="inputs-source"
      data-source={inputs.source}
      className={cn(
        'flex items-start gap-2 rounded-md border p-3 text-sm',
        inputs.source === 'industry-defaults'
          ? 'border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950/40 dark:text-sky-100'
          : 'bg-muted/40',
      )}
    >
      <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {inputs.source === 'industry-defaults'
          ? t('source.defaults')
          : t('source.saved', { date: inputs.savedAt ? formatDateTime(i18n.language, inputs.savedAt) : '—' })}
      </span>
    </div>
  );
}
