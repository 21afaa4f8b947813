import { describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue } from './prom-text.ts';

// The reader the /metrics test relies on must refuse what the format refuses (otherwise that test could not fail).
describe('parsePrometheusText', () => {
  const ok = '# HELP a_total A.\n# TYPE a_total counter\na_total{route="/x",q="a\\"b"} 3\n';
  it('reads samples, labels and escapes', () => {
    const f = parsePrometheusText(ok);
    expect(sampleValue(f, 'a_total', { route: '/x', q: 'a"b' })).toBe(3);
  });
  it.each([
    ['a sample without a TYPE', 'b_total 1\n'],
    ['a bad value', '# TYPE a counter\na one\n'],
    ['an unquoted label', '# TYPE a counter\na{x=1} 1\n'],
    ['no final newline', '# TYPE a counter\na 1'],
    ['buckets not cumulative', '# TYPE h histogram\nh_bucket{le="1"} 5\nh_bucket{le="+Inf"} 4\nh_sum 1\nh_count 4\n'],
    ['_count unlike +Inf', '# TYPE h histogram\nh_bucket{le="1"} 1\nh_bucket{le="+Inf"} 2\nh_sum 1\nh_count 3\n'],
  ])('refuses %s', (_why, text) => {
    expect(() => parsePrometheusText(text)).toThrow();
  });
});
