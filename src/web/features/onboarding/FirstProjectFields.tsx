import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateProjectBody } from '../../../contract/projects.ts';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { PROJECT_TEMPLATES, type ProjectTemplateId } from './templates.ts';

/** The project to create, 'incomplete' while a template is chosen without a title or budget, null for none. */
export type FirstProject = CreateProjectBody | 'incomplete' | null;

/**
 * The first project's choice on /beta-onboarding: none, or a template (industry, title and market in
 * the reader's language) with the title editable and the budget the user's own (required, no default).
 * Reports the project to create (see FirstProject).
 */
export function FirstProjectFields({ onChange }: { onChange: (p: FirstProject) => void }) {
  const { t } = useTranslation('onboarding');
  const [template, setTemplate] = useState<ProjectTemplateId | ''>('');
  const [title, setTitle] = useState('');
  const [budget, setBudget] = useState('');
  const chosen = PROJECT_TEMPLATES.find((p) => p.id === template);
  const amount = Number(budget);

  useEffect(() => {
    if (!chosen) return onChange(null);
    if (!title.trim() || !budget.trim() || !Number.isFinite(amount) || amount < 0) return onChange('incomplete');
    onChange({ title: title.trim(), industry: chosen.industry, targetMarket: t(`templates.${chosen.id}.market`), estimatedBudget: amount });
  }, [chosen, title, budget, amount, t, onChange]);

  const pick = (id: ProjectTemplateId | '') => {
    setTemplate(id);
    setTitle(id ? t(`templates.${id}.title`) : '');
  };

  return (
    <fieldset>
      <legend className="mb-2 text-base font-semibold">{t('setup.project')}</legend>
      <p className="mb-2 text-muted-foreground">{t('setup.projectLead')}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <label className="flex items-center gap-2">
          <input type="radio" name="template" checked={template === ''} onChange={() => pick('')} />
          {t('setup.noProject')}
        </label>
        {PROJECT_TEMPLATES.map((p) => (
          <label key={p.id} className="flex items-center gap-2">
            <input type="radio" name="template" checked={template === p.id} onChange={() => pick(p.id)} data-testid={`template-${p.id}`} />
            {t(`templates.${p.id}.name`)}
          </label>
        ))}
      </div>
      {chosen ? (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor="first-project-title">{t('setup.projectTitle')}</Label>
            <Input id="first-project-title" value={title} maxLength={200} required onChange={(e) => setTitle(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="first-project-budget">{t('setup.projectBudget')}</Label>
            <Input
              id="first-project-budget"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              required
              value={budget}
              onChange={(e) => setBudget(e.target.value)}
              aria-describedby="first-project-budget-hint"
              data-testid="first-project-budget"
            />
            <p id="first-project-budget-hint" className="text-xs text-muted-foreground">
              {t('setup.projectBudgetHint')}
            </p>
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
