import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRefundRequestsList, adminUsersList } from '../src/api/admin-api';
import { createDebouncer, searchDebounceMs } from '../src/api/debounced-search';
import { loadNextPage, replaceRow, rowsOf, totalOf, type PageReader } from '../src/api/paged-list';
import { aRefundRequest, aUser, fakePageServer } from './fake-page-server';

// Fake timers drive both the search box's pause and react-query's own scheduling; nothing here waits for real time.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets answered requests and react-query's batched updates run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

function watchUsers(reader: PageReader, search = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new InfiniteQueryObserver(client, adminUsersList(search, reader));
  const stop = observer.subscribe(() => undefined);
  return { client, observer, stop };
}

const usernames = (observer: ReturnType<typeof watchUsers>['observer']) =>
  rowsOf(observer.getCurrentResult().data).map((user) => user.username);

describe('a console list paged on the server', () => {
  it('asks for the first page, then the next one with the cursor its Link named, keeping the first total', async () => {
    const server = fakePageServer();
    const { observer, stop } = watchUsers(server.reader);
    expect(server.urls()).toEqual(['/api/admin/users?limit=50']);
    server.requests[0]!.answer([aUser('ada'), aUser('bea')], { next: 'b64cursor', total: { count: 12_345, exact: true } });
    await settle();
    expect(usernames(observer)).toEqual(['ada', 'bea']);
    expect(observer.getCurrentResult().hasNextPage).toBe(true);

    void observer.fetchNextPage();
    expect(server.urls()[1]).toBe('/api/admin/users?cursor=b64cursor&limit=50');
    expect(observer.getCurrentResult().isFetchingNextPage).toBe(true);
    server.requests[1]!.answer([aUser('cid')], { total: { count: 12_346, exact: true } });
    await settle();
    expect(usernames(observer)).toEqual(['ada', 'bea', 'cid']);
    expect(observer.getCurrentResult().hasNextPage).toBe(false);
    expect(totalOf(observer.getCurrentResult().data)).toEqual({ count: 12_345, exact: true });
    stop();
  });

  it('asks for the next page once when the end comes into view and Load more is pressed together', async () => {
    const server = fakePageServer();
    const { observer, stop } = watchUsers(server.reader);
    server.requests[0]!.answer([aUser('ada')], { next: 'c1', total: { count: 2, exact: true } });
    await settle();
    loadNextPage(observer);
    loadNextPage(observer);
    await settle();
    expect(server.urls()).toEqual(['/api/admin/users?limit=50', '/api/admin/users?cursor=c1&limit=50']);
    expect(server.requests[1]!.signal?.aborted).toBe(false);
    server.requests[1]!.answer([aUser('bea')], { total: { count: 2, exact: true } });
    await settle();
    expect(usernames(observer)).toEqual(['ada', 'bea']);
    stop();
  });

  it('reads an answer without paging headers (a server not paging yet) as the one and only page', async () => {
    const server = fakePageServer();
    const { observer, stop } = watchUsers(server.reader);
    server.requests[0]!.answer([aUser('ada'), aUser('bea'), aUser('cid')]);
    await settle();
    expect(observer.getCurrentResult().hasNextPage).toBe(false);
    expect(totalOf(observer.getCurrentResult().data)).toEqual({ count: 3, exact: true });
    stop();
  });

  it('keeps the loaded pages when the next one fails, and says so for Try Again', async () => {
    const server = fakePageServer();
    const { observer, stop } = watchUsers(server.reader);
    server.requests[0]!.answer([aUser('ada')], { next: 'c1', total: { count: 2, exact: true } });
    await settle();
    void observer.fetchNextPage().catch(() => undefined);
    server.requests[1]!.fail(new Error('napping'));
    await settle();
    const result = observer.getCurrentResult();
    expect(result.isFetchNextPageError).toBe(true);
    expect(usernames(observer)).toEqual(['ada']);
    expect(result.hasNextPage).toBe(true);
    stop();
  });
});

