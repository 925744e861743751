import { Inbox } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StatTile } from '../src/components/StatTile';

// The ink history's summary (mf-ink) and the console's refund stats (mf-admin) are rows of these.
describe('a stat tile', () => {
  it('is a label and value pair of its list, in the colour of its tone, with a decorative icon', () => {
    const html = renderToStaticMarkup(
      createElement(
        'dl',
        null,
        createElement(StatTile, { icon: Inbox, label: 'Total Requests', value: '7', tone: 'sky', 'data-testid': 'stat' }),
      ),
    );
    expect(html).toContain('<div class="ink-stat-tile ink-stat-tile--sky" data-testid="stat">');
    expect(html).toContain('<dt class="ink-stat-tile__label">Total Requests</dt><dd class="ink-stat-tile__value">7</dd>');
    expect(html).toMatch(/<span class="ink-stat-tile__icon" aria-hidden="true"><svg/);
  });
});
