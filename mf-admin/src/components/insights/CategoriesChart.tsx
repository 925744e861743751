import type { Insights } from '@inkspell/contracts';
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { categorySlices } from '../../api/insights-charts';
import { ChartCard, legendText } from './ChartCard';

/** Stories by category, in each category's own colour from the create page. */
export function CategoriesChart({ insights }: { insights: Insights }) {
  const slices = categorySlices(insights);
  return (
    <ChartCard
      id="categories"
      title="Stories by category"
      summary={slices.map((s) => `${s.name}: ${s.value}`).join(', ') || 'No stories yet.'}
      empty={slices.length === 0 ? `No stories in the last ${insights.days} days.` : null}
    >
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false}>
          <Pie
            rootTabIndex={-1}
            data={slices}
            dataKey="value"
            nameKey="name"
            innerRadius="45%"
            outerRadius="75%"
            paddingAngle={slices.length > 1 ? 2 : 0}
            isAnimationActive={false}
          >
            {slices.map((slice) => (
              <Cell key={slice.id} fill={slice.color} />
            ))}
          </Pie>
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 13 }} formatter={legendText} />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
