import type { InkTransaction } from '@inkspell/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/api/api-client';
import {
  formatInkAmount,
  inkActivityEmptyText,
  inkActivityIcon,
  inkAmountTone,
  moreActivitiesLabel,
  recentInkActivity,
} from '../src/api/ink-activity';
import {
  fetchInkTransactions,
  inkHistoryMaxPages,
  inkTransactionsAliasQueryKey,
  inkTransactionsQueryKey,
} from '../src/api/ink-transactions';
import { InkActivityList } from '../src/components/InkActivityList';
import { formatRelativeTime } from '../src/format/relative-time';

const now = new Date('2026-11-21T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

const tx = (id: number, amount: number, type: InkTransaction['type'] = 'usage', description = `Story ${id}`): InkTransaction => ({
  id: String(id),
  type,
  amount,
  description,
  createdAt: minutesAgo(id * 10),
});

describe('the ink dropdown (spec 01 §2)', () => {
  it('shows at most 5 rows and counts the rest for "+N more activities - View All"', () => {
    const list = Array.from({ length: 8 }, (_, i) => tx(i + 1, -2));
    const { rows, moreCount } = recentInkActivity(list);
    expect(rows.map((row) => row.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(moreCount).toBe(3);
    expect(moreActivitiesLabel(moreCount)).toBe('+3 more activities - View All');
  });

  it.each([0, 1, 5])('has nothing more to show with %i movements', (count) => {
    const { rows, moreCount } = recentInkActivity(Array.from({ length: count }, (_, i) => tx(i + 1, 1)));
    expect(rows).toHaveLength(count);
    expect(moreCount).toBe(0);
  });

  it('shows the spec empty text when there is no activity', () => {
    const html = renderToStaticMarkup(createElement(InkActivityList, { status: 'ready', transactions: [] }));
    expect(html).toContain('No ink activity yet. Start creating stories to see your usage!');
    expect(inkActivityEmptyText).toBe('No ink activity yet. Start creating stories to see your usage!');
  });

  it('shows a skeleton, not the empty text, while loading', () => {
    const html = renderToStaticMarkup(createElement(InkActivityList, { status: 'loading' }));
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('ink-skeleton');
    expect(html).not.toContain(inkActivityEmptyText);
  });

  it('renders each row with its icon, description, signed coloured amount and relative time', () => {
    const rows = [tx(1, 15, 'purchase', 'Popular Pack purchase'), tx(3, -4, 'usage', 'Story: The Moon Dragon')];
    const html = renderToStaticMarkup(createElement(InkActivityList, { status: 'ready', transactions: rows, now }));
    expect(html).toContain('Popular Pack purchase');
    expect(html).toMatch(/ink-amount--gain[^"]*"[^>]*>\+15</);
    expect(html).toMatch(/ink-amount--spend[^"]*"[^>]*>-4</);
    expect(html).toContain('10 minutes ago');
    expect(html).toContain('30 minutes ago');
    expect(html).toContain('data-icon="purchase"');
    expect(html).toContain('<svg');
  });
});

describe('signed amounts (spec 01 §3, spec 02 §9)', () => {
  it.each([
    [5, '+5', 'gain'],
    [-3, '-3', 'spend'],
    [0, '0', 'spend'],
  ] as const)('%i shows as %s in %s colour', (amount, text, tone) => {
    expect(formatInkAmount(amount)).toBe(text);
    expect(inkAmountTone(amount)).toBe(tone);
  });
});

describe('icons by type and description (spec 01 §3)', () => {
  it.each([
    ['usage', 'Story: The Moon Dragon', 'story'],
    ['usage', 'Narration by Spell', 'narration'],
    ['usage', 'Continued adventure: chapter 2', 'sequel'],
    ['purchase', 'Popular Pack purchase', 'purchase'],
    ['bonus', 'Refund: The Moon Dragon', 'refund'],
    ['usage', 'Returned: narration of The Moon Dragon', 'refund'],
    ['welcome', 'Welcome gift: ink for your first stories', 'welcome'],
    ['purchase', 'Purchased Popular Pack (15 ink)', 'purchase'],
    ['bonus', 'Thank-you bonus', 'bonus'],
    ['welcome', 'Welcome to Inkspell!', 'welcome'],
    ['referral', 'A friend joined through your link', 'referral'],
  ] as const)('%s "%s" gets the %s icon', (type, description, icon) => {
    expect(inkActivityIcon({ type, description })).toBe(icon);
  });
});

describe('relative time', () => {
  it.each([
    [0.2, 'just now'],
    [1, '1 minute ago'],
    [45, '45 minutes ago'],
    [60 * 3, '3 hours ago'],
    [60 * 24, 'yesterday'],
    [60 * 24 * 3, '3 days ago'],
    [60 * 24 * 14, '2 weeks ago'],
    [60 * 24 * 65, '2 months ago'],
    [60 * 24 * 400, 'last year'],
  ])('%f minutes ago reads "%s"', (minutes, words) => {
    expect(formatRelativeTime(minutesAgo(minutes), now)).toBe(words);
  });

  it('treats a clock running ahead of the server as just now', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 5_000).toISOString(), now)).toBe('just now');
  });
});

describe('the history query', () => {
  it('uses the API paths as query keys, shared by the shell and mf-ink', () => {
    expect(inkTransactionsQueryKey).toEqual(['/api/ink-transactions']);
    expect(inkTransactionsAliasQueryKey).toEqual(['/api/ink/transactions']);
  });

  it('parses the answer with the contract and refuses one that does not match it', async () => {
    const answering = (body: unknown) =>
      createApiClient({
        fetch: () => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })),
      });
    await expect(fetchInkTransactions(answering([tx(1, 5, 'welcome')]))).resolves.toHaveLength(1);
    await expect(fetchInkTransactions(answering([{ ...tx(1, 5), type: 'gift' }]))).rejects.toThrow();
  });

  it('reads the paged history to its last page by the next links, the largest pages first', async () => {
    const asked: string[] = [];
    const pages: Record<string, { body: unknown[]; link?: string }> = {
      '': { body: [tx(1, 5, 'welcome'), tx(2, -2)], link: '</api/ink-transactions?limit=100&cursor=second>; rel="next"' },
      second: { body: [tx(3, 3, 'purchase')], link: '</api/ink-transactions?limit=100&cursor=third>; rel="next"' },
      third: { body: [tx(4, -1)] },
    };
    const client = createApiClient({
      fetch: (input) => {
        const url = new URL(input instanceof Request ? input.url : input, 'http://app.test');
        asked.push(`${url.pathname}?${url.searchParams}`);
        const page = pages[url.searchParams.get('cursor') ?? '']!;
        const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Total-Count': '4' };
        if (page.link) headers.link = page.link;
        return Promise.resolve(new Response(JSON.stringify(page.body), { status: 200, headers }));
      },
    });
    expect((await fetchInkTransactions(client)).map((row) => row.amount)).toEqual([5, -2, 3, -1]);
    expect(asked).toEqual([
      '/api/ink-transactions?limit=100',
      '/api/ink-transactions?limit=100&cursor=second',
      '/api/ink-transactions?limit=100&cursor=third',
    ]);
  });

  it('stops after its page budget even when the server keeps offering a next page', async () => {
    let asked = 0;
    const client = createApiClient({
      fetch: () => {
        asked += 1;
        const headers = { 'Content-Type': 'application/json', link: `</api/ink-transactions?cursor=p${asked}>; rel="next"` };
        return Promise.resolve(new Response(JSON.stringify([tx(asked, 1, 'bonus')]), { status: 200, headers }));
      },
    });
    expect(await fetchInkTransactions(client)).toHaveLength(inkHistoryMaxPages);
    expect(asked).toBe(inkHistoryMaxPages);
  });
});
