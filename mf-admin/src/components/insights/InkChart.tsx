import type { Insights } from '@inkspell/contracts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { inkSeries } from '../../api/insights-charts';
import { ChartCard, chartColors, legendText, tickStyle } from './ChartCard';

/** Ink bought (paid purchases' credits) and demo ink (no payment, when any) beside ink spent (stories' costs), day by day. */
export function InkChart({ insights }: { insights: Insights }) {
  const { inkBought, inkDemo, inkSpent } = insights.totals;
  return (
    <ChartCard
      id="ink"
      title="Ink bought vs spent"
      summary={`${inkBought} ink bought and ${inkSpent} ink spent in the last ${insights.days} days.${
        inkDemo > 0 ? ` ${inkDemo} more ink came from demo purchases, with no payment.` : ''
      }`}
      empty={inkBought + inkDemo + inkSpent === 0 ? `No ink bought or spent in the last ${insights.days} days.` : null}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={inkSeries(insights)} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} barGap={1}>
          <CartesianGrid stroke={chartColors.grid} vertical={false} />
          <XAxis dataKey="label" tick={tickStyle} interval="preserveStartEnd" minTickGap={16} />
          <YAxis allowDecimals={false} tick={tickStyle} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 13 }} formatter={legendText} />
          <Bar dataKey="bought" name="Bought" fill={chartColors.sky} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          {inkDemo > 0 && (
            <Bar dataKey="demo" name="Demo (not paid)" fill={chartColors.pink} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          )}
          <Bar dataKey="spent" name="Spent" fill={chartColors.accent} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
