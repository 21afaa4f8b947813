import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExplainedMatch } from '../../../contract/funding.ts';
import { Label } from '../../components/ui/label.tsx';
import { useProjects } from '../projects/api.ts';
import { useFundingMatches } from './MatchApi.ts';

export const nativeSelectClass =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50';

/**
 * "Match for project": chooses one of the caller's projects; /funding hosts it (the integrator wires
 * it into the page's slot) and shows a MatchBadge per result row from `useMatchesByCall`.
 */
export function MatchProjectPicker({ value, onChange }: { value: string | null; onChange: (projectId: string | null) => void }) {
  const { t } = useTranslation('funding');
  const id = useId();
  const projects = useProjects();
  const list = projects.data ?? [];
  return (
    <div className="grid gap-1.5" data-testid="match-project-picker">
      <Label htmlFor={id}>{t('match.pickerLabel')}</Label>
      <select
        id={id}
        className={nativeSelectClass}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
        disabled={projects.isPending}
      >
        <option value="">{t('match.pickerNone')}</option>
        {list.map((p) => (
          <option key={p.id} value={p.id}>
            {p.title}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The chosen project's matches by call id, for the badges of a result list (empty until chosen). */
export function useMatchesByCall(projectId: string | null): ReadonlyMap<string, ExplainedMatch> {
  const matches = useFundingMatches(projectId ?? undefined);
  return new Map((matches.data ?? []).map((m) => [m.callId, m]));
}
