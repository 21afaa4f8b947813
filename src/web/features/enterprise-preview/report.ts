import type { TFunction } from 'i18next';
import { formatPercent } from '../../lib/format.ts';
import { DEMO_ESG, DEMO_PILLARS, DEMO_SCENARIOS, DEMO_SCORE } from './demo-data.ts';

/** Enterprise only: the demo report as a text file, marked as a demo on its first line. */
export function downloadDemoReport(t: TFunction, lng: string): void {
  const lines = [
    'DEMO - ENTERPRISE PREVIEW',
    t('reportFile.title'),
    '',
    `${t('score.title')}: ${DEMO_SCORE} / 100`,
    ...DEMO_PILLARS.map((p) => `  ${t(`score.pillars.${p.key}`)} (${formatPercent(lng, p.weight)}): ${p.score}`),
    '',
    t('analytics.scenarios'),
    ...DEMO_SCENARIOS.map((s) => `  ${t(`analytics.scenarioNames.${s.key}`)}: NPV ${s.npv} M EUR, p=${formatPercent(lng, s.probability)}`),
    '',
    t('esg.title'),
    ...DEMO_ESG.map((e) => `  ${e.framework}: ${e.score} (${t(`esg.statuses.${e.status}`)})`),
    '',
    t('reportFile.note'),
  ];
  const url = URL.createObjectURL(new Blob([lines.join('\n')], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'enterprise-preview-demo-report.txt';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
