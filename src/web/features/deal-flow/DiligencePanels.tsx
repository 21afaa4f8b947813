import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealCardDetail } from '../../../contract/deal-flow.ts';
import { Panel } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatCurrency, formatDateTime } from '../../lib/format.ts';
import { useCardAction } from './api.ts';
import { selectClass } from './CardBits.tsx';
import { AnswerAttachments, DueNote, todayIso } from './QuestionBits.tsx';

export const areaClass = 'min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

export function Failure({ error }: { error: unknown }) {
  const { t } = useTranslation('dealFlow');
  return error ? (
    <p role="alert" className="text-sm text-destructive">
      {errorMessage(t, error)}
    </p>
  ) : null;
}

export function Questions({ id, questions }: { id: string; questions: DealCardDetail['questions'] }) {
  const { t } = useTranslation('dealFlow');
  const ask = useCardAction<{ body: string; dueDate?: string }>(id, 'POST', () => '/questions');
  const [body, setBody] = useState('');
  const [due, setDue] = useState('');
  const fid = useId();
  return (
    <Panel id="dd-questions" title={t('detail.questions')} description={t('detail.questionsHint')} testId="dd-questions">
      <ul className="grid gap-3 px-6">
        {questions.map((q) => (
          <li key={q.id} className="rounded-md border p-3 text-sm" data-testid="dd-question">
            <p className="font-medium">{q.body}</p>
            <p className="text-xs text-muted-foreground">
              {t(`questionStatus.${q.status}`)}
              <DueNote q={q} />
            </p>
            {q.answerBody && <p className="mt-2 border-l-2 pl-2" data-testid="dd-answer">{q.answerBody}</p>}
            <AnswerAttachments attachments={q.attachments} />
          </li>
        ))}
      </ul>
      <form
        className="grid gap-2 px-6 pt-3 pb-6"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (body.trim()) ask.mutate({ body: body.trim(), ...(due ? { dueDate: due } : {}) }, { onSuccess: () => { setBody(''); setDue(''); } });
        }}
      >
        <Label htmlFor={fid}>{t('detail.ask')}</Label>
        <textarea id={fid} className={areaClass} value={body} onChange={(e) => setBody(e.target.value)} maxLength={2000} />
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor={`${fid}-due`}>{t('detail.dueDate')}</Label>
            <Input id={`${fid}-due`} type="date" min={todayIso()} value={due} onChange={(e) => setDue(e.target.value)} />
          </div>
          <Button type="submit" disabled={ask.isPending}>
            {t('detail.send')}
          </Button>
        </div>
        <Failure error={ask.error} />
      </form>
    </Panel>
  );
}

export function Notes({ id, notes }: { id: string; notes: DealCardDetail['notes'] }) {
  const { t, i18n } = useTranslation('dealFlow');
  const add = useCardAction<{ body: string }>(id, 'POST', () => '/notes');
  const [body, setBody] = useState('');
  const fid = useId();
  return (
    <Panel id="dd-notes" title={t('detail.notes')} description={t('detail.notesHint')} testId="dd-notes">
      <ul className="grid gap-2 px-6">
        {notes.map((n) => (
          <li key={n.id} className="text-sm">
            <span className="text-xs text-muted-foreground">{formatDateTime(i18n.language, n.createdAt)}</span>
            <p className="whitespace-pre-wrap">{n.body}</p>
          </li>
        ))}
      </ul>
      <form
        className="grid gap-2 px-6 pt-3 pb-6"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (body.trim()) add.mutate({ body: body.trim() }, { onSuccess: () => setBody('') });
        }}
      >
        <Label htmlFor={fid}>{t('detail.addNote')}</Label>
        <textarea id={fid} className={areaClass} value={body} onChange={(e) => setBody(e.target.value)} maxLength={5000} />
        <Button type="submit" variant="outline" className="justify-self-start" disabled={add.isPending}>
          {t('detail.add')}
        </Button>
        <Failure error={add.error} />
      </form>
    </Panel>
  );
}

const LEVELS = ['low', 'medium', 'high'] as const;

