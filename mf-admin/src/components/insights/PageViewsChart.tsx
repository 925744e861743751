import type { Insights } from '@inkspell/contracts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { routeBars, shortRoute } from '../../api/insights-charts';
import { ChartCard, chartColors, tickStyle } from './ChartCard';

/** Page views per route (the route pattern: every story counts as /story/:id), most viewed first. */
export function PageViewsChart({ insights }: { insights: Insights }) {
  const bars = routeBars(insights);
  return (
    <ChartCard
      id="page-views"
      title="Page views per route"
      summary={bars.map((b) => `${b.route}: ${b.views}`).join(', ') || 'No page views yet.'}
      empty={bars.length === 0 ? `No page views in the last ${insights.days} days.` : null}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={bars} layout="vertical" margin={{ top: 4, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={chartColors.grid} horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={tickStyle} />
          <YAxis
            type="category"
            dataKey="route"
            width={140}
            tick={tickStyle}
            interval={0}
            tickFormatter={(route: string) => shortRoute(route, 17)}
          />
          <Tooltip />
          <Bar dataKey="views" name="Views" fill={chartColors.pink} radius={[0, 4, 4, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
