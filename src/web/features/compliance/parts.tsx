import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangleIcon, CheckCircle2Icon, MinusCircleIcon, XCircleIcon } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatPercent } from '../../lib/format.ts';
import { ITEM_ANSWERS } from './api.ts';
import type { DnshStatus, FrameworkStatus, ItemAnswer } from './api.ts';

/** Shared pieces of the compliance screens: status with icon and words (never colour alone), the answer radios, query states. */

const STATUS_LOOK = {
  compliant: { icon: CheckCircle2Icon, variant: 'default' },
  partial: { icon: AlertTriangleIcon, variant: 'warning' },
  'non-compliant': { icon: XCircleIcon, variant: 'destructive' },
} as const;

export function StatusBadge({ status, applicable = true }: { status: FrameworkStatus | null; applicable?: boolean }) {
  const { t } = useTranslation('compliance');
  if (!applicable || status === null) {
    return (
      <Badge variant="outline" data-status="none">
        <MinusCircleIcon aria-hidden="true" />
        {t(applicable ? 'status.none' : 'status.notApplicable')}
      </Badge>
    );
  }
  const { icon: Icon, variant } = STATUS_LOOK[status];
  return (
    <Badge variant={variant} data-status={status}>
      <Icon aria-hidden="true" />
      {t(`status.${status}`)}
    </Badge>
  );
}

const DNSH_LOOK = {
  compliant: { icon: CheckCircle2Icon, variant: 'default' },
  remediation: { icon: AlertTriangleIcon, variant: 'warning' },
  incomplete: { icon: MinusCircleIcon, variant: 'outline' },
  'non-compliant': { icon: XCircleIcon, variant: 'destructive' },
  'not-applicable': { icon: MinusCircleIcon, variant: 'outline' },
} as const;

/** The PNRR DNSH verdict (compliant, remediation under way, non-compliant, incomplete, not applicable), icon and words. */
export function DnshBadge({ status }: { status: DnshStatus | null }) {
  const { t } = useTranslation('compliance');
  const look = DNSH_LOOK[status ?? 'incomplete'];
  const Icon = look.icon;
  return (
    <Badge variant={look.variant} data-status={status ?? 'incomplete'}>
      <Icon aria-hidden="true" />
      {t(`dnsh.${status ?? 'incomplete'}`)}
    </Badge>
  );
}

/** A native radio group for met / partial / not met / not applicable: arrows move, Tab leaves. */
export function AnswerRadios({
  value,
  onChange,
  legend,
  name,
  disabled,
}: {
  value: ItemAnswer | '';
  onChange: (a: ItemAnswer) => void;
  legend: string;
  name?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('compliance');
  const own = useId();
  const group = name ?? own;
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {ITEM_ANSWERS.map((a) => (
          <label
            key={a}
            className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name={group}
              value={a}
              checked={value === a}
              onChange={() => onChange(a)}
              className="accent-[var(--primary)]"
            />
            {t(`answer.${a}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** An answer in words (or "not answered"). */
export function AnswerText({ answer, className }: { answer: ItemAnswer | null; className?: string }) {
  const { t } = useTranslation('compliance');
  return <span className={cn(answer ? '' : 'text-muted-foreground', className)}>{t(answer ? `answer.${answer}` : 'answer.none')}</span>;
}

/** Loading or failure of a query, translated; null when there is data. */
export function QueryState({
  query,
  loading,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch?: () => unknown };
  loading?: string;
}) {
  const { t } = useTranslation('compliance');
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        {loading ?? t('loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="py-2 text-sm text-destructive">
        {t('loadError', { message: errorMessage(t, query.error) })}
      </p>
    );
  }
  return null;
}

/** The framework's name in the reader's language. */
export function useFrameworkName() {
  const { t } = useTranslation('compliance');
  return (id: string) => t(`frameworks.${id}`);
}

/** A share 0..1 as a whole percentage in the reader's language (the app's one rule), "—" when unknown. */
export function sharePercent(lng: string, share: number | null): string {
  return share === null ? '—' : formatPercent(lng, share);
}

/** A translation of a code the server sends (a reason, a mission, a role): the locale's words when it has them, else the code itself, without a missing-key warning. */
export function useCodeText() {
  const { t, i18n } = useTranslation('compliance');
  return (group: 'reasons' | 'missions' | 'pnrrRoles', code: string) =>
    i18n.exists(`compliance:${group}.${code}`) ? t(`${group}.${code}`) : code;
}
