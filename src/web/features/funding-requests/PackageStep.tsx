import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FundingPackage, FundingRequestDetail } from '../../../contract/funding.ts';
import type { Project } from '../../../contract/projects.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatCurrency, formatScore } from '../../lib/format.ts';
import { useEvaluations } from '../projects/api.ts';
import { ComplianceStatus } from './ComplianceStatus.tsx';
import { useProjectDocuments, useProjectReports, useTransition, useUpdateRequest } from './api.ts';
import { formatDate } from '../../lib/format.ts';

/** Step 3: what goes with the request, saved to the server draft on every change. */
export function PackageStep({ project, request, onNext }: { project: Project; request: FundingRequestDetail; onNext: () => void }) {
  const { t, i18n } = useTranslation('fundingRequests');
  const update = useUpdateRequest(request.id);
  const evaluations = useEvaluations(project.id);
  const docs = useProjectDocuments(project.id);
  const sealed = useProjectReports(project.id);
  const attachable = (sealed.data ?? []).filter((r) => !r.revokedAt);
  const toggleReport = (id: string) =>
    update.mutate({ reportIds: request.reportIds.includes(id) ? request.reportIds.filter((r) => r !== id) : [...request.reportIds, id] });
  const [message, setMessage] = useState(request.message);
  const [amount, setAmount] = useState(request.amountRequested === null ? '' : String(request.amountRequested));
  const pkg = request.package;
  const latest = (evaluations.data ?? []).reduce<(typeof evaluations.data & object)[number] | null>(
    (a, b) => (!a || b.version > a.version ? b : a),
    null,
  );
  const save = (p: Partial<FundingPackage>) => update.mutate({ package: { ...pkg, ...p } });
  const saveText = () => update.mutate({ message, amountRequested: amount.trim() === '' ? null : Number(amount) });
  const toggleDoc = (id: string) =>
    save({ documentIds: pkg.documentIds.includes(id) ? pkg.documentIds.filter((d) => d !== id) : [...pkg.documentIds, id] });

  return (
    <section className="grid gap-4" aria-labelledby="package-title" data-testid="package-step">
      <h2 id="package-title" className="text-lg font-semibold">
        {t('wizard.package.title')}
      </h2>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium">{t('wizard.package.include')}</legend>
        <Check
          id="pkg-details"
          checked={pkg.details}
          onChange={(v) => save({ details: v })}
          label={t('wizard.package.details', { project: project.title })}
        />
        <Check
          id="pkg-evaluation"
          checked={pkg.evaluation && Boolean(latest)}
          disabled={!latest}
          onChange={(v) => save({ evaluation: v })}
          label={
            latest
              ? t('wizard.package.evaluation', { version: latest.version, score: formatScore(i18n.language, latest.score.total) })
              : t('wizard.package.noEvaluation')
          }
        />
        <Check
          id="pkg-compliance"
          checked={pkg.compliance}
          onChange={(v) => save({ compliance: v })}
          label={t('wizard.package.compliance')}
        />
        <ComplianceStatus projectId={project.id} />
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium">{t('wizard.package.documents')}</legend>
        {docs.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(t, docs.error)}
          </p>
        ) : docs.isPending ? (
          <p className="text-sm text-muted-foreground">{t('loading')}</p>
        ) : docs.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('wizard.package.noDocuments')}</p>
        ) : (
          docs.data.map((d) => (
            <Check
              key={d.id}
              id={`doc-${d.id}`}
              checked={pkg.documentIds.includes(d.id)}
              onChange={() => toggleDoc(d.id)}
              label={d.filename}
            />
          ))
        )}
      </fieldset>
      <fieldset className="grid gap-2" data-testid="package-reports">
        <legend className="mb-1 font-medium">{t('wizard.package.reports')}</legend>
        {sealed.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(t, sealed.error)}
          </p>
        ) : sealed.isPending ? (
          <p className="text-sm text-muted-foreground">{t('loading')}</p>
        ) : attachable.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('wizard.package.noReports')}</p>
        ) : (
          attachable.map((r) => (
            <Check
              key={r.id}
              id={`report-${r.id}`}
              checked={request.reportIds.includes(r.id)}
              onChange={() => toggleReport(r.id)}
              label={t('wizard.package.report', {
                kind: t(`wizard.package.reportKinds.${r.kind}`),
                code: r.shortCode,
                date: formatDate(i18n.language, r.createdAt),
              })}
            />
          ))
        )}
      </fieldset>
      <div className="grid gap-1">
        <Label htmlFor="amount">{t('wizard.package.amount', { currency: request.currency })}</Label>
        <Input
          id="amount"
          inputMode="decimal"
          type="number"
          min={1}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          onBlur={saveText}
          data-testid="amount"
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="message">{t('wizard.package.message')}</Label>
        <textarea
          id="message"
          className="min-h-28 rounded-md border bg-background p-2 text-sm"
          maxLength={5000}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          onBlur={saveText}
          data-testid="message"
        />
      </div>
      <p className="text-xs text-muted-foreground" role="status">
        {update.isPending ? t('wizard.saving') : update.isError ? errorMessage(t, update.error) : t('wizard.saved')}
      </p>
      <div>
        <Button type="button" onClick={() => (saveText(), onNext())} data-testid="wizard-next">
          {t('wizard.next')}
        </Button>
      </div>
    </section>
  );
}

