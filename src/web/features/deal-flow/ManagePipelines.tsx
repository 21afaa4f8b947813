import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealPipeline } from '../../../contract/deal-flow.ts';
import { Panel } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { usePipelineAction } from './api.ts';
import { StageList } from './StageList.tsx';

/**
 * "Manage pipelines": create a pipeline (it starts with the six default stages, which can then be
 * renamed, reordered or removed while empty), rename the pipeline shown on the board, add, rename,
 * reorder and remove its stages. Every outcome is said in a polite live region.
 */
export function ManagePipelines({ pipeline, onCreated }: { pipeline: DealPipeline; onCreated: (id: string) => void }) {
  const { t } = useTranslation('dealFlow');
  const create = usePipelineAction<{ name: string }>(
    'POST',
    () => '',
    (b) => b,
  );
  const rename = usePipelineAction<{ name: string }>(
    'PATCH',
    () => `/${pipeline.id}`,
    (b) => b,
  );
  const addStage = usePipelineAction<{ name: string }>(
    'POST',
    () => `/${pipeline.id}/stages`,
    (b) => b,
  );
  const renameStage = usePipelineAction<{ stageId: string; name: string }>(
    'PATCH',
    (b) => `/${pipeline.id}/stages/${b.stageId}`,
    (b) => ({ name: b.name }),
  );
  const reorder = usePipelineAction<{ stageIds: string[] }>(
    'PUT',
    () => `/${pipeline.id}/stage-order`,
    (b) => b,
  );
  const remove = usePipelineAction<{ stageId: string }>('DELETE', (b) => `/${pipeline.id}/stages/${b.stageId}`);
  const all = [create, rename, addStage, renameStage, reorder, remove];
  const busy = all.some((m) => m.isPending);
  const error = all.find((m) => m.isError)?.error;
  const [said, say] = useState('');
  const reset = () => all.forEach((m) => m.reset());

  return (
    <Panel id="manage-pipelines" title={t('manage.title')} description={t('manage.description')} testId="manage-pipelines">
      <div className="grid gap-5 px-6 pb-6">
        <p aria-live="polite" className="sr-only" data-testid="manage-status">
          {said}
        </p>
        {error ? (
          <p role="alert" className="text-sm text-destructive" data-testid="manage-error">
            {errorMessage(t, error)}
          </p>
        ) : null}
        <NameForm
          key={`rename-${pipeline.id}`}
          label={t('manage.pipelineName')}
          initial={pipeline.name}
          submit={t('manage.rename')}
          max={120}
          busy={busy}
          onSubmit={(name, done) => {
            reset();
            rename.mutate(
              { name },
              {
                onSuccess: () => {
                  done();
                  say(t('manage.renamed', { name }));
                },
              },
            );
          }}
        />
        <section aria-labelledby="manage-stages-title" className="grid gap-2">
          <h3 id="manage-stages-title" className="text-sm font-semibold">
            {t('manage.stages', { name: pipeline.name })}
          </h3>
          <StageList
            stages={pipeline.stages}
            busy={busy}
            onReorder={(stageIds, moved) => {
              reset();
              reorder.mutate(
                { stageIds },
                { onSuccess: () => say(t('manage.moved', { stage: moved.name, position: moved.position, total: stageIds.length })) },
              );
            }}
            onRename={(stageId, name) => {
              reset();
              renameStage.mutate({ stageId, name }, { onSuccess: () => say(t('manage.renamed', { name })) });
            }}
            onRemove={(stageId) => {
              reset();
              remove.mutate({ stageId }, { onSuccess: () => say(t('manage.removed')) });
            }}
          />
          <NameForm
            label={t('manage.newStage')}
            initial=""
            submit={t('manage.addStage')}
            max={80}
            busy={busy}
            clearOnDone
            onSubmit={(name, done) => {
              reset();
              addStage.mutate(
                { name },
                {
                  onSuccess: () => {
                    done();
                    say(t('manage.added', { name }));
                  },
                },
              );
            }}
          />
        </section>
        <section aria-labelledby="manage-new-title" className="grid gap-2 border-t pt-4">
          <h3 id="manage-new-title" className="text-sm font-semibold">
            {t('manage.newPipeline')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('manage.newPipelineHint')}</p>
          <NameForm
            label={t('manage.pipelineName')}
            initial=""
            submit={t('manage.create')}
            max={120}
            busy={busy}
            clearOnDone
            onSubmit={(name, done) => {
              reset();
              create.mutate(
                { name },
                {
                  onSuccess: (p) => {
                    done();
                    onCreated(p.id);
                    say(t('manage.created', { name }));
                  },
                },
              );
            }}
          />
        </section>
      </div>
    </Panel>
  );
}

function NameForm({
  label,
  initial,
  submit,
  max,
  busy,
  clearOnDone,
  onSubmit,
}: {
  label: string;
  initial: string;
  submit: string;
  max: number;
  busy: boolean;
  clearOnDone?: boolean;
  onSubmit: (name: string, done: () => void) => void;
}) {
  const [name, setName] = useState(initial);
  const id = useId();
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        // Empty names are sent too: the server's translated validation error explains the rule.
        onSubmit(name.trim(), () => clearOnDone && setName(''));
      }}
    >
      <div className="grid min-w-48 flex-1 gap-1">
        <Label htmlFor={id}>{label}</Label>
        <Input id={id} value={name} onChange={(e) => setName(e.target.value)} maxLength={max} />
      </div>
      <Button type="submit" variant="outline" disabled={busy}>
        {submit}
      </Button>
    </form>
  );
}
