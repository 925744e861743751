import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountsAnswerSchemas, errorCodes } from '@inkspell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromBody } from '../src/api/api-error';
import { createApiClient, type ApiClient } from '../src/api/api-client';

/** Pages choose toasts by ApiError.code, so every failure the client reports must carry one. */
describe('error codes on every ApiError', () => {
  it.each([
    ['the code the body carries', 409, '{"message":"Email already exists","code":"email_taken"}', errorCodes.emailTaken],
    ['the status default when a JSON body has none', 429, '{"message":"Slow down"}', errorCodes.rateLimited],
    ['the status default for a body that is not JSON', 502, '<html>bad gateway</html>', errorCodes.badGateway],
    ['the status default for an empty 401', 401, '', errorCodes.unauthenticated],
  ])('%s', (_case, status, body, code) => {
    expect(apiErrorFromBody(status, 'Status Text', body).code).toBe(code);
  });

  it('says "unavailable" when the server cannot be reached', async () => {
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:1' });
    const error = await offline.get('/api/auth/user').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: errorCodes.unavailable });
  });
});

describe('answers of the wrong shape', () => {
  let server: Server;
  let client: ApiClient;

  beforeAll(async () => {
    // Answers 200 with a body no accounts schema accepts, as a misrouted or outdated server might.
    server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":false}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    client = createApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('become an ApiError with a readable message, keeping the schema complaint as the cause', async () => {
    const error = await client.post('/api/auth/logout', undefined, { schema: accountsAnswerSchemas.logout }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 200,
      code: errorCodes.badGateway,
      message: 'This part of Inkspell answered strangely. Please try again.',
    });
    expect((error as ApiError).cause).toBeInstanceOf(Error);
  });
});
