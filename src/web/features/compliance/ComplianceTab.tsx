import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FrameworkId } from '../../../contract/compliance.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { FRAMEWORK_IDS, useProjectCompliance } from './api.ts';
import { ControlsView } from './ControlsView.tsx';
import { EsgMatrixTable } from './EsgMatrix.tsx';
import { GapsView } from './GapsView.tsx';
import { HistoryView } from './HistoryView.tsx';
import { ItemsView } from './ItemsView.tsx';
import { QueryState } from './parts.tsx';
import { PnrrPanel } from './PnrrPanel.tsx';
import { ScopingView } from './ScopingView.tsx';
import { TaxonomyPanel } from './TaxonomyPanel.tsx';

export const SECTIONS = ['scoping', 'controls', 'items', 'gaps', 'taxonomy', 'pnrr', 'history'] as const;
export type Section = (typeof SECTIONS)[number];
const parseSection = (v: string | null): Section => ((SECTIONS as readonly string[]).includes(v ?? '') ? (v as Section) : 'scoping');
const parseFramework = (v: string | null): FrameworkId | null =>
  (FRAMEWORK_IDS as readonly string[]).includes(v ?? '') ? (v as FrameworkId) : null;

/** What the tab needs of the project (the projects feature's Project satisfies it). */
export interface ComplianceProject {
  id: string;
  title: string;
  access?: { capabilities: { editInputs: boolean } };
}

/** May the caller change answers? The server decides; the screen offers only what it will accept. */
export function canEdit(project: ComplianceProject): boolean {
  const caps = project.access?.capabilities;
  if (!caps) return true;
  return caps.editInputs;
}

/**
 * A project's Compliance tab: the ESG matrix on top, then scoping, controls (assess once), items per
 * framework with evidence, gaps, EU Taxonomy and PNRR as sub-tabs. The sub-view and framework live in
 * the address (?section=&framework=) so the hub can link straight to a gap.
 */
export function ComplianceTab({ project }: { project: ComplianceProject }) {
  const { t } = useTranslation('compliance');
  const [params, setParams] = useSearchParams();
  const section = parseSection(params.get('section'));
  const summary = useProjectCompliance(project.id);
  const applicable = summary.data?.frameworks.filter((f) => f.applicable).map((f) => f.id) ?? [];
  const framework = parseFramework(params.get('framework')) ?? applicable[0] ?? 'gdpr';
  const editable = canEdit(project);

  const set = (key: 'section' | 'framework', value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <div className="grid min-w-0 gap-4" data-testid="compliance-tab">
      <section aria-labelledby="compliance-matrix-title" className="grid gap-2">
        <h2 id="compliance-matrix-title" className="text-lg font-semibold">
          {t('matrix.title')}
        </h2>
        {summary.data ? <EsgMatrixTable data={summary.data} /> : <QueryState query={summary} />}
      </section>
      {!editable ? (
        <p className="text-sm text-muted-foreground" data-testid="compliance-read-only">
          {t('readOnly')}
        </p>
      ) : null}
      <Tabs value={section} onValueChange={(v) => set('section', v)} className="min-w-0">
        <TabsList aria-label={t('sections.label')} className="h-auto flex-wrap justify-start">
          {SECTIONS.map((s) => (
            <TabsTrigger key={s} value={s} data-testid={`section-${s}`}>
              {t(`sections.${s}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="scoping">
          <ScopingView projectId={project.id} editable={editable} />
        </TabsContent>
        <TabsContent value="controls">
          <ControlsView projectId={project.id} editable={editable} />
        </TabsContent>
        <TabsContent value="items">
          <ItemsView
            projectId={project.id}
            framework={framework}
            applicable={applicable}
            onFramework={(f) => set('framework', f)}
            editable={editable}
          />
        </TabsContent>
        <TabsContent value="gaps">
          <GapsView
            projectId={project.id}
            framework={framework}
            applicable={applicable}
            onFramework={(f) => set('framework', f)}
            editable={editable}
          />
        </TabsContent>
        <TabsContent value="taxonomy">
          <TaxonomyPanel projectId={project.id} editable={editable} />
        </TabsContent>
        <TabsContent value="pnrr">
          <PnrrPanel projectId={project.id} />
        </TabsContent>
        <TabsContent value="history">
          <HistoryView projectId={project.id} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
