import type { Insights } from '@inkspell/contracts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { storiesSeries } from '../../api/insights-charts';
import { ChartCard, chartColors, tickStyle } from './ChartCard';

/** Stories saved per day over the window. */
export function StoriesChart({ insights }: { insights: Insights }) {
  const series = storiesSeries(insights);
  return (
    <ChartCard
      id="stories"
      title="Stories per day"
      summary={`${insights.totals.stories} stories in the last ${insights.days} days.`}
      empty={insights.totals.stories === 0 ? `No stories in the last ${insights.days} days.` : null}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={series} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke={chartColors.grid} vertical={false} />
          <XAxis dataKey="label" tick={tickStyle} interval="preserveStartEnd" minTickGap={16} />
          <YAxis allowDecimals={false} tick={tickStyle} />
          <Tooltip />
          <Bar dataKey="stories" name="Stories" fill={chartColors.primary} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
