/**
 * The variables Compose interpolates for infra:up / infra:down: this shell's over the root .env's, plus a
 * fresh gateway key pair when neither has one (as npm start makes; set one in .env to keep it across ups).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { gatewayKeys, platformEnvSchema } from '../platform/config';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const envFile = path.join(repoRoot, '.env');

export function composeEnv(): NodeJS.ProcessEnv {
  const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
  const env = { ...fromFile, ...process.env };
  if (env.GATEWAY_JWT_PRIVATE_KEY && env.GATEWAY_JWT_PUBLIC_KEY) return env;
  const keys = gatewayKeys(platformEnvSchema.parse({}));
  // One line each with literal \n, as .env.example allows: both the gateway and the services accept it.
  const oneLine = (pem: string) => pem.trim().replace(/\n/g, '\\n');
  return { ...env, GATEWAY_JWT_PRIVATE_KEY: oneLine(keys.privateKey), GATEWAY_JWT_PUBLIC_KEY: oneLine(keys.publicKey) };
}
