/**
 * The console's lists as react-query infinite queries over `api.getPage` (issue #24, ADR 0035): a page at a time,
 * the next one asked for with the cursor the last page's Link named, the total from the first page's headers.
 */
import type { Page, PageTotal } from '@inkspell/contracts/values/paging';
import { api, type AnswerSchema, type ApiClient } from '@inkspell/ui';
import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';

/** Rows a page asks for: enough to fill the scrolling list twice over on a desktop. */
export const consolePageSize = 50;

export type PageReader = Pick<ApiClient, 'getPage'>;

export interface PagedListSpec<Row> {
  queryKey: QueryKey;
  /** The URL of the page after `cursor` (null: the first page). */
  url: (cursor: string | null) => string;
  schema: AnswerSchema<Row[]>;
  client?: PageReader;
}

/** The infinite query of one console list: pages chained by cursor, a stale page's request aborted by its signal. */
export function pagedListOptions<Row>({ queryKey, url, schema, client = api }: PagedListSpec<Row>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }): Promise<Page<Row>> => client.getPage(url(pageParam), { schema, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<Row>) => last.nextCursor,
  });
}

/**
 * Asks for the next page once: the end of the list coming into view and a press of Load more can fall in the same
 * moment, and a second ask must join the request under way instead of cancelling it and sending it again.
 */
export function loadNextPage(query: { fetchNextPage: (options: { cancelRefetch: boolean }) => unknown }): void {
  void query.fetchNextPage({ cancelRefetch: false });
}

/** Every row loaded so far, in the server's order. */
export function rowsOf<Row>(data: InfiniteData<Page<Row>, unknown> | undefined): Row[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/** The list's total as the server counted (or estimated) it with the first page. */
export function totalOf(data: InfiniteData<Page<unknown>, unknown> | undefined): PageTotal | undefined {
  return data?.pages[0]?.total;
}

/** The loaded pages with one row replaced by the server's new version of it (the same id). */
export function replaceRow<Row extends { id: string }>(
  data: InfiniteData<Page<Row>, unknown> | undefined,
  updated: Row,
): InfiniteData<Page<Row>, unknown> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.map((row) => (row.id === updated.id ? updated : row)) })),
  };
}
