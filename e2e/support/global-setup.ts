import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdirSync, createWriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildFrontends } from '@inkspell/infra/build-frontends';
import { startSmtpInbox } from '@inkspell/service-kit/testing';
import {
  cleanUpTestPlatform,
  gatewayKeys,
  launchPlatform,
  platformProcesses,
  testPlatformEnv,
  type RunningPlatform,
} from '@inkspell/infra/platform';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    controlUrl: string;
    redisUrl: string;
    redisPrefix: string;
    /** The gateway's signing key, so a test can replay a genuinely signed token from outside and see it stripped. */
    gatewayPrivateKeyPem: string;
    /** The accounts service's own address, for control requests that bypass the gateway. */
    accountsUrl: string;
  }
}

/**
 * Starts a whole platform of its own for this run (fresh ports, databases, subjects, Redis keys),
 * plus a small control endpoint so a test can stop and restart one part of it.
 */
export default async function setup(project: TestProject) {
  await buildFrontends(undefined, { onlyMissing: process.env.E2E_REBUILD === '0' });
  const { runId, env } = await testPlatformEnv();
  const logDir = path.join(root, 'e2e', '.logs');
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(path.join(logDir, `platform-${runId}.log`));
  // A real SMTP server for the accounts service's mail; tests read links from it through the control endpoint.
  const inbox = await startSmtpInbox();
  const keys = gatewayKeys(env);
  const platform: RunningPlatform = await launchPlatform(platformProcesses(env, keys), {
    root,
    // Every browser of the suite previews from one address: lift the stories service's hourly preview budget too,
    // and the admin service's contact and analytics budgets per address.
    baseEnv: {
      SMTP_URL: inbox.url,
      RATE_LIMIT_MAX: '100000',
      PREVIEW_RATE_LIMIT: '100000',
      CONTACT_RATE_LIMIT: '100000',
      ANALYTICS_RATE_LIMIT: '100000',
    },
    output: (name, line) => log.write(`${name} ${line}\n`),
  });
  const control = await startControl(platform, inbox);
  project.provide('baseUrl', `http://localhost:${env.GATEWAY_PORT}`);
  project.provide('controlUrl', control.url);
  project.provide('redisUrl', env.REDIS_URL);
  project.provide('redisPrefix', env.REDIS_PREFIX);
  project.provide('gatewayPrivateKeyPem', keys.privateKey);
  project.provide('accountsUrl', `http://127.0.0.1:${env.ACCOUNTS_PORT}`);

  return async () => {
    control.server.close();
    await platform.stopAll();
    await inbox.close();
    log.end();
    await cleanUpTestPlatform(runId, env);
  };
}

type Inbox = Awaited<ReturnType<typeof startSmtpInbox>>;

async function jsonBody(req: IncomingMessage): Promise<Record<string, string> | undefined> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text ? (JSON.parse(text) as Record<string, string>) : undefined;
}

async function startControl(platform: RunningPlatform, inbox: Inbox): Promise<{ server: Server; url: string }> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://control');
    if (req.method === 'GET' && url.pathname === '/mail-link') {
      try {
        const link = await inbox.linkTo(url.searchParams.get('to') ?? '', url.searchParams.get('path') ?? '/', 10_000);
        res.writeHead(200, { 'content-type': 'text/plain' }).end(link);
      } catch (err) {
        res.writeHead(404).end(String(err));
      }
      return;
    }
    const match = /^\/(stop|start|restart)\/([a-z-]+)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) {
      res.writeHead(404).end();
      return;
    }
    try {
      const [, action, name] = match as unknown as [string, 'stop' | 'start' | 'restart', string];
      if (action === 'stop') await platform.stop(name);
      else if (action === 'start') await platform.start(name);
      // A restart's body is extra environment for the process, as JSON (none: as the platform started it).
      else await platform.restart(name, await jsonBody(req));
      res.writeHead(204).end();
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('control server has no port');
  return { server, url: `http://127.0.0.1:${address.port}` };
}
