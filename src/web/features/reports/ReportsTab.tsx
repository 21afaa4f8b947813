import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileCheck2Icon } from 'lucide-react';
import type { Project } from '../../../contract/projects.ts';
import { Panel, queryFeedback } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useEvaluationVersions, useGenerateReport, useReports } from './api.ts';
import { ReportItem } from './ReportItem.tsx';
import { ShowcasePanel } from './ShowcasePanel.tsx';

const selectClass = 'h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

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
      {list.isPending || list.isError ? (
        queryFeedback(list, t, t('loading'))
      ) : list.data.length === 0 ? (
        <p className="text-muted-foreground" data-testid="no-reports">
          {t('empty')}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={t('listLabel', { count: list.data.length })} data-testid="reports">
          {list.data.map((r) => (
            <ReportItem key={r.id} report={r} canRevoke={canIssue} />
          ))}
        </ul>
      )}
      {project.access.capabilities.manageAccess && list.data ? <ShowcasePanel projectId={project.id} reports={list.data} /> : null}
    </Panel>
  );
}

function GenerateForm({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('reports');
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
        <div className="grid gap-1">
          <Label htmlFor={`${id}-language`}>{t('form.language')}</Label>
          <select id={`${id}-language`} className={selectClass} value={language} onChange={(e) => setLanguage(e.target.value as typeof language)}>
            <option value="en">English</option>
            <option value="it">Italiano</option>
          </select>
        </div>
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
        <Button type="submit" disabled={generate.isPending} data-testid="generate-report">
          <FileCheck2Icon aria-hidden="true" />
          {generate.isPending ? t('form.generating') : t('form.generate')}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{t('form.help')}</p>
      {generate.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(t, generate.error)}
        </p>
      ) : generate.isSuccess ? (
        <p role="status" className="text-sm" data-testid="report-sealed">
          {t('form.sealed')}
        </p>
      ) : null}
    </form>
  );
}
