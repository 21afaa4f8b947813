import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useEvaluationInputs } from '../projects/api.ts';
import { Workspace } from './Workspace.tsx';

/**
 * The evaluation workspace of one project: plan editor (simple or advanced), live preview, run on the
 * server with a summary of the stored version beside the button. The full results show below, or
 * elsewhere when `onOpenResults` is given (the project page's Results tab): the summary then links there.
 * `visible` false keeps the workspace (and the user's unsaved edits) alive in a hidden tab without
 * drawing its charts, which cannot measure a hidden box.
 */
export function EvaluationWorkspace({
  projectId,
  visible = true,
  onOpenResults,
}: {
  projectId: string;
  visible?: boolean;
  onOpenResults?: (() => void) | undefined;
}) {
  const { t } = useTranslation(['evaluation', 'score']);
  const inputsQuery = useEvaluationInputs(projectId);
  if (inputsQuery.isError) {
    return (
      <Card role="alert">
        <CardContent className="flex flex-wrap items-center gap-3 pt-5 text-sm">
          <p>{t('loadError', { message: errorMessage(t, inputsQuery.error) })}</p>
          <Button size="sm" variant="outline" onClick={() => void inputsQuery.refetch()}>
            {t('retry')}
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (!inputsQuery.data) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
        <Spinner className="size-4 border-2" />
        {t('loading')}
      </p>
    );
  }
  // The draft starts from the first answer; later refetches never overwrite what the user typed.
  return <Workspace projectId={projectId} initial={inputsQuery.data} visible={visible} onOpenResults={onOpenResults} />;
}