function Check({
  id,
  checked,
  onChange,
  label,
  disabled = false,
}: {
  id: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  label: string;
  disabled?: boolean;
}) {
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-4"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}

/** Step 4: what will be sent, and Submit (the server freezes the package then). */
export function ReviewStep({ request, onSubmitted }: { request: FundingRequestDetail; onSubmitted: () => void }) {
  const { t, i18n } = useTranslation('fundingRequests');
  const submit = useTransition(request.id);
  const p = request.package;
  return (
    <section className="grid gap-4" aria-labelledby="review-title" data-testid="review-step">
      <h2 id="review-title" className="text-lg font-semibold">
        {t('wizard.review.title')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('wizard.review.to')}</dt>
        <dd>{request.call?.title ?? request.investor?.name}</dd>
        <dt className="text-muted-foreground">{t('wizard.review.amount')}</dt>
        <dd>{request.amountRequested !== null ? formatCurrency(i18n.language, request.amountRequested, request.currency) : '—'}</dd>
        <dt className="text-muted-foreground">{t('wizard.review.parts')}</dt>
        <dd>
          {[
            p.details && t('wizard.review.details'),
            p.evaluation && t('wizard.review.evaluation'),
            p.compliance && t('wizard.review.compliance'),
          ]
            .filter(Boolean)
            .join(', ') || '—'}
          {p.documentIds.length > 0 && ` + ${t('wizard.review.documents', { count: p.documentIds.length })}`}
          {request.reportIds.length > 0 && ` + ${t('wizard.review.reports', { count: request.reportIds.length })}`}
        </dd>
        <dt className="text-muted-foreground">{t('wizard.review.message')}</dt>
        <dd className="whitespace-pre-wrap">{request.message || '—'}</dd>
      </dl>
      {request.target === 'investor' && (
        <p className="text-sm text-muted-foreground">{t('wizard.review.shares', { name: request.investor?.name ?? '' })}</p>
      )}
      {request.target === 'call' && (
        <>
          <p className="text-sm text-muted-foreground">{t('wizard.review.callNote')}</p>
          <p className="text-sm">
            <a
              className="font-medium text-primary underline underline-offset-4"
              href={`/api/funding-requests/${request.id}/package.zip`}
              download
              data-testid="review-package-download"
            >
              {t('wizard.review.package')}
            </a>
          </p>
        </>
      )}
      {submit.isError && (
        <p role="alert" className="text-destructive">
          {errorMessage(t, submit.error)}
        </p>
      )}
      <div>
        <Button
          type="button"
          pending={submit.isPending}
          onClick={() => submit.mutate({ to: 'submitted' }, { onSuccess: onSubmitted })}
          data-testid="submit-request"
        >
          {t('wizard.review.submit')}
        </Button>
      </div>
    </section>
  );
}
