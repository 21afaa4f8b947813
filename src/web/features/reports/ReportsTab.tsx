import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileCheck2Icon } from 'lucide-react';
import type { Project } from '../../../contract/projects.ts';
import { Panel } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useEvaluationVersions, useGenerateReport, useReports } from './api.ts';
import { GenerateOutcome, LanguageSelect, ReportList, selectClass } from './ReportList.tsx';
import { ShowcasePanel } from './ShowcasePanel.tsx';

/**
 * The project page's Reports tab: generate a sealed report (kind, language, evaluation version), and
 * the list of sealed reports with their hash, verification link, on-screen preview (every plan),
 * download (Enterprise) and revocation. The server enforces every rule.
 */
export function ReportsTab({ project }: { project: Pick<Project, 'id' | 'access'> }) {
  const { t } = useTranslation('reports');
  const list = useReports(project.id);
  const canIssue = project.access.capabilities.runEvaluation;
  return (
    <Panel id="reports" title={t('title')} description={t('description')} testId="reports-panel">
      {canIssue ? <GenerateForm projectId={project.id} /> : <p className="text-muted-foreground">{t('readOnly')}</p>}
      <ReportList list={list} canRevoke={canIssue} />
      {project.access.capabilities.manageAccess && list.data ? <ShowcasePanel projectId={project.id} reports={list.data} /> : null}
    </Panel>
  );
}

function GenerateForm({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('reports');
  const { t: ts } = useTranslation('send');
  const id = useId();
  const versions = useEvaluationVersions(projectId);
  const generate = useGenerateReport(projectId);
  const [kind, setKind] = useState<'evaluation' | 'compliance'>('evaluation');
  const [language, setLanguage] = useState<'en' | 'it'>(i18n.language === 'it' ? 'it' : 'en');
  const [version, setVersion] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    generate.mutate({ kind, language, ...(kind === 'evaluation' && version ? { evaluationVersion: Number(version) } : {}) });
  };
  return (
    <form className="grid gap-3 rounded-md border p-3" onSubmit={submit} data-testid="report-form">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-kind`}>{t('form.kind')}</Label>
          <select id={`${id}-kind`} className={selectClass} value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
            <option value="evaluation">{t('kind.evaluation')}</option>
            <option value="compliance">{t('kind.compliance')}</option>
          </select>
        </div>
        <LanguageSelect id={`${id}-language`} value={language} onChange={setLanguage} />
        {kind === 'evaluation' ? (
          <div className="grid gap-1">
            <Label htmlFor={`${id}-version`}>{t('form.version')}</Label>
            <select id={`${id}-version`} className={selectClass} value={version} onChange={(e) => setVersion(e.target.value)}>
              <option value="">{t('form.latest')}</option>
              {(versions.data ?? []).map((v) => (
                <option key={v.version} value={String(v.version)}>
                  {t('form.versionOption', { version: v.version, date: formatDateTime(i18n.language, v.createdAt) })}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <Button type="submit" pending={generate.isPending} data-testid="generate-report">
          <FileCheck2Icon aria-hidden="true" />
          {generate.isPending ? t('form.generating') : t('form.generate')}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{t('form.help')}</p>
      <p className="text-xs" data-testid="report-plan-note">
        {ts('share.planNote')}
      </p>
      <GenerateOutcome generate={generate} />
    </form>
  );
}
