import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import type { PnrrCheck, PnrrTag } from './api.ts';
import { usePnrr } from './api.ts';
import { AnswerText, DnshBadge, QueryState, sharePercent, useCodeText } from './parts.tsx';

function Tagging({ kind, tag, target }: { kind: 'climate' | 'digital'; tag: PnrrTag; target: number }) {
  const { t, i18n } = useTranslation('compliance');
  const lng = i18n.language;
  const verdict = tag.coefficient === null ? 'unknown' : tag.coefficient >= target ? 'above' : 'below';
  return (
    <div className="rounded-md border p-3 text-sm" data-testid={`pnrr-tag-${kind}`} data-verdict={verdict}>
      <p className="text-muted-foreground">{t(`pnrr.tag.${kind}`)}</p>
      <p className="text-xl font-semibold tabular-nums">{sharePercent(lng, tag.coefficient)}</p>
      <p>{t('pnrr.field', { field: tag.field ?? '—' })}</p>
      <p className="text-xs text-muted-foreground">{t(`pnrr.verdict.${verdict}`, { target: sharePercent(lng, target) })}</p>
    </div>
  );
}

function Check({ c }: { c: PnrrCheck }) {
  const { t, i18n } = useTranslation('compliance');
  return (
    <li className="grid gap-1 rounded-md border p-2 text-sm" data-testid="pnrr-check" data-item-id={c.itemId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>
          <span className="font-mono text-xs">{c.itemId}</span> {c.title}
        </span>
        <AnswerText answer={c.answer} className="text-xs font-medium" />
      </div>
      {c.answer === 'not_applicable' && c.reason ? <p className="text-xs">{t('pnrr.reason', { reason: c.reason })}</p> : null}
      {c.answer === 'not_met' && c.phase === 'ex_ante' && c.remedy ? (
        <p className="text-xs">{t('pnrr.remedy', { remedy: c.remedy, date: c.deadline ? formatDate(i18n.language, c.deadline) : '—' })}</p>
      ) : null}
      {c.answer === 'not_met' && c.phase === 'ex_post' ? (
        <p className="text-xs font-medium text-destructive">{t('pnrr.exPostNo')}</p>
      ) : null}
    </li>
  );
}

/** PNRR: DNSH checklists ex ante and ex post, climate and digital tagging against the plan's targets, CUP, mission and component. */
export function PnrrPanel({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('compliance');
  const code = useCodeText();
  const view = usePnrr(projectId, i18n.language);
  if (!view.data) return <QueryState query={view} />;
  const p = view.data;
  if (!p.involved)
    return (
      <p className="text-sm" data-testid="pnrr-not-involved">
        {t('pnrr.notInvolved')}
      </p>
    );
  return (
    <div className="grid gap-4" data-testid="pnrr-view">
      <dl className="grid gap-1 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="text-muted-foreground">{t('scope.cup')}</dt>
        <dd className="font-mono" data-testid="pnrr-cup">
          {p.cup ?? t('pnrr.noCup')}
        </dd>
        <dt className="text-muted-foreground">{t('scope.mission')}</dt>
        <dd>{p.mission ? code('missions', p.mission) : '—'}</dd>
        <dt className="text-muted-foreground">{t('scope.component')}</dt>
        <dd>{p.component ?? '—'}</dd>
        <dt className="text-muted-foreground">{t('pnrr.role')}</dt>
        <dd>{p.role ? code('pnrrRoles', p.role) : '—'}</dd>
        <dt className="text-muted-foreground">{t('pnrr.dnshStatus')}</dt>
        <dd>
          <DnshBadge status={p.dnshStatus} />
        </dd>
      </dl>
      <p className="text-xs text-muted-foreground">{t('pnrr.rules')}</p>
      {(['ex_ante', 'ex_post'] as const).map((phase) => {
        const checks = p.checks.filter((c) => c.phase === phase);
        return (
          <section key={phase} aria-labelledby={`pnrr-${phase}`} className="grid gap-2">
            <h3 id={`pnrr-${phase}`} className="font-semibold">
              {t(`pnrr.${phase}`)}
            </h3>
            {checks.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('pnrr.noChecks')}</p>
            ) : (
              <ul className="grid gap-1">
                {checks.map((c) => (
                  <Check key={c.itemId} c={c} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <section aria-labelledby="pnrr-tagging" className="grid gap-2">
        <h3 id="pnrr-tagging" className="font-semibold">
          {t('pnrr.taggingTitle')}
        </h3>
        <div className="grid gap-2 sm:grid-cols-2">
          <Tagging kind="climate" tag={p.climate} target={p.targets.climate} />
          <Tagging kind="digital" tag={p.digital} target={p.targets.digital} />
        </div>
        <p className="text-xs text-muted-foreground">{t('pnrr.taggingNote')}</p>
      </section>
      <p className="text-sm">{t('pnrr.answerIn')}</p>
    </div>
  );
}
