import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from 'lucide-react';
import type { CrScore } from '../../../domain/scoring/index.ts';
import type { FigureEvidenceDto } from '../../../contract/evaluations.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime, formatScore } from '../../lib/format.ts';
import { useEvaluation, useEvaluationInputs, useEvaluations } from '../projects/api.ts';
import { decimal, percent } from './display.ts';

const EVIDENCE_VARIANT = { declared: 'warning', computed: 'secondary', evidenced: 'default' } as const;

type EvidenceLinks = FigureEvidenceDto['links'];

/** Where an evidenced sub-factor's support is: a link to the document review at the cited figure (page or cell). */
function EvidenceSource({ link, subFactor }: { link: EvidenceLinks[string]; subFactor: string }) {
  const { t } = useTranslation('score');
  const where =
    link.page !== undefined
      ? t('evidenceSource.page', { page: link.page })
      : link.sheet
        ? t('evidenceSource.cell', { sheet: link.sheet, cell: link.cell ?? '' })
        : '';
  if (!link.documentId)
    return <span className="w-full text-xs text-muted-foreground">{t('evidenceSource.deleted', { name: link.filename })}</span>;
  return (
    <Link
      to={`/documents/${link.documentId}?figure=${link.figureId}`}
      className="w-full text-xs break-all text-primary underline-offset-4 hover:underline"
      aria-label={t('evidenceSource.label', { subFactor, name: link.filename, where })}
      data-testid="evidence-link"
    >
      {t('evidenceSource.text', { name: link.filename, where })}
    </Link>
  );
}

/**
 * A CR score explained: total and tier, pillars with weights, sub-factors with evidence (declared,
 * computed or evidenced; an evidenced one links to its source when `links` has it), improvements.
 * `methodology` says where its compliance pillar came from: cr-v1's short declared questionnaire, or
 * (cr-v2) the compliance hub's frameworks, a link to which `complianceHref` gives.
 */
