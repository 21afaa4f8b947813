import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { FeedbackForm } from './FeedbackForm.tsx';

/**
 * /feedback-demo (seed): the widget itself, in the page, with the exact payload it sends shown live
 * as you type. Sending from here is real feedback (it reaches the admins' inbox, marked with this route).
 */
export function FeedbackDemoPage() {
  const { t } = useTranslation('feedback');
  return (
    <div className="mx-auto max-w-3xl" data-testid="feedback-demo">
      <PageHeader title={t('demo.title')} description={t('demo.lead')} />
      <Card className="mt-4">
        <CardContent className="grid gap-4 pt-6 text-sm">
          <ul className="list-disc space-y-1 pl-5">
            <li>{t('demo.fieldDescription')}</li>
            <li>{t('demo.fieldRoute')}</li>
            <li>{t('demo.fieldVersion')}</li>
            <li>{t('demo.fieldViewport')}</li>
            <li>{t('demo.noScreenshot')}</li>
          </ul>
          <FeedbackForm idPrefix="feedback-demo" />
        </CardContent>
      </Card>
    </div>
  );
}
