import { createPrivateKey } from 'node:crypto';
import proxyAddr from 'proxy-addr';
import { areas as registry, gatewayPart, gatewayUpstreams, type Area } from '@inkspell/contracts/areas';
import { EnvError, envRule, loadEnv } from '@inkspell/service-kit/env';
import { z } from 'zod';
import { knownDevelopmentKeyFingerprints, signingKeyFingerprint } from './development-keys';

export { EnvError };

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const httpUrl = (fallback: string) => z.url({ protocol: /^https?$/ }).default(fallback);

/** Env files often carry a PEM on one line with literal \n sequences. */
function unescapePem(value: string): string {
  return value.replace(/\\n/g, '\n').trim();
}

function isEd25519PrivateKey(pem: string): boolean {
  try {
    return createPrivateKey({ key: pem, format: 'pem' }).asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
}

/** A comma-separated variable as its non-empty, trimmed entries. */
function commaList(fallback: string) {
  return z
    .string()
    .default(fallback)
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    );
}

function isProxyList(entries: string[]): boolean {
  try {
    proxyAddr.compile(entries);
    return true;
  } catch {
    return false;
  }
}

const signingKeyHelp =
  "set GATEWAY_JWT_PRIVATE_KEY to an Ed25519 private key as PKCS8 PEM (openssl genpkey -algorithm ed25519) and every service's GATEWAY_JWT_PUBLIC_KEY to its public half (openssl pkey -pubout); npm start makes a fresh pair for local runs";

/** A production gateway never signs with a key anyone can read in the repository (ADR 0026). */
function refuseDevelopmentKey(
  env: { NODE_ENV: string; GATEWAY_JWT_PRIVATE_KEY: string },
  ctx: z.RefinementCtx,
  known: readonly string[],
): void {
  if (env.NODE_ENV !== 'production' || !isEd25519PrivateKey(env.GATEWAY_JWT_PRIVATE_KEY)) return;
  if (!known.includes(signingKeyFingerprint(env.GATEWAY_JWT_PRIVATE_KEY))) return;
  ctx.addIssue({
    code: 'custom',
    params: envRule,
    path: ['GATEWAY_JWT_PRIVATE_KEY'],
    message: `is a development key known from the repository, refused in production: ${signingKeyHelp}`,
  });
}

/** Everything but the upstreams' addresses, which the area registry names (see loadGatewayEnv). */
const gatewayEnvShape = {
  GATEWAY_HOST: z
    .string()
    .regex(/^[A-Za-z0-9.:[\]-]+$/, 'a host name or IP address')
    .default('127.0.0.1'),
  GATEWAY_PORT: port.default(gatewayPart.port),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL')
    .default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().default('inkspell:'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  GATEWAY_JWT_PRIVATE_KEY: z
    .string({ error: signingKeyHelp })
    .transform(unescapePem)
    .refine(isEd25519PrivateKey, 'expected an Ed25519 private key as PKCS8 PEM'),
  APP_ORIGINS: commaList('http://localhost:8080,http://127.0.0.1:8080')
    .pipe(z.array(z.url({ protocol: /^https?$/ })).min(1))
    .transform((origins) => origins.map((origin) => new URL(origin).origin)),
  RATE_LIMIT_MAX: positiveInt.default(600),
  /** Per signed-in user, whatever the IP (a family behind one address shares RATE_LIMIT_MAX). */
  RATE_LIMIT_USER_MAX: positiveInt.default(600),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(60),
  /**
   * Anonymous requests are counted in the gateway process and added to the shared counts in Redis this often
   * (ADR 0043); 0 counts each one in Redis at once. Another gateway process can let through at most what it
   * takes from one address in this time beyond the limit.
   */
  RATE_LIMIT_SYNC_MS: z.coerce.number().int().min(0).max(5_000).default(100),
  UPSTREAM_TIMEOUT_MS: positiveInt.default(15_000),
  /**
   * An event stream (text/event-stream, a story's progress) is cut only after this much silence, not after
   * UPSTREAM_TIMEOUT_MS: it stays open while events flow, and a quiet one sends a comment every 15 s.
   */
  STREAM_IDLE_TIMEOUT_MS: positiveInt.default(45_000),
  /**
   * The proxies in front of the gateway whose X-Forwarded-For it believes (comma-separated CIDRs, addresses, or
   * proxy-addr's presets loopback, linklocal, uniquelocal). Empty: the gateway is the edge.
   */
  TRUSTED_PROXIES: commaList('').refine(isProxyList, 'expected CIDRs, IP addresses or loopback, linklocal, uniquelocal'),
  /** Gateway processes sharing the port (node:cluster); 1 runs no supervisor. See docs/perf.md for when to raise it. */
  GATEWAY_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** Serve the plugin's pipelines before express (ADR 0012); false leaves every request to express-gateway. */
  GATEWAY_FAST_PATH: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  // The levels express-gateway's own logger (winston) understands too, since it reads the same variable.
  LOG_LEVEL: z.enum(['error', 'warn', 'info', 'debug']).default('info'),
};

export type GatewayEnv = z.infer<z.ZodObject<typeof gatewayEnvShape>> & {
  /** Each upstream's URL by its service endpoint (shell, mf-ink, ink, ...), from SHELL_URL, MF_INK_URL, INK_URL, ... */
  upstreamUrls: Record<string, string>;
};

/**
 * Parses the environment once; a missing or bad value stops the start with its name. The upstreams
 * come from the area registry: <NAME>_URL for every service, remote and the shell, defaulting to
 * the registry's port on this machine.
 */
export function loadGatewayEnv(
  source: NodeJS.ProcessEnv = process.env,
  list: readonly Area[] = registry,
  developmentKeys: readonly string[] = knownDevelopmentKeyFingerprints,
): GatewayEnv {
  const upstreams = gatewayUpstreams(list);
  const urlShape = Object.fromEntries(upstreams.map((upstream) => [upstream.urlVar, httpUrl(`http://127.0.0.1:${upstream.port}`)]));
  // The URL variables are named by the registry, so their keys are not known to the type system.
  const schema = z.object({ ...gatewayEnvShape, ...urlShape }).superRefine((env, ctx) => refuseDevelopmentKey(env, ctx, developmentKeys));
  const env = loadEnv(schema, source) as Omit<GatewayEnv, 'upstreamUrls'> & Record<string, unknown>;
  const upstreamUrls = Object.fromEntries(upstreams.map((upstream) => [upstream.endpoint, String(env[upstream.urlVar])]));
  return { ...env, upstreamUrls };
}