export function Findings({ id, findings }: { id: string; findings: DealCardDetail['findings'] }) {
  const { t } = useTranslation('dealFlow');
  const add = useCardAction<{ risk: string; severity: string; likelihood: string; mitigation: string; owner: string }>(id, 'POST', () => '/findings');
  const empty = { risk: '', severity: 'medium', likelihood: 'medium', mitigation: '', owner: '' };
  const [f, setF] = useState(empty);
  const fid = useId();
  return (
    <Panel id="dd-findings" title={t('detail.findings')} description={t('detail.findingsHint')} testId="dd-findings">
      {findings.length > 0 && (
        <div className="overflow-x-auto px-6">
          <table className="w-full text-sm">
            <thead className="text-left">
              <tr>
                {(['risk', 'severity', 'likelihood', 'mitigation', 'owner'] as const).map((k) => (
                  <th key={k} scope="col" className="py-1 pr-2 font-medium">
                    {t(`finding.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {findings.map((x) => (
                <tr key={x.id} className="border-t">
                  <td className="py-1 pr-2">{x.risk}</td>
                  <td className="py-1 pr-2">{t(`levels.${x.severity}`)}</td>
                  <td className="py-1 pr-2">{t(`levels.${x.likelihood}`)}</td>
                  <td className="py-1 pr-2">{x.mitigation}</td>
                  <td className="py-1 pr-2">{x.owner}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form
        className="grid gap-2 px-6 pt-3 pb-6 sm:grid-cols-2"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (f.risk.trim()) add.mutate({ ...f, risk: f.risk.trim() }, { onSuccess: () => setF(empty) });
        }}
      >
        {(['risk', 'mitigation', 'owner'] as const).map((k) => (
          <div key={k} className="grid gap-1">
            <Label htmlFor={`${fid}-${k}`}>{t(`finding.${k}`)}</Label>
            <Input id={`${fid}-${k}`} value={f[k]} onChange={(e) => setF({ ...f, [k]: e.target.value })} maxLength={k === 'risk' ? 500 : 2000} />
          </div>
        ))}
        {(['severity', 'likelihood'] as const).map((k) => (
          <div key={k} className="grid gap-1">
            <Label htmlFor={`${fid}-${k}`}>{t(`finding.${k}`)}</Label>
            <select id={`${fid}-${k}`} className={selectClass} value={f[k]} onChange={(e) => setF({ ...f, [k]: e.target.value })}>
              {LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t(`levels.${l}`)}
                </option>
              ))}
            </select>
          </div>
        ))}
        <Button type="submit" variant="outline" className="self-end justify-self-start" disabled={add.isPending}>
          {t('detail.add')}
        </Button>
        <Failure error={add.error} />
      </form>
    </Panel>
  );
}

export function DecisionForm({ id, decision }: { id: string; decision: DealCardDetail['decision'] }) {
  const { t, i18n } = useTranslation('dealFlow');
  const save = useCardAction<{ decision: 'invest' | 'pass'; amount?: number; conditions: string; reasons: string }>(id, 'PUT', () => '/decision');
  const [d, setD] = useState({ decision: decision?.decision ?? 'invest', amount: decision?.amount ? String(decision.amount) : '', conditions: decision?.conditions ?? '', reasons: decision?.reasons ?? '' });
  const fid = useId();
  return (
    <Panel id="dd-decision" title={t('detail.decision')} description={t('detail.decisionHint')} testId="dd-decision">
      {decision && (
        <p className="px-6 text-sm" data-testid="dd-decision-recorded">
          {t('detail.recorded', { decision: t(`decisions.${decision.decision}`), date: formatDateTime(i18n.language, decision.decidedAt) })}
          {decision.amount !== null && ` · ${formatCurrency(i18n.language, decision.amount)}`}
        </p>
      )}
      <form
        className="grid gap-2 px-6 pt-3 pb-6 sm:grid-cols-2"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          const amount = Number(d.amount);
          save.mutate({ decision: d.decision, conditions: d.conditions, reasons: d.reasons, ...(d.amount && amount > 0 ? { amount } : {}) });
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor={`${fid}-d`}>{t('detail.decisionLabel')}</Label>
          <select id={`${fid}-d`} className={selectClass} value={d.decision} onChange={(e) => setD({ ...d, decision: e.target.value as 'invest' | 'pass' })}>
            <option value="invest">{t('decisions.invest')}</option>
            <option value="pass">{t('decisions.pass')}</option>
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${fid}-a`}>{t('detail.amount')}</Label>
          <Input id={`${fid}-a`} type="number" min={0} step="1000" inputMode="decimal" value={d.amount} onChange={(e) => setD({ ...d, amount: e.target.value })} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${fid}-c`}>{t('detail.conditions')}</Label>
          <textarea id={`${fid}-c`} className={areaClass} value={d.conditions} onChange={(e) => setD({ ...d, conditions: e.target.value })} maxLength={5000} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${fid}-r`}>{t('detail.reasons')}</Label>
          <textarea id={`${fid}-r`} className={areaClass} value={d.reasons} onChange={(e) => setD({ ...d, reasons: e.target.value })} maxLength={5000} />
        </div>
        <Button type="submit" className="justify-self-start" disabled={save.isPending}>
          {t('detail.record')}
        </Button>
        <Failure error={save.error} />
      </form>
    </Panel>
  );
}
