/**
 * What a deployment of Inkspell must run, derived from the area registry and the launcher
 * (infra/src/platform/config.ts), never listed by hand: the compose and Kubernetes tests compare
 * infra/docker-compose.yml and infra/k8s/ with it, so a new area fails them until it is deployed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  areas,
  gatewayPart,
  gatewayUpstreams,
  portVar,
  remoteManifestVar,
  remotesOf,
  staticApps,
  type Area,
} from '@inkspell/contracts/areas';
import { platformEnvSchemaFor, platformProcesses } from '../src/platform/config';

export type DeployableKind = 'service' | 'gateway' | 'frontend';

export interface Deployable {
  /** Process name of npm start: compose service, Kubernetes Deployment and Service name. */
  name: string;
  kind: DeployableKind;
  /** The registry's port, which it listens on inside its container. */
  port: number;
  /** What its health check GETs: a service's readiness, the gateway's own front door, a front end's entry file. */
  healthPath: string;
  /** The variables npm start gives it: deployed, it needs each of them too. */
  launcherEnv: string[];
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The shared servers a deployment runs beside the deployables (images of their own makers). */
export const sharedServers = ['postgres', 'redis', 'nats'] as const;

/** Every service, front end and the gateway, as npm start runs them. */
export function deployables(list: readonly Area[] = areas): Deployable[] {
  const env = platformEnvSchemaFor(list).parse({});
  const frontends = staticApps(list);
  // The key pair's values do not matter here, only which process gets which variable.
  return platformProcesses(env, { privateKey: 'unused', publicKey: 'unused' }, list).map((process) => {
    const frontend = frontends.find((app) => app.name === process.name);
    const kind: DeployableKind = process.name === gatewayPart.name ? 'gateway' : frontend ? 'frontend' : 'service';
    const healthPath = kind === 'service' ? (process.readyPath ?? '/readyz') : frontend && !frontend.isShell ? '/mf-manifest.json' : '/';
    return { name: process.name, kind, port: process.port, healthPath, launcherEnv: Object.keys(process.env) };
  });
}

/** The keys of a zod object schema, also behind a .transform() (accounts' env). */
function schemaKeys(schema: unknown): string[] {
  const candidate = schema as { shape?: Record<string, unknown>; in?: unknown } | null;
  if (candidate?.shape) return Object.keys(candidate.shape);
  if (candidate?.in) return schemaKeys(candidate.in);
  return [];
}

/** Names a pattern finds in a source file of the repository. */
function namesInSource(file: string, pattern: RegExp): string[] {
  const text = readFileSync(path.join(repoRoot, file), 'utf8');
  return [...text.matchAll(pattern)].map((match) => match[1]!);
}

const envReads = /\benv\.([A-Z][A-Z0-9_]*)\b/g;
const shapeKeys = /^\s+([A-Z][A-Z0-9_]*):\s/gm;

/**
 * Every variable the code of a deployable reads: a service's env.ts schema, the gateway's env.ts with the
 * upstream URLs the registry names, a static server's own reads (the shell's config.json ones for the shell).
 */
export async function envNamesReadBy(part: Deployable, list: readonly Area[] = areas): Promise<Set<string>> {
  if (part.kind === 'service') {
    const module = (await import(`../../services/${part.name}/src/env.ts`)) as Record<string, unknown>;
    return new Set(Object.values(module).flatMap(schemaKeys));
  }
  if (part.kind === 'gateway') {
    return new Set([
      ...namesInSource('gateway/src/env.ts', shapeKeys),
      // The metrics listener's settings, read beside the gateway's own (gateway/src/observability/env.ts).
      ...namesInSource('gateway/src/observability/env.ts', shapeKeys),
      ...gatewayUpstreams(list).map((upstream) => upstream.urlVar),
    ]);
  }
  const isShell = staticApps(list).some((app) => app.name === part.name && app.isShell);
  return new Set([
    portVar(part.name),
    ...namesInSource('infra/src/static/static-main.ts', envReads),
    ...(isShell ? [...namesInSource('infra/src/static/static-server.ts', envReads), ...remotesOf(list).map(remoteManifestVar)] : []),
  ]);
}

/**
 * The keys of the world outside (mail, OpenAI, Stripe, the administrator's address and password): unset locally, so
 * npm start never gives them, yet a deployment that cannot pass them to the code reading them can never turn them on.
 */
export const outsideWorldEnv = [
  'SMTP_URL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'OPENAI_API_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
];

/** The outside-world variables among those a deployable's code reads (`readable`) that its deployment does not pass. */
export function outsideWorldEnvMissing(readable: ReadonlySet<string>, passed: readonly string[]): string[] {
  return outsideWorldEnv.filter((name) => readable.has(name) && !passed.includes(name));
}