describe('the search box over a paged list', () => {
  it('asks the server once per pause in typing, and aborts the request a newer search made stale', async () => {
    const server = fakePageServer();
    const { observer, stop } = watchUsers(server.reader);
    server.requests[0]!.answer([aUser('ada'), aUser('stella')], { total: { count: 2, exact: true } });
    await settle();
    const debouncer = createDebouncer<string>(searchDebounceMs, (term) => observer.setOptions(adminUsersList(term, server.reader)));

    // "stel", one key every 100 ms: nothing is asked while the keys keep coming...
    for (const typed of ['s', 'st', 'ste', 'stel']) {
      debouncer.push(typed);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(server.urls()).toHaveLength(1);
    // ...and one request once the typing has paused for 300 ms.
    await vi.advanceTimersByTimeAsync(searchDebounceMs - 100);
    expect(server.urls()).toEqual(['/api/admin/users?limit=50', '/api/admin/users?search=stel&limit=50']);

    // The admin types on before "stel" is answered: its request is aborted, only "stella" is shown.
    debouncer.push('stella');
    await vi.advanceTimersByTimeAsync(searchDebounceMs);
    expect(server.urls()[2]).toBe('/api/admin/users?search=stella&limit=50');
    expect(server.requests[1]!.signal?.aborted).toBe(true);
    expect(server.requests[2]!.signal?.aborted).toBe(false);
    server.requests[2]!.answer([aUser('stella')], { total: { count: 1, exact: true } });
    await settle();
    expect(usernames(observer)).toEqual(['stella']);
    expect(totalOf(observer.getCurrentResult().data)).toEqual({ count: 1, exact: true });
    stop();
  });

  it('trims the search and leaves out what is empty', () => {
    const server = fakePageServer();
    const { stop } = watchUsers(server.reader, '  Stella Nova ');
    expect(server.urls()).toEqual(['/api/admin/users?search=Stella+Nova&limit=50']);
    stop();
  });

  it('settles an emptied box at once, with no wait', async () => {
    const settled: string[] = [];
    const debouncer = createDebouncer<string>(searchDebounceMs, (term) => settled.push(term));
    debouncer.push('stel');
    debouncer.push('', true);
    expect(settled).toEqual(['']);
    await vi.advanceTimersByTimeAsync(searchDebounceMs);
    expect(settled).toEqual(['']);
  });
});

describe('the refund status filter, sent to the server', () => {
  function watchRefunds(reader: PageReader) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new InfiniteQueryObserver(client, adminRefundRequestsList({ status: 'pending', search: 'ad' }, reader));
    return { observer, stop: observer.subscribe(() => undefined) };
  }

  it('asks for one status and a search', () => {
    const server = fakePageServer();
    const { stop } = watchRefunds(server.reader);
    expect(server.urls()).toEqual(['/api/admin/refund-requests?status=pending&search=ad&limit=50']);
    stop();
  });

  it("trusts a filtering server's page and total", async () => {
    const server = fakePageServer();
    const { observer, stop } = watchRefunds(server.reader);
    server.requests[0]!.answer([aRefundRequest('ada', 'pending')], { next: 'c1', total: { count: 40_000, exact: false } });
    await settle();
    expect(totalOf(observer.getCurrentResult().data)).toEqual({ count: 40_000, exact: false });
    stop();
  });
});

describe("a changed row in the loaded pages (the server's answer to disable, enable, mark read)", () => {
  it('replaces the row with the same id on whichever page it is, and nothing else', () => {
    const [ada, bea, cid] = [aUser('ada'), aUser('bea'), aUser('cid')];
    const data = {
      pages: [
        { items: [ada, bea], nextCursor: 'c1', total: { count: 3, exact: true } },
        { items: [cid], nextCursor: null, total: { count: 3, exact: true } },
      ],
      pageParams: [null, 'c1'],
    };
    const disabled = { ...cid, isDisabled: true, disabledReason: 'Spam' };
    const next = replaceRow(data, disabled);
    expect(next?.pages[1]?.items).toEqual([disabled]);
    expect(next?.pages[0]?.items[0]).toBe(ada);
    expect(next?.pageParams).toEqual([null, 'c1']);
    expect(replaceRow(undefined, disabled)).toBeUndefined();
  });
});
