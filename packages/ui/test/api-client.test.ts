import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromBody } from '../src/api/api-error';
import { createApiClient, type ApiClient } from '../src/api/api-client';
import { fetchCurrentUser } from '../src/api/current-user';

/** What the test server saw of the last request. */
interface SeenRequest {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
}

type Reply = (res: ServerResponse) => void;

const json =
  (status: number, body: unknown): Reply =>
  (res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
const text =
  (status: number, body: string): Reply =>
  (res) => {
    res.writeHead(status, { 'Content-Type': 'text/plain' });
    res.end(body);
  };

/** A list page as ADR 0035 answers it: the rows as the body, the paging in headers. */
const page =
  (rows: unknown[], headers: Record<string, string>): Reply =>
  (res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(rows));
  };

const user = {
  id: 'u1',
  username: 'wizard01',
  email: 'w@example.com',
  firstName: 'Wendy',
  lastName: null,
  inkCount: 7,
  twoFactorEnabled: false,
  role: 'user',
};

const routes: Record<string, Reply> = {
  '/ok': json(200, { hello: 'world' }),
  '/empty': (res) => res.writeHead(204).end(),
  '/plain-500': text(500, 'database exploded'),
  '/empty-502': text(502, ''),
  '/html-200': text(200, '<!doctype html>'),
  '/safety': json(422, { message: 'Forbidden words', isContentSafetyError: true, flaggedWords: ['grown-up'] }),
  '/validation': json(400, {
    message: 'Please check the highlighted fields',
    isValidationError: true,
    fieldErrors: { prompt: ['Too short'] },
  }),
  '/no-message': json(403, { isValidationError: 'yes' }),
  '/ink': json(402, { message: 'Not enough ink', needed: 4, balance: 1 }),
  '/json-array': json(500, ['not', 'an', 'object']),
  '/api/auth/user': json(200, user),
  '/api/admin/users?search=st&limit=2': page([{ n: 1 }, { n: 2 }], {
    Link: '</api/admin/users?search=st&limit=2&cursor=eyJpZCI6Mn0>; rel="next"',
    'X-Total-Count': '12345',
  }),
  '/api/admin/users?search=st&limit=2&cursor=eyJpZCI6Mn0': page([{ n: 3 }], { 'X-Total-Count': '12345' }),
  '/api/admin/stories?search=dragon': page([{ n: 1 }], {
    Link: '</api/admin/stories?search=dragon&cursor=c2>; rel="next", </api/admin/stories?search=dragon>; rel="first"',
    'X-Total-Count': '41800',
    'X-Total-Exact': 'false',
  }),
  '/api/admin/contact-messages': json(200, [{ n: 1 }, { n: 2 }, { n: 3 }]),
  // A body that is not the spec's list, whatever its headers say.
  '/api/admin/not-a-list': page({ n: 1 } as unknown as unknown[], { 'X-Total-Count': '1' }),
  // Never answers by itself: the client gives up first.
  '/api/admin/slow': () => undefined,
};

let server: Server;
let client: ApiClient;
let lastRequest: SeenRequest | undefined;
let userReply: Reply | undefined;

