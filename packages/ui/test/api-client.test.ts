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
