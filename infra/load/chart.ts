import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { percentile, type Outcome } from './measure';

/** p50 and p95 of each second of each scenario: the points of the chart. */
export function latencySeries(outcomes: readonly Outcome[]) {
  const points: { scenario: string; second: number; percentile: string; ms: number }[] = [];
  for (const outcome of outcomes) {
    const bySecond = new Map<number, number[]>();
    for (const sample of outcome.samples) {
      if (sample.status === 0) continue;
      const second = Math.floor(sample.at / 1000);
      if (!bySecond.has(second)) bySecond.set(second, []);
      bySecond.get(second)!.push(sample.ms);
    }
    for (const [second, values] of [...bySecond].sort(([a], [b]) => a - b)) {
      const sorted = values.sort((a, b) => a - b);
      points.push({ scenario: outcome.scenario.key, second, percentile: 'p50', ms: percentile(sorted, 50) });
      points.push({ scenario: outcome.scenario.key, second, percentile: 'p95', ms: percentile(sorted, 95) });
    }
  }
  return points;
}

/** Latency over time, one panel per scenario (p50 and p95 of each second), as an SVG drawn by Vega-Lite. */
export async function latencyChartSvg(outcomes: readonly Outcome[]): Promise<string> {
  const spec: TopLevelSpec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: 'Latency over time through the gateway (p50 and p95 of each second)',
    data: { values: latencySeries(outcomes) },
    facet: { row: { field: 'scenario', type: 'nominal', title: null, sort: outcomes.map((o) => o.scenario.key) } },
    resolve: { scale: { y: 'independent' } },
    spec: {
      width: 560,
      height: 110,
      mark: { type: 'line', point: true },
      encoding: {
        x: { field: 'second', type: 'quantitative', title: 'seconds into the scenario' },
        y: { field: 'ms', type: 'quantitative', title: 'ms' },
        color: { field: 'percentile', type: 'nominal', title: null },
      },
    },
  };
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  const svg = await view.toSVG();
  view.finalize();
  return svg;
}
