import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { useProjects } from '../projects/api.ts';
import { useAllDocuments } from './api.ts';
import { DocumentList } from './DocumentList.tsx';
import { UploadZone } from './UploadZone.tsx';

/**
 * /documents: every document of every project the user may view, with status and the figures
 * awaiting review; uploads go to a project chosen first (among those the user may edit).
 */
export function DocumentsPage() {
  const { t } = useTranslation('documents');
  const projects = useProjects();
  const docs = useAllDocuments();
  const editable = (projects.data ?? []).filter((p) => p.access?.capabilities.editInputs ?? true);
  const [chosen, setChosen] = useState<string>('');
  const projectId = editable.some((p) => p.id === chosen) ? chosen : editable.length === 1 ? editable[0]!.id : '';
  const canEdit = (id: string) => editable.some((p) => p.id === id);
  return (
    <div className="mx-auto grid max-w-5xl gap-4" data-testid="documents-page">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">{t('page.uploadTitle')}</h2>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid max-w-sm gap-2">
            <Label htmlFor="documents-project">{t('page.project')}</Label>
            <Select value={projectId} onValueChange={setChosen} disabled={editable.length === 0}>
              <SelectTrigger id="documents-project" data-testid="documents-project">
                <SelectValue placeholder={editable.length === 0 ? t('page.noProjects') : t('page.projectPlaceholder')} />
              </SelectTrigger>
              <SelectContent>
                {editable.map((p) => (
                  <SelectItem key={p.id} value={p.id}>
                    {p.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <UploadZone projectId={projectId || null} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">{t('page.allTitle')}</h2>
        </CardHeader>
        <CardContent>
          {queryFeedback(docs, t, t('list.loading')) ?? <DocumentList documents={docs.data ?? []} canEdit={canEdit} showProject />}
        </CardContent>
      </Card>
    </div>
  );
}
