/**
 * How docker-compose is called for the platform: which files, which project, which variables. Pure, so the
 * choices are tested without an engine (infra/test/containers/compose-plan.test.ts).
 */
import { randomBytes } from 'node:crypto';

export const composeFile = 'infra/docker-compose.yml';
/** Laid over the compose file on the registry-free path: the local images, nothing else. */
export const localImagesOverride = 'infra/podman/compose.local-images.yml';

export interface ComposePlan {
  project: string;
  files: string[];
  /** Variables compose interpolates, over the caller's own environment. */
  env: Record<string, string>;
}

/** docker-compose's arguments for a command of this plan: -p <project> -f <file>… <command…>. */
export function composeArgs(plan: ComposePlan, command: readonly string[]): string[] {
  return ['--project-name', plan.project, ...plan.files.flatMap((file) => ['--file', file]), ...command];
}

/** The compose files: the real one, and the local images' override on the registry-free path. */
export function composeFiles(localImages: boolean): string[] {
  return localImages ? [composeFile, localImagesOverride] : [composeFile];
}

/** A one-line PEM with literal \n, as .env.example allows and both the gateway and the services accept. */
export function oneLinePem(pem: string): string {
  return pem.trim().replace(/\n/g, '\\n');
}

/**
 * What the containers test runs the stack with: production mode (compose's default) made to start on purpose
 * without outside services (demo payments, mail to files, ADR 0026), an administrator password of the run's
 * own (production refuses the development one), the gateway published on `gatewayPort` and its origins there.
 */
export function testStackEnv(options: {
  gatewayPort: number;
  keys: { privateKey: string; publicKey: string };
  adminPassword?: string;
}): Record<string, string> {
  const origin = `http://localhost:${options.gatewayPort}`;
  return {
    GATEWAY_PORT: String(options.gatewayPort),
    APP_URL: origin,
    APP_ORIGINS: `${origin},http://127.0.0.1:${options.gatewayPort}`,
    PAYMENTS_MODE: 'demo',
    MAIL_MODE: 'file',
    ADMIN_PASSWORD: options.adminPassword ?? `Ct!${randomBytes(6).toString('hex')}Aa1`,
    GATEWAY_JWT_PRIVATE_KEY: oneLinePem(options.keys.privateKey),
    GATEWAY_JWT_PUBLIC_KEY: oneLinePem(options.keys.publicKey),
    POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
    // Each container test run tags its images apart from infra:up's `local`.
    IMAGE_TAG: 'containers-test',
  };
}