function handle(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    lastRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      contentType: req.headers['content-type'],
      body: Buffer.concat(chunks).toString(),
    };
    const reply = req.url === '/api/auth/user' && userReply ? userReply : routes[req.url ?? ''];
    (reply ?? text(404, 'Not Found'))(res);
  });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  client = createApiClient({ baseUrl: `http://127.0.0.1:${port}` });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client requests', () => {
  it('sends no body and no content type when there is no payload', async () => {
    await expect(client.get('/ok')).resolves.toEqual({ hello: 'world' });
    expect(lastRequest).toMatchObject({ method: 'GET', contentType: undefined, body: '' });
  });

  it('sends JSON with a JSON content type when there is a payload', async () => {
    await client.post('/ok', { characterName: 'Luna' });
    expect(lastRequest).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{"characterName":"Luna"}' });
  });

  it('sends a POST without payload bare', async () => {
    await client.post('/ok');
    expect(lastRequest).toMatchObject({ method: 'POST', contentType: undefined, body: '' });
  });

  it('answers undefined for an empty success', async () => {
    await expect(client.delete('/empty')).resolves.toBeUndefined();
  });

  it('checks the answer with a schema when given one', async () => {
    const schema = { parse: (data: unknown) => ({ parsed: data }) };
    await expect(client.get('/ok', { schema })).resolves.toEqual({ parsed: { hello: 'world' } });
  });

  it('loads a lazy schema only for a success answer, and checks with it (ADR 0020)', async () => {
    const loads: string[] = [];
    const lazySchema = (name: string) => () => {
      loads.push(name);
      return Promise.resolve({ parse: (data: unknown) => ({ checked: data }) });
    };
    await expect(client.get('/ok', { schema: lazySchema('ok') })).resolves.toEqual({ checked: { hello: 'world' } });
    await failureOf(client.get('/ink', { schema: lazySchema('ink') }));
    expect(loads).toEqual(['ok']);
  });

  it('turns an answer its lazy schema refuses into a readable ApiError', async () => {
    const refusing = () =>
      Promise.resolve({
        parse: (): never => {
          throw new Error('wrong shape');
        },
      });
    const error = await failureOf(client.get('/ok', { schema: refusing }));
    expect(error.status).toBe(200);
    expect(error.message).not.toContain('wrong shape');
  });

  it('refuses a success answer that is not JSON', async () => {
    const error = await failureOf(client.get('/html-200'));
    expect(error.status).toBe(200);
  });
});

describe('api client error parsing (spec 01 §8)', () => {
  it('uses "status: body text" when the body is not JSON', async () => {
    const error = await failureOf(client.get('/plain-500'));
    expect(error.message).toBe('500: database exploded');
    expect(error.status).toBe(500);
    expect(error.isContentSafetyError).toBe(false);
    expect(error.flaggedWords).toEqual([]);
    expect(error.isValidationError).toBe(false);
  });

  it('uses "status: status text" when the non-JSON body is empty', async () => {
    const error = await failureOf(client.get('/empty-502'));
    expect(error.message).toBe('502: Bad Gateway');
  });

  it('reads message and content-safety flags from a JSON body', async () => {
    const error = await failureOf(client.post('/safety', { prompt: 'x' }));
    expect(error).toMatchObject({
      status: 422,
      message: 'Forbidden words',
      isContentSafetyError: true,
      flaggedWords: ['grown-up'],
      isValidationError: false,
    });
  });

  it('reads the validation flag and field errors', async () => {
    const error = await failureOf(client.get('/validation'));
    expect(error).toMatchObject({
      status: 400,
      isValidationError: true,
      fieldErrors: { prompt: ['Too short'] },
      isContentSafetyError: false,
    });
  });

  it('falls back to the status text when JSON has no message, and ignores malformed flags', async () => {
    const error = await failureOf(client.get('/no-message'));
    expect(error).toMatchObject({ status: 403, message: 'Forbidden', isValidationError: false, flaggedWords: [] });
  });

  it('keeps needed and balance of a not-enough-ink answer', async () => {
    const error = await failureOf(client.post('/ink', {}));
    expect(error).toMatchObject({ status: 402, message: 'Not enough ink', needed: 4, balance: 1 });
  });

  it('treats JSON that is not an object as a body without a message', async () => {
    const error = await failureOf(client.get('/json-array'));
    expect(error.message).toBe('Internal Server Error');
  });

  it('turns an unreachable server into status 0', async () => {
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:1' });
    const error = await failureOf(offline.get('/ok'));
    expect(error.status).toBe(0);
  });

  it('parses a body string directly the same way', () => {
    expect(apiErrorFromBody(503, 'Service Unavailable', 'upstream down').message).toBe('503: upstream down');
    expect(apiErrorFromBody(503, 'Service Unavailable', '{"message":"napping"}').message).toBe('napping');
  });
});