export function ScoreView({
  score,
  headingLevel = 2,
  methodology,
  complianceHref,
  links,
}: {
  score: CrScore;
  headingLevel?: 2 | 3;
  methodology?: string;
  complianceHref?: string;
  links?: EvidenceLinks | undefined;
}) {
  const { t, i18n } = useTranslation('score');
  const lng = i18n.language;
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const H2 = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <div className="grid gap-6" data-testid="score-view">
      <div className="flex flex-wrap items-end gap-4">
        <p className="text-5xl font-semibold tabular-nums" data-testid="score-total">
          {formatScore(lng, score.total)}
          <span className="text-xl text-muted-foreground"> / 100</span>
        </p>
        <div className="grid gap-1">
          <Badge
            variant={score.tier === 'ready' ? 'default' : score.tier === 'developing' ? 'secondary' : 'warning'}
            className="w-fit"
            data-testid="score-tier"
          >
            {t(`tier.${score.tier}`)}
          </Badge>
          <p className="text-sm text-muted-foreground" data-testid="score-confidence">
            {t('confidence', { level: t(`confidenceLevel.${score.confidence.level}`), share: percent(lng, score.confidence.share, 0) })}
          </p>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{t('tierHelp')}</p>
      <section aria-labelledby="pillars-heading">
        <H id="pillars-heading" className="mb-2 font-medium">
          {t('pillarsTitle')}
        </H>
        <ul className="grid gap-3 md:grid-cols-3">
          {score.pillars.map((p) => {
            const subs = score.subFactors.filter((s) => s.pillar === p.id);
            return (
              <li key={p.id} className="rounded-lg border p-3" data-testid={`pillar-${p.id}`}>
                <H2 className="font-medium">{t(`pillar.${p.id}`)}</H2>
                <p className="text-sm text-muted-foreground" data-testid={`pillar-${p.id}-weight`}>
                  {t('pillarLine', {
                    weight: percent(lng, p.weight, 0),
                    score: decimal(lng, p.score, 0),
                    points: decimal(lng, p.points, 1),
                  })}
                </p>
                <div className="mt-2 h-2 rounded-full bg-muted" role="presentation">
                  <div className="h-2 rounded-full bg-primary" style={{ width: `${Math.max(0, Math.min(100, p.score))}%` }} />
                </div>
                <ul className="mt-3 grid gap-2 text-sm">
                  {subs.map((s) => (
                    <li
                      key={s.id}
                      className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1"
                      data-subfactor={s.id}
                      data-evidence={s.evidence}
                    >
                      <span className="min-w-0">{t(`subFactor.${s.id}`)}</span>
                      <span className="flex items-center gap-2">
                        <span className="tabular-nums text-muted-foreground">
                          {s.status === 'scored'
                            ? t('subScore', { score: decimal(lng, s.score, 0), points: decimal(lng, s.points, 1) })
                            : t(`status.${s.status}`)}
                        </span>
                        <Badge variant={EVIDENCE_VARIANT[s.evidence]} title={t(`evidenceHelp.${s.evidence}`)}>
                          {t(`evidence.${s.evidence}`)}
                        </Badge>
                      </span>
                      {s.evidence === 'evidenced' && links?.[s.id] ? (
                        <EvidenceSource link={links[s.id]!} subFactor={t(`subFactor.${s.id}`)} />
                      ) : null}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        <p className="mt-2 text-xs text-muted-foreground">{t('evidenceLegend')}</p>
      </section>
      <p
        className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
        data-testid="compliance-note"
      >
        <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {methodology === 'cr-v2' ? (
          <span>
            {t('complianceNoteV2')}{' '}
            {complianceHref ? (
              <Link to={complianceHref} className="font-medium underline underline-offset-4">
                {t('complianceLink')}
              </Link>
            ) : null}
          </span>
        ) : (
          t('complianceNote')
        )}
      </p>
      <section aria-labelledby="improvements-heading">
        <H id="improvements-heading" className="mb-2 font-medium">
          {t('improvementsTitle')}
        </H>
        {score.improvements.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noImprovements')}</p>
        ) : (
          <ol className="grid gap-1 text-sm" data-testid="improvements">
            {[...score.improvements]
              .sort((a, b) => b.points - a.points)
              .slice(0, 8)
              .map((imp, i) => (
                <li key={`${imp.subFactor}-${imp.questionId ?? i}`} className="flex justify-between gap-3 border-b py-1 last:border-0">
                  <span className="min-w-0">
                    {imp.action === 'answer-yes' && imp.questionId
                      ? t('action.answer-yes', { question: t(`question.${imp.questionId}`) })
                      : t(`action.${imp.action}`, { subFactor: t(`subFactor.${imp.subFactor}`) })}
                  </span>
                  <span className="shrink-0 font-medium tabular-nums">{t('points', { points: decimal(lng, imp.points, 1) })}</span>
                </li>
              ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** The project page's score tab: the latest stored evaluation's CR score. */
export function ScorePanel({
  projectId,
  evaluateHref,
  complianceHref,
}: {
  projectId: string;
  evaluateHref?: string;
  complianceHref?: string;
}) {
  const { t, i18n } = useTranslation('score');
  const list = useEvaluations(projectId);
  const latest = list.data && list.data.length > 0 ? Math.max(...list.data.map((e) => e.version)) : undefined;
  const detail = useEvaluation(projectId, latest);
  const links = useEvaluationInputs(projectId).data?.evidence?.links;
  const error = list.error ?? detail.error;
  return (
    <Card data-testid="score-panel">
      <CardHeader>
        <CardTitle className="scroll-mt-20 text-lg" id="score-heading">
          {t('title')}
        </CardTitle>
        <CardDescription>
          {detail.data
            ? t('fromVersion', {
                version: detail.data.version,
                date: formatDateTime(i18n.language, detail.data.createdAt),
                methodology: detail.data.methodologyVersion,
              })
            : t('description')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <p>{t('loadError', { message: errorMessage(t, error) })}</p>
            <Button size="sm" variant="outline" onClick={() => void (list.error ? list.refetch() : detail.refetch())}>
              {t('retry')}
            </Button>
          </div>
        ) : list.isPending || (latest !== undefined && detail.isPending) ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
            <Spinner aria-hidden="true" />
            {t('loading')}
          </p>
        ) : latest === undefined || !detail.data ? (
          <div className="grid gap-3" data-testid="score-empty">
            <p className="text-sm">{t('empty')}</p>
            {evaluateHref ? (
              <Button asChild className="w-fit">
                <Link to={evaluateHref}>{t('runFirst')}</Link>
              </Button>
            ) : null}
          </div>
        ) : (
          <ScoreView
            score={detail.data.result.score}
            headingLevel={3}
            methodology={detail.data.methodologyVersion}
            complianceHref={complianceHref}
            links={links}
          />
        )}
      </CardContent>
    </Card>
  );
}
