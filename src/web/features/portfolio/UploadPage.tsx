import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnMappingBody, ImportError, ImportPreview } from '../../../contract/portfolio.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { commitImport, portfolioKeys, previewImport, useCreatePortfolio, usePortfolios } from './api.ts';
import { MappingEditor } from './MappingEditor.tsx';
import { PreviewTable, ValidationReport } from './ImportReport.tsx';

const SELECT =
  'h-9 w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * /portfolio/upload: choose (or create) a portfolio, pick a CSV/XLSX file, check the column mapping
 * (remembered or guessed), read the preview and every refused cell, exclude those rows deliberately
 * if you wish, then commit: all or nothing.
 */
export function UploadPage() {
  const { t, i18n } = useTranslation('portfolio');
  const [params] = useSearchParams();
  const portfolios = usePortfolios();
  const create = useCreatePortfolio();
  const client = useQueryClient();
  const id = useId();
  const [portfolioId, setPortfolioId] = useState(params.get('portfolio') ?? '');
  const [newName, setNewName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [excludeBad, setExcludeBad] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<ImportError[] | null>(null);
  const [done, setDone] = useState<{ imported: number; portfolioId: string } | null>(null);

  const chosen = portfolioId || portfolios.data?.[0]?.id || '';

  // A new file or a changed mapping asks the server for a fresh preview (a mapping it is sent is remembered).
  const refresh = (next: { file: File | null; mapping: ColumnMappingBody | undefined; portfolioId: string }) => {
    setFile(next.file);
    setRefused(null);
    setProblem(null);
    if (!next.file || !next.portfolioId) return setPreview(null);
    setBusy(true);
    previewImport({ portfolioId: next.portfolioId, file: next.file, mapping: next.mapping }, i18n.language)
      .then(setPreview)
      .catch((e: unknown) => (setPreview(null), setProblem(errorMessage(t, e))))
      .finally(() => setBusy(false));
  };

  const badRows = preview?.badRows.filter((r) => r > 1) ?? [];
  const headerProblem = preview?.badRows.includes(1) ?? false;
  const excluded = new Set(excludeBad ? badRows : []);
  const blocking = preview ? preview.errors.some((e) => !excluded.has(e.row)) : true;

  const commit = async () => {
    if (!file || !preview) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await commitImport({ portfolioId: chosen, file, mapping: preview.mapping, exclude: [...excluded] }, i18n.language);
      if (answer.ok) {
        setDone({ imported: answer.imported, portfolioId: chosen });
        await client.invalidateQueries({ queryKey: portfolioKeys.all });
      } else setRefused(answer.errors);
    } catch (e) {
      setProblem(errorMessage(t, e));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className="mx-auto max-w-5xl" data-testid="portfolio-upload">
        <PageHeader title={t('upload.title')} description={t('upload.description')} />
        <Card role="status" data-testid="import-done">
          <CardContent className="grid gap-3 pt-5">
            <p>{t('upload.done', { count: done.imported })}</p>
            <Button asChild className="w-fit">
              <Link to={`/portfolio/${done.portfolioId}/summary`}>{t('upload.openSummary')}</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-6 [&>*]:min-w-0" data-testid="portfolio-upload">
      <PageHeader title={t('upload.title')} description={t('upload.description')} className="mb-0" />
      <section className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-portfolio`}>{t('upload.portfolio')}</Label>
          <select
            id={`${id}-portfolio`}
            className={SELECT}
            value={chosen}
            onChange={(e) => (setPortfolioId(e.target.value), refresh({ file, mapping: undefined, portfolioId: e.target.value }))}
            data-testid="upload-portfolio"
          >
            {(portfolios.data ?? []).length === 0 ? <option value="">{t('upload.noPortfolio')}</option> : null}
            {(portfolios.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <form
          className="grid gap-1.5"
          onSubmit={(e) => {
            e.preventDefault();
            if (newName.trim()) create.mutate(newName.trim(), { onSuccess: (p) => (setPortfolioId(p.id), setNewName('')) });
          }}
        >
          <Label htmlFor={`${id}-new`}>{t('upload.orCreate')}</Label>
          <div className="flex gap-2">
            <Input id={`${id}-new`} value={newName} maxLength={120} onChange={(e) => setNewName(e.target.value)} />
            <Button type="submit" variant="outline" pending={create.isPending}>
              {t('list.create')}
            </Button>
          </div>
        </form>
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor={`${id}-file`}>{t('upload.file')}</Label>
          <Input
            id={`${id}-file`}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={!chosen}
            data-testid="upload-file"
            onChange={(e) => (
              setExcludeBad(false),
              refresh({ file: e.target.files?.[0] ?? null, mapping: undefined, portfolioId: chosen })
            )}
          />
          <p className="text-sm text-muted-foreground">{t('upload.fileHelp')}</p>
        </div>
      </section>

      {busy ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('upload.working')}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}

      {preview ? (
        <>
          <MappingEditor
            headers={preview.headers}
            mapping={preview.mapping}
            source={preview.mappingSource}
            onChange={(m) => refresh({ file, mapping: m, portfolioId: chosen })}
          />
          <p className="text-sm" data-testid="preview-counts">
            {t('upload.counts', { rows: preview.rows, valid: preview.valid, bad: badRows.length })}
          </p>
          <PreviewTable preview={preview} />
          <ValidationReport errors={refused ?? preview.errors} excluded={excluded} />
          {badRows.length > 0 && !headerProblem ? (
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4"
                checked={excludeBad}
                onChange={(e) => setExcludeBad(e.target.checked)}
                data-testid="exclude-bad"
              />
              <span>{t('upload.exclude', { count: badRows.length, rows: badRows.join(', ') })}</span>
            </label>
          ) : null}
          {refused ? (
            <p role="alert" className="text-sm text-destructive">
              {t('upload.refused')}
            </p>
          ) : null}
          <div>
            <Button onClick={() => void commit()} disabled={busy || blocking} data-testid="import-commit">
              {t('upload.commit', { count: preview.valid })}
            </Button>
            {blocking ? <p className="mt-2 text-sm text-muted-foreground">{t('upload.blocked')}</p> : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
