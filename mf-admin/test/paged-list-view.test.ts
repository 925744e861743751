import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PagedList, type PagedQuery } from '../src/components/common/ListState';

const idle: PagedQuery = {
  data: { pages: [] },
  isPending: false,
  isError: false,
  isFetching: false,
  isPlaceholderData: false,
  hasNextPage: false,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  refetch: () => undefined,
  fetchNextPage: () => undefined,
};

/** The list as the page first draws it, for a query in the given state. */
function render(query: Partial<PagedQuery>, rows: string[] = ['ada', 'bea'], filtered = false): string {
  return renderToStaticMarkup(
    createElement(PagedList<string>, {
      query: { ...idle, ...query },
      rows,
      noun: 'users',
      filtered,
      emptyText: 'No users yet.',
      noMatchText: 'No users match this search.',
      testId: 'admin-user-list',
      children: (name: string) => createElement('li', { key: name, 'data-testid': 'admin-user' }, name),
    }),
  );
}

const loadMoreButton = /<button[^>]*>(?:<[^>]+>)*Load more<\/button>/;

describe('a paged console list', () => {
  it('shows the loading, error, empty and no-match states', () => {
    expect(render({ isPending: true, data: undefined }, [])).toContain('Loading users...');
    const failed = render({ isError: true, data: undefined }, []);
    expect(failed).toContain('The users could not be loaded just now.');
    expect(failed).toContain('Try Again');
    expect(render({}, [])).toContain('No users yet.');
    expect(render({}, [], true)).toContain('No users match this search.');
  });

  it('ends with a Load more button while the server has another page', () => {
    const html = render({ hasNextPage: true });
    expect(html).toMatch(/data-testid="admin-user">ada<\/li><li data-testid="admin-user">bea<\/li><li[^>]*data-testid="load-more"/);
    expect(html).toMatch(loadMoreButton);
  });

  it('has no Load more on the last page', () => {
    const html = render({ hasNextPage: false });
    expect(html).not.toContain('load-more');
    expect(html).toContain('>bea</li></ul>');
  });

  it('spins the button while the next page loads', () => {
    expect(render({ hasNextPage: true, isFetchingNextPage: true })).toMatch(/<button[^>]*disabled=""[^>]*aria-busy="true"/);
  });

  it('keeps the rows when the next page fails, and offers Try Again for it', () => {
    const html = render({ hasNextPage: true, isError: true, isFetchNextPageError: true });
    expect(html).toContain('>bea</li>');
    expect(html).toContain('More users could not be loaded just now.');
    expect(html).toMatch(/<button[^>]*>(?:<[^>]+>)*Try Again<\/button>/);
  });

  it('keeps the last answer, marked busy and without Load more, while a new search loads', () => {
    const html = render({ hasNextPage: true, isPlaceholderData: true, isFetching: true });
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('>ada</li>');
    expect(html).not.toContain('load-more');
  });
});
