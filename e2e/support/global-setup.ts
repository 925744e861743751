import { createServer, type Server } from 'node:http';
import { mkdirSync, createWriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildFrontends } from '@inkspell/infra/build-frontends';
import { startSmtpInbox } from '@inkspell/service-kit/testing';
import { startOpenAITestServer } from '@inkspell/stories-service/testing';
import {
  cleanUpTestPlatform,
  gatewayKeys,
  launchPlatform,
  platformProcesses,
  testPlatformEnv,
  type LaunchOptions,
  type ProcessSpec,
  type RunningPlatform,
} from '@inkspell/infra/platform';
import { storyEnginesSchema, type StoryEngines } from './story-engines';

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
  const processes = platformProcesses(env, keys);
  const launchOptions: LaunchOptions = {
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
  };
  const platform: RunningPlatform = await launchPlatform(processes, launchOptions);
  const engines = await storyEngineSwitch(platform, processes, launchOptions);
  const control = await startControl(platform, inbox, engines);
  project.provide('baseUrl', `http://localhost:${env.GATEWAY_PORT}`);
  project.provide('controlUrl', control.url);
  project.provide('redisUrl', env.REDIS_URL);
  project.provide('redisPrefix', env.REDIS_PREFIX);
  project.provide('gatewayPrivateKeyPem', keys.privateKey);
  project.provide('accountsUrl', `http://127.0.0.1:${env.ACCOUNTS_PORT}`);

  return async () => {
    control.server.close();
    await engines.close();
    await platform.stopAll();
    await inbox.close();
    log.end();
    await cleanUpTestPlatform(runId, env);
  };
}

type Inbox = Awaited<ReturnType<typeof startSmtpInbox>>;

type EngineSwitch = Awaited<ReturnType<typeof storyEngineSwitch>>;

/**
 * The stories service runs the offline engines; a test of story jobs may swap it for the same service on an OpenAI
 * test server (a story job that takes its time, or one whose provider fails) and back. Same port, database and
 * subjects, so the gateway and the other services see one stories service throughout.
 */
async function storyEngineSwitch(platform: RunningPlatform, processes: ProcessSpec[], options: LaunchOptions) {
  const openai = await startOpenAITestServer();
  const stories = processes.find((spec) => spec.name === 'stories');
  if (!stories) throw new Error('the platform has no stories service');
  const onOpenAI: ProcessSpec = { ...stories, env: { ...stories.env, OPENAI_API_KEY: 'e2e-test', OPENAI_BASE_URL: openai.baseURL } };
  let swapped: RunningPlatform | undefined;
  const back = async () => {
    await swapped?.stopAll();
    swapped = undefined;
  };
  return {
    async use(engines: StoryEngines) {
      await back();
      await platform.stop('stories');
      if (engines.engines === 'offline') {
        await platform.start('stories');
        return;
      }
      openai.reset();
      openai.setLatencies({ chatFirstTokenMs: 0, chatTotalMs: 0, imageMs: 0, speechMs: 0, moderationMs: 0, ...engines.latencies });
      if (engines.fail === 'pictures')
        openai.answer('/v1/images/generations', { status: 500, json: { error: { message: 'e2e: drawing fails' } } });
      if (engines.fail === 'story')
        openai.answer('/v1/chat/completions', { status: 500, json: { error: { message: 'e2e: writing fails' } } });
      swapped = await launchPlatform([onOpenAI], options);
    },
    async close() {
      await back();
      await openai.close();
    },
  };
}

async function startControl(platform: RunningPlatform, inbox: Inbox, engines: EngineSwitch): Promise<{ server: Server; url: string }> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://control');
    if (req.method === 'POST' && url.pathname === '/story-engines') {
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        await engines.use(storyEnginesSchema.parse(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        res.writeHead(204).end();
      } catch (err) {
        res.writeHead(500).end(String(err));
      }
      return;
    }
    if (req.method === 'GET' && url.pathname === '/mail-link') {
      try {
        const link = await inbox.linkTo(url.searchParams.get('to') ?? '', url.searchParams.get('path') ?? '/', 10_000);
        res.writeHead(200, { 'content-type': 'text/plain' }).end(link);
      } catch (err) {
        res.writeHead(404).end(String(err));
      }
      return;
    }
    const match = /^\/(stop|start)\/([a-z-]+)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) {
      res.writeHead(404).end();
      return;
    }
    try {
      await (match[1] === 'stop' ? platform.stop(match[2]!) : platform.start(match[2]!));
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
