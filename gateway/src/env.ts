import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Cannot start the gateway: ${problems.join('; ')}`);
    this.name = 'EnvError';
  }
}

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

export const gatewayEnvSchema = z.object({
  GATEWAY_HOST: z.string().regex(/^[A-Za-z0-9.:[\]-]+$/, 'a host name or IP address').default('127.0.0.1'),
  GATEWAY_PORT: port.default(8080),
  SHELL_URL: httpUrl('http://127.0.0.1:3000'),
  MF_STORIES_URL: httpUrl('http://127.0.0.1:3001'),
  MF_INK_URL: httpUrl('http://127.0.0.1:3002'),
  MF_ACCOUNT_URL: httpUrl('http://127.0.0.1:3003'),
  MF_ADMIN_URL: httpUrl('http://127.0.0.1:3004'),
  ACCOUNTS_URL: httpUrl('http://127.0.0.1:4001'),
  STORIES_URL: httpUrl('http://127.0.0.1:4002'),
  INK_URL: httpUrl('http://127.0.0.1:4003'),
  ADMIN_URL: httpUrl('http://127.0.0.1:4004'),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL').default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().default('inkspell:'),
  GATEWAY_JWT_PRIVATE_KEY: z
    .string()
    .transform(unescapePem)
    .refine(isEd25519PrivateKey, 'expected an Ed25519 private key as PKCS8 PEM'),
  APP_ORIGINS: z
    .string()
    .default('http://localhost:8080,http://127.0.0.1:8080')
    .transform((list) => list.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/ })).min(1))
    .transform((origins) => origins.map((origin) => new URL(origin).origin)),
  RATE_LIMIT_MAX: positiveInt.default(600),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(60),
  UPSTREAM_TIMEOUT_MS: positiveInt.default(15_000),
  // The levels express-gateway's own logger (winston) understands too, since it reads the same variable.
  LOG_LEVEL: z.enum(['error', 'warn', 'info', 'debug']).default('info'),
});

export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;

/** Parses the environment once; a missing or bad value stops the start with its name. */
export function loadGatewayEnv(source: NodeJS.ProcessEnv = process.env): GatewayEnv {
  // An empty variable (FOO= in an env file) means "not set", so it gets the default or is reported missing.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = gatewayEnvSchema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path[0]?.toString() ?? '(unknown)';
    return present[name] === undefined
      ? `environment variable ${name} is missing`
      : `environment variable ${name} is invalid: ${issue.message}`;
  });
  throw new EnvError(problems);
}
