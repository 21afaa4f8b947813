import { describe, expect, it } from 'vitest';
import { readSentences, sentenceDocument } from './sentence-reader.ts';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period, currency) is written by
// hand from the sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md).
// The sentences are written for these tests in the forms found in the sixth development set of real
// texts (2026-11-29: an Indian round-up in rupees and crore, Japanese and Chinese results in yen and
// yuan), with invented companies and figures; none is a held-out text's.

const currencies = (text: string) => readSentences(text, 'en', sentenceDocument(text, null, 'en')).map((f) => [f.key, f.value, f.currency]);

describe('rupees in crore, yen, yuan and trillions', () => {
  it('"Rs 310.4 crore": a crore is ten million rupees', () => {
    const text = 'Sagar Telecom reported net profit of Rs 310.4 crore for the second quarter of fiscal 2012.';
    expect(currencies(text)).toEqual([['net_income', 3_104_000_000, 'INR']]);
  });

  it('"41.2 billion yen", "2.1 trillion yen", "8.6 billion yuan": the currency written after the amount', () => {
    const text =
      'In fiscal 2015 Hoshi Motors had net income of 41.2 billion yen on sales of 2.1 trillion yen. Yangtze Steel had net income of 8.6 billion yuan in 2015.';
    expect(currencies(text)).toEqual([
      ['net_income', 41_200_000_000, 'JPY'],
      ['revenue', 2_100_000_000_000, 'JPY'],
      ['net_income', 8_600_000_000, 'CNY'],
    ]);
  });

  it('"from Rs X crore in Q1FY12 to Rs Y crore in Q2FY12": a change from the quarter before; the text reports the later one', () => {
    const text =
      'Sagar Telecom said its profit rose from Rs 280.5 crore in Q1FY12 to Rs 310.4 crore in Q2FY12, against Rs 250.3 crore in the same period last year.';
    expect(read(text, 'en')).toEqual([
      ['net_income', 2_805_000_000, '2012Q1'],
      ['net_income', 3_104_000_000, '2012Q2'],
      ['net_income', 2_503_000_000, '2011Q2'],
    ]);
  });

  it('"from Rs X crore in Q2FY11 to Rs Y in Q2FY12": the end of the change keeps the crore', () => {
    const text = 'Its revenue increased 12%, from Rs 1402.5 crore in Q2FY11 to Rs 1570.8 in Q2FY12.';
    expect(read(text, 'en')).toEqual([
      ['revenue', 14_025_000_000, '2011Q2'],
      ['revenue', 15_708_000_000, '2012Q2'],
    ]);
  });
});