describe('api.getPage (ADR 0035)', () => {
  const rows = { parse: (data: unknown) => data as { n: number }[] };
  const strictRows = {
    parse: (data: unknown) => {
      if (!Array.isArray(data)) throw new Error('not a list');
      return data as { n: number }[];
    },
  };

  it('reads the rows, the next cursor of the Link header and the exact total', async () => {
    const first = await client.getPage('/api/admin/users?search=st&limit=2', { schema: rows });
    expect(first).toEqual({ items: [{ n: 1 }, { n: 2 }], nextCursor: 'eyJpZCI6Mn0', total: { count: 12_345, exact: true } });
    expect(lastRequest).toMatchObject({ method: 'GET', url: '/api/admin/users?search=st&limit=2', body: '' });
  });

  it('reads no next cursor on the last page', async () => {
    const last = await client.getPage('/api/admin/users?search=st&limit=2&cursor=eyJpZCI6Mn0', { schema: rows });
    expect(last).toEqual({ items: [{ n: 3 }], nextCursor: null, total: { count: 12_345, exact: true } });
  });

  it('takes the next link among several and says when the total is an estimate', async () => {
    const estimated = await client.getPage('/api/admin/stories?search=dragon', { schema: rows });
    expect(estimated.nextCursor).toBe('c2');
    expect(estimated.total).toEqual({ count: 41_800, exact: false });
  });

  it('reads a whole list from a server that does not page (no headers) as one page counted by its rows', async () => {
    await expect(client.getPage('/api/admin/contact-messages', { schema: rows })).resolves.toEqual({
      items: [{ n: 1 }, { n: 2 }, { n: 3 }],
      nextCursor: null,
      total: { count: 3, exact: true },
    });
  });

  it('refuses rows its schema refuses, as a readable ApiError', async () => {
    const error = await failureOf(client.getPage('/api/admin/not-a-list', { schema: strictRows }));
    expect(error.status).toBe(200);
    expect(error.message).not.toContain('not a list');
  });

  it('gives up a page whose signal is aborted with the AbortError itself, not an ApiError', async () => {
    const controller = new AbortController();
    const pending = client.getPage('/api/admin/slow', { schema: rows, signal: controller.signal });
    await expect.poll(() => lastRequest?.url).toBe('/api/admin/slow');
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('fetchCurrentUser', () => {
  it('returns the parsed user', async () => {
    userReply = undefined;
    await expect(fetchCurrentUser(client)).resolves.toMatchObject({ username: 'wizard01', inkCount: 7 });
  });

  it('returns null on 401 instead of failing', async () => {
    userReply = json(401, { message: 'Login Required' });
    await expect(fetchCurrentUser(client)).resolves.toBeNull();
  });

  it("refuses a 200 answer that is not the contract's user", async () => {
    userReply = json(200, { ...user, username: 42 });
    const error = await failureOf(fetchCurrentUser(client));
    expect(error.status).toBe(200);
  });

  it('keeps an unknown balance unknown (inkCount null), never 0 ink', async () => {
    userReply = json(200, { ...user, inkCount: null });
    const answer = await fetchCurrentUser(client);
    expect(answer).toMatchObject({ username: 'wizard01' });
    expect(answer?.inkCount).toBeNull();
  });

  it('keeps a balance of 0 as 0', async () => {
    userReply = json(200, { ...user, inkCount: 0 });
    expect((await fetchCurrentUser(client))?.inkCount).toBe(0);
  });

  it('fails on 503 so the caller can show the logged-out frame', async () => {
    userReply = json(503, { message: 'napping' });
    const error = await failureOf(fetchCurrentUser(client));
    expect(error.status).toBe(503);
  });
});
