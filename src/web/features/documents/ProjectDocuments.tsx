import { useTranslation } from 'react-i18next';
import type { Project } from '../../../contract/projects.ts';
import { Panel, queryFeedback } from '../../components/panel.tsx';
import { useProjectDocuments } from './api.ts';
import { ApplyFigures } from './ApplyFigures.tsx';
import { DocumentList } from './DocumentList.tsx';
import { UploadZone } from './UploadZone.tsx';

/**
 * The project page's Documents tab: upload (for whoever may edit the inputs), the documents with
 * their analysis status (refreshed while any is queued or processing), and the accepted figures to
 * apply to the evaluation inputs.
 */
export function ProjectDocuments({ project }: { project: Pick<Project, 'id' | 'currency' | 'fundingSought' | 'access'> }) {
  const { t } = useTranslation('documents');
  const canEdit = project.access?.capabilities.editInputs ?? true;
  const docs = useProjectDocuments(project.id);
  return (
    <div className="grid gap-4" data-testid="project-documents">
      <Panel id="project-documents" title={t('tab.title')} description={t('tab.description')} testId="documents-panel">
        {canEdit ? <UploadZone projectId={project.id} /> : <p className="text-muted-foreground">{t('tab.readOnly')}</p>}
        {queryFeedback(docs, t, t('list.loading')) ?? <DocumentList documents={docs.data ?? []} canEdit={() => canEdit} />}
      </Panel>
      {canEdit ? <ApplyFigures project={project} /> : null}
    </div>
  );
}
