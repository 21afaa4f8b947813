import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { useProjects } from '../projects/api.ts';

/** Starts the wizard for one of the projects the caller may edit (nothing shows when there is none). */
export function NewRequest() {
  const { t } = useTranslation('fundingRequests');
  const navigate = useNavigate();
  const projects = useProjects({ sort: 'updated' });
  const editable = (projects.data ?? []).filter((p) => p.access.capabilities.editDetails && !p.archivedAt);
  const [chosen, setChosen] = useState('');
  if (editable.length === 0) return null;
  const id = chosen || editable[0]!.id;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void navigate(`/funding-wizard/${id}`);
      }}
      data-testid="new-request"
    >
      <div className="grid gap-1">
        <Label htmlFor="new-request-project">{t('requests.newFor')}</Label>
        <select
          id="new-request-project"
          className="h-9 max-w-xs rounded-md border bg-background px-2 text-sm"
          value={id}
          onChange={(e) => setChosen(e.target.value)}
        >
          {editable.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">{t('requests.apply')}</Button>
    </form>
  );
}
