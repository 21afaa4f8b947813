import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PortfolioDetail } from '../../../contract/portfolio.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatCurrency, formatScore } from '../../lib/format.ts';
import { RealizationStatusBadge } from '../../components/realization-status.tsx';
import { useProjects } from '../projects/api.ts';
import { useAddHolding, useRemoveHolding } from './api.ts';

const SELECT =
  'h-9 w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The portfolio's holdings, with "add one of the projects I can see" and remove. */
export function HoldingsPanel({ portfolio }: { portfolio: PortfolioDetail }) {
  const { t, i18n } = useTranslation('portfolio');
  const lng = i18n.language;
  const remove = useRemoveHolding(portfolio.id);
  return (
    <section aria-labelledby="holdings-title" className="grid gap-3" data-testid="holdings">
      <h2 id="holdings-title" className="text-lg font-semibold">
        {t('holdings.title')}
      </h2>
      <AddProject portfolio={portfolio} />
      {portfolio.holdingList.length === 0 ? (
        <p className="text-muted-foreground">{t('holdings.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-left text-sm tabular-nums">
            <caption className="sr-only">{t('holdings.title')}</caption>
            <thead>
              <tr className="border-b">
                {['name', 'source', 'industry', 'region', 'invested', 'crScore', 'actions'].map((c) => (
                  <th key={c} scope="col" className="px-2 py-1.5 font-medium whitespace-nowrap">
                    {t(`holdings.col.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {portfolio.holdingList.map((h) => (
                <tr key={h.id} className="border-b last:border-0" data-testid="holding">
                  <th scope="row" className="px-2 py-1.5 font-normal">
                    {h.projectId && h.projectVisible ? (
                      <Link className="underline" to={`/projects/${h.projectId}`}>
                        {h.name}
                      </Link>
                    ) : (
                      h.name
                    )}
                  </th>
                  <td className="px-2 py-1.5">
                    {t(`holdings.source.${h.source}`)}
                    {h.source === 'import' && h.sourceRow ? ` (${t('holdings.row', { row: h.sourceRow })})` : ''}
                    {h.source === 'project' && !h.projectVisible ? ` — ${t('holdings.noAccess')}` : ''}
                  </td>
                  <td className="px-2 py-1.5">{h.industryCode ?? '—'}</td>
                  <td className="px-2 py-1.5">{h.region ?? '—'}</td>
                  <td className="px-2 py-1.5 whitespace-nowrap">{formatCurrency(lng, h.invested)}</td>
                  <td className="px-2 py-1.5">
                    {h.crScore === null ? '—' : formatScore(lng, h.crScore)}
                    {/* The server's realization status of the linked project (issue 23), when it has a roadmap and is visible. */}
                    {h.realization ? <RealizationStatusBadge status={h.realization.status} reason={null} className="ml-2" /> : null}
                  </td>
                  <td className="px-2 py-1.5">
                    <Button
                      size="sm"
                      variant="ghost"
                      pending={remove.isPending}
                      onClick={() => remove.mutate(h.id)}
                      aria-label={t('holdings.removeNamed', { name: h.name })}
                    >
                      {t('holdings.remove')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function AddProject({ portfolio }: { portfolio: PortfolioDetail }) {
  const { t } = useTranslation('portfolio');
  const projects = useProjects();
  const add = useAddHolding(portfolio.id);
  const id = useId();
  const linked = new Set(portfolio.holdingList.map((h) => h.projectId));
  const choices = (projects.data ?? []).filter((p) => !linked.has(p.id));
  const [projectId, setProjectId] = useState('');
  const [amount, setAmount] = useState('');
  if (choices.length === 0) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = projectId || choices[0]!.id;
    const value = Number(amount.replace(',', '.'));
    add.mutate(
      { projectId: chosen, ...(amount && Number.isFinite(value) && value >= 0 ? { amount: value } : {}) },
      { onSuccess: () => (setProjectId(''), setAmount('')) },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-2 sm:grid-cols-[2fr_1fr_auto] sm:items-end" data-testid="add-project">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-project`}>{t('holdings.addProject')}</Label>
        <select id={`${id}-project`} className={SELECT} value={projectId || choices[0]!.id} onChange={(e) => setProjectId(e.target.value)}>
          {choices.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-amount`}>{t('holdings.amount')}</Label>
        <Input id={`${id}-amount`} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </div>
      <Button type="submit" pending={add.isPending}>
        {t('holdings.add')}
      </Button>
      {add.isError ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-3">
          {errorMessage(t, add.error)}
        </p>
      ) : null}
    </form>
  );
}
