import { z } from 'zod';

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Cannot start: ${problems.join('; ')}`);
    this.name = 'EnvError';
  }
}

const envRuleParam = 'envRule';

/**
 * The params of an issue a rule across variables adds (ctx.addIssue): its message reads after the variable's
 * name ("is required in production: set …") and is reported as it is.
 */
export const envRule = { [envRuleParam]: true } as const;

/**
 * Parses the environment once at start; a missing or bad value stops the start with its name.
 * An empty variable (FOO= in an env file) means "not set", so it gets its default or is reported missing.
 */
export function loadEnv<T extends z.ZodType>(schema: T, source: NodeJS.ProcessEnv = process.env): z.infer<T> {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    // The variable is the first step of the path (a list inside one, like APP_ORIGINS, adds more).
    const name = issue.path[0]?.toString() ?? '(unknown)';
    // A rule across variables (production refusals) says itself what is wrong and what to set.
    if (issue.code === 'custom' && issue.params?.[envRuleParam]) return `environment variable ${name} ${issue.message}`;
    if (present[name] !== undefined) return `environment variable ${name} is invalid: ${issue.message}`;
    // A schema may say what to set instead of zod's "Invalid input: expected string, received undefined".
    return issue.message.startsWith('Invalid input')
      ? `environment variable ${name} is missing`
      : `environment variable ${name} is missing: ${issue.message}`;
  });
  throw new EnvError(problems);
}

const port = z.coerce.number().int().min(1).max(65535);

/** What every service needs; each service extends it with its own port and database. */
export const baseServiceEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('127.0.0.1'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  NATS_PREFIX: z
    .string()
    .regex(/^([a-z0-9-]+\.)?$/, 'a lower-case word ending in a dot, or empty')
    .default(''),
  GATEWAY_JWT_PUBLIC_KEY: z.string().min(1),
});

export const portSchema = port;

export type BaseServiceEnv = z.infer<typeof baseServiceEnv>;
