import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { AdviceAnswer } from '../../../contract/advice.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { apiRequest } from '../../lib/api.ts';
import { ROUTES, citationHref, useSession } from './api.ts';

function Answer({ a, projectId }: { a: AdviceAnswer; projectId: string }) {
  const { t } = useTranslation('advice');
  return (
    <article className="space-y-2 rounded-lg border p-4" data-testid="ai-answer">
      <h3 className="font-semibold">{a.question}</h3>
      {a.notInRecords ? <p data-testid="not-in-records">{a.answer}</p> : null}
      <ul className="space-y-2">
        {a.sentences.map((s, i) => (
          <li key={i}>
            <p>
              {s.text}
              {s.ai ? <span className="ml-2 rounded bg-muted px-1 text-xs">{t('ai.aiMark')}</span> : null}
            </p>
            <p className="flex flex-wrap gap-2 text-xs">
              {s.citations.map((c, j) => (
                <Link key={j} className="text-primary underline" to={citationHref(c, projectId)} data-testid="citation" title={c.quote}>
                  [{t(`citation.${c.kind}`)}
                  {c.kind === 'document' ? ` ${t('citation.page', { page: c.ref.split(':')[1] })}` : ''}]
                </Link>
              ))}
            </p>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** /ai-consulting/session/:id: the questions and cited answers, a question box, and the PDF export. */
export function AiSessionPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('advice');
  const session = useSession(id);
  const qc = useQueryClient();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const ask = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    try {
      await apiRequest('POST', ROUTES.questions(id), { text });
      setText('');
      await qc.invalidateQueries({ queryKey: [ROUTES.session(id)] });
    } finally {
      setBusy(false);
    }
  };
  const s = session.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title={t('ai.sessionTitle')}
        description={s ? s.projectTitle : undefined}
        actions={
          <Button asChild variant="outline">
            <a href={ROUTES.pdf(id)} download>
              {t('ai.exportPdf')}
            </a>
          </Button>
        }
      />
      {queryFeedback(session, t, t('common.loading'))}
      {s ? (
        <>
          <div className="space-y-4" aria-live="polite">
            {s.answers.map((a) => (
              <Answer key={a.id} a={a} projectId={s.projectId} />
            ))}
          </div>
          <form onSubmit={(e) => void ask(e)} className="space-y-2">
            <Label htmlFor="ai-question">{t('ai.question')}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id="ai-question"
                value={text}
                maxLength={1000}
                onChange={(e) => setText(e.target.value)}
                placeholder={t('ai.placeholder')}
              />
              <Button type="submit" disabled={busy || !text.trim()}>
                {t('ai.ask')}
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">{t('ai.rule')}</p>
          </form>
        </>
      ) : null}
      <Link to="/ai-consulting" className="text-sm underline">
        {t('ai.back')}
      </Link>
    </div>
  );
}
