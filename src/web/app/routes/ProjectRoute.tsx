import { EvaluationWorkspace } from '../../features/evaluation/EvaluationWorkspace.tsx';
import { ScorePanel } from '../../features/evaluation/ScorePanel.tsx';
import { StoredVersions } from '../../features/evaluation/StoredVersions.tsx';
import { VersionCompare } from '../../features/evaluation/VersionCompare.tsx';
import { ProjectPage } from '../../features/projects/ProjectPage.tsx';
import { AccessPanel } from '../../features/workspaces/AccessPanel.tsx';
import { CommentsPanel } from '../../features/comments/CommentsPanel.tsx';
import { ComplianceTab } from '../../features/compliance/ComplianceTab.tsx';
import { EsgMatrix } from '../../features/compliance/EsgMatrix.tsx';
import { MatchTab } from '../../features/funding/MatchTab.tsx';
import { ProjectDocuments } from '../../features/documents/ProjectDocuments.tsx';
import { ReportsTab } from '../../features/reports/ReportsTab.tsx';
import { ProjectQuestionsPanel } from '../../features/deal-flow/ProjectQuestionsPanel.tsx';
import { useTranslation } from 'react-i18next';

/**
 * /projects/:id — the project page with the evaluation workspace, the stored results and the CR
 * score in its tabs. Features do not import each other (docs/architecture.md); this route composes them.
 */
export function ProjectRoute() {
  useTranslation([
    'projects',
    'workspaces',
    'comments',
    'compliance',
    'funding',
    'documents',
    'reports',
    'dealFlow',
    'send',
    'realization',
  ]); // the panels' and the feature tabs' strings arrive with the page's
  return (
    <ProjectPage
      evaluationTab={(projectId, active, openResults) => (
        <EvaluationWorkspace projectId={projectId} visible={active} onOpenResults={openResults} />
      )}
      resultsTab={(projectId, currency) => <StoredVersions projectId={projectId} currency={currency} />}
      scoreTab={(projectId) => (
        <ScorePanel
          projectId={projectId}
          evaluateHref={`/projects/${projectId}?tab=evaluation`}
          complianceHref={`/projects/${projectId}?tab=compliance`}
        />
      )}
      historyCompare={(projectId, currency) => <VersionCompare projectId={projectId} currency={currency} />}
      accessPanel={(project) => (
        <>
          {/* The ESG matrix (frameworks × status) on the overview, above who has access. */}
          <div className="mt-4">
            <EsgMatrix projectId={project.id} />
          </div>
          <AccessPanel project={project} />
        </>
      )}
      commentsPanel={(project) => <CommentsPanel project={project} />}
      complianceTab={(project) => <ComplianceTab project={project} />}
      fundingTab={(project) => <MatchTab project={project} />}
      documentsTab={(project) => <ProjectDocuments project={project} />}
      reportsTab={(project) => <ReportsTab project={project} />}
      questionsTab={(project) => <ProjectQuestionsPanel project={project} />}
    />
  );
}
