import { describe, expect, it } from 'vitest';
import type { Outcome } from '../load/measure';
import { readmeFigures } from '../load/report';

const outcome: Outcome = {
  scenario: {
    key: 'visitors',
    title: 'Visitors browse home and the samples',
    story: 'GET /',
    connections: 20,
    seconds: 15,
    requests: [],
    thresholds: { maxErrorRate: 0.001, p95Ms: 250, p99Ms: 500 },
  },
  samples: [],
  requests: 26390,
  failures: 0,
  errorRate: 0,
  rate: 1759.3,
  p50: 8,
  p95: 31,
  p99: 59,
  max: 98,
  statuses: { '200': 26390 },
  missed: [],
};

const readme = [
  '# Inkspell',
  '',
  '## Performance',
  '',
  '<!-- load-figures:start -->',
  'old figures',
  '<!-- load-figures:end -->',
  '',
  '## Next',
  '',
].join('\n');

describe("npm run load's README figures", () => {
  it('replace what stands between the markers with the date, the machine and the summary, and leave the rest', () => {
    const written = readmeFigures(readme, [outcome], { date: new Date('2026-11-25T18:01:00Z'), machine: '2 × Xeon', seconds: 15 });
    expect(written).not.toContain('old figures');
    expect(written).toContain('Last run 2026-11-25 18:01 UTC on 2 × Xeon, 15 s per scenario:');
    expect(written).toContain('| visitors | 20 | 26390 | 1759.3 | 0.00% | 8 | 31 / 250 | 59 / 500 | pass |');
    expect(written.startsWith('# Inkspell\n\n## Performance\n\n<!-- load-figures:start -->\n\nLast run')).toBe(true);
    expect(written.endsWith('pass |\n\n<!-- load-figures:end -->\n\n## Next\n')).toBe(true);
  });

  it('refuses a README without the markers rather than losing the figures', () => {
    expect(() => readmeFigures('# Inkspell\n', [outcome], { date: new Date(), machine: 'x', seconds: 15 })).toThrow(/load-figures/);
  });
});
