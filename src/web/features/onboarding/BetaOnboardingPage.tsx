import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ONBOARDING_GOALS, type OnboardingGoal } from '../../../domain/feedback/index.ts';
import { roleCan, SELF_SERVICE_ROLES, type SelfServiceRole } from '../../../domain/rbac/index.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useLanguage } from '../../lib/language-context.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { removeLocal, STORAGE_KEYS } from '../../lib/storage.ts';
import { useCreateProject } from '../projects/api.ts';
import { useOnboarding, useSaveOnboarding, type OnboardingState } from './api.ts';
import { FirstProjectFields, type FirstProject } from './FirstProjectFields.tsx';

const LEGEND = 'mb-2 text-base font-semibold';

/**
 * /beta-onboarding (issue 26, ADR 0054): the first-run setup. Role (a self-service one, only before the
 * setup is done), goals, language (the existing preference, applied at once), a first project from a
 * template with the user's own budget, then the tour on the dashboard. Skippable; completion is kept on
 * the account, so it is not offered again.
 */
export function BetaOnboardingPage() {
  const { t } = useTranslation(['onboarding', 'errors']);
  const state = useOnboarding();
  return (
    <div className="mx-auto max-w-3xl" data-testid="beta-onboarding">
      <PageHeader title={t('setup.title')} description={t('setup.lead')} />
      {queryFeedback(state, t, t('setup.loading')) ?? (state.data ? <SetupForm state={state.data} /> : null)}
    </div>
  );
}

function SetupForm({ state }: { state: OnboardingState }) {
  const { t, i18n } = useTranslation(['onboarding', 'errors', 'auth']);
  const navigate = useNavigate();
  const { language, setLanguage } = useLanguage();
  const save = useSaveOnboarding();
  const create = useCreateProject();
  const [role, setRole] = useState(state.role);
  const [goals, setGoals] = useState<OnboardingGoal[]>(state.goals);
  const [project, setProject] = useState<FirstProject>(null);
  const [incomplete, setIncomplete] = useState(false);
  const canCreate = role === 'admin' || roleCan(role as SelfServiceRole, 'projects.create');

  const toDashboardWithTour = () => {
    removeLocal(STORAGE_KEYS.onboardingSeen); // the dashboard opens the tour for the (maybe new) role
    void navigate('/dashboard');
  };
  const finish = (e: React.FormEvent) => {
    e.preventDefault();
    setIncomplete(canCreate && project === 'incomplete');
    if (canCreate && project === 'incomplete') return;
    const body = { goals, complete: true, ...(state.roleChangeable && role !== state.role ? { role: role as SelfServiceRole } : {}) };
    save.mutate(body, {
      onSuccess: () => {
        if (!canCreate || !project || project === 'incomplete') return toDashboardWithTour();
        create.mutate(project, { onSuccess: toDashboardWithTour });
      },
    });
  };
  const skip = () => save.mutate({ complete: true }, { onSuccess: () => void navigate('/dashboard') });
  const toggle = (g: OnboardingGoal) => setGoals((gs) => (gs.includes(g) ? gs.filter((x) => x !== g) : [...gs, g]));
  const failure = save.error ?? create.error;

  return (
    <form onSubmit={finish} noValidate className="mt-4 grid gap-4" aria-label={t('setup.title')} data-testid="beta-onboarding-form">
      {state.completedAt ? (
        <p role="status" className="rounded-md border border-primary/40 bg-primary/5 px-3 py-2 text-sm" data-testid="beta-onboarding-done">
          {t('setup.completedOn', { date: formatDateTime(i18n.language, state.completedAt) })}
        </p>
      ) : null}
      <Card>
        <CardContent className="grid gap-6 pt-6 text-sm">
          <fieldset>
            <legend className={LEGEND}>{t('setup.role')}</legend>
            {state.roleChangeable ? (
              <div className="grid gap-2 sm:grid-cols-3">
                {SELF_SERVICE_ROLES.map((r) => (
                  <label key={r} className="flex cursor-pointer items-start gap-2 rounded-md border p-2 has-[:checked]:border-primary">
                    <input type="radio" name="role" value={r} checked={role === r} onChange={() => setRole(r)} className="mt-1" />
                    <span>
                      <span className="block font-medium">{t(`auth:roles.${r}.title`)}</span>
                      <span className="block text-xs text-muted-foreground">{t(`auth:roles.${r}.description`)}</span>
                    </span>
                  </label>
                ))}
              </div>
            ) : (
              <p data-testid="beta-onboarding-role-fixed">{t('setup.roleFixed', { role: t(`setup.roleNames.${state.role}`) })}</p>
            )}
          </fieldset>
          <fieldset>
            <legend className={LEGEND}>{t('setup.goals')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {ONBOARDING_GOALS.map((g) => (
                <label key={g} className="flex items-center gap-2">
                  <input type="checkbox" checked={goals.includes(g)} onChange={() => toggle(g)} data-testid={`goal-${g}`} />
                  {t(`setup.goalNames.${g}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className={LEGEND}>{t('setup.language')}</legend>
            <div className="flex gap-4">
              {(['en', 'it'] as const).map((l) => (
                <label key={l} className="flex items-center gap-2">
                  <input type="radio" name="language" checked={language === l} onChange={() => setLanguage(l)} />
                  <span lang={l}>{l === 'en' ? 'English' : 'Italiano'}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {canCreate ? (
            <FirstProjectFields onChange={setProject} />
          ) : (
            <p className="text-muted-foreground">{t('setup.noProjectForRole')}</p>
          )}
        </CardContent>
      </Card>
      {incomplete ? (
        <p role="alert" className="text-sm text-destructive">
          {t('setup.projectIncomplete')}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm text-destructive" data-testid="beta-onboarding-error">
          {errorMessage(t, failure)}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={skip} pending={save.isPending} data-testid="beta-onboarding-skip">
          {t('setup.skip')}
        </Button>
        <Button type="submit" pending={save.isPending || create.isPending} data-testid="beta-onboarding-finish">
          {t('setup.finish')}
        </Button>
      </div>
      <p className="text-right text-xs text-muted-foreground">
        <Link to="/projects/new" className="text-primary underline underline-offset-4">
          {t('setup.fullWizard')}
        </Link>
      </p>
    </form>
  );
}
