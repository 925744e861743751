import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GatewayEnv } from './env';

const require = createRequire(import.meta.url);
const templateDir = fileURLToPath(new URL('../config/', import.meta.url));
const pluginPath = fileURLToPath(new URL('./plugin/index.ts', import.meta.url));
// express-gateway loads these schemas of its consumer store at start even when nothing uses them.
const egModels = ['users.json', 'credentials.json', 'applications.json'];

/** Fills ${NAME}; values go in as JSON scalars, which YAML reads back unchanged whatever they contain. */
export function fillPlaceholders(template: string, values: Record<string, string | number>): string {
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`gateway config: no value for \${${name}}`);
    return JSON.stringify(value);
  });
}

function placeholderValues(env: GatewayEnv): Record<string, string | number> {
  const { GATEWAY_HOST, GATEWAY_PORT, SHELL_URL, MF_STORIES_URL, MF_INK_URL, MF_ACCOUNT_URL, MF_ADMIN_URL } = env;
  const { ACCOUNTS_URL, STORIES_URL, INK_URL, ADMIN_URL } = env;
  return {
    GATEWAY_HOST, GATEWAY_PORT, SHELL_URL, MF_STORIES_URL, MF_INK_URL, MF_ACCOUNT_URL, MF_ADMIN_URL,
    ACCOUNTS_URL, STORIES_URL, INK_URL, ADMIN_URL,
    GATEWAY_PLUGIN_PATH: pluginPath,
  };
}

/**
 * Writes the config express-gateway runs with into a fresh temp directory (never into the repo):
 * the yml templates of gateway/config with the environment filled in, plus the model schemas it
 * insists on. Returns the directory for EG_CONFIG_DIR.
 */
export function writeEffectiveConfig(env: GatewayEnv): string {
  const dir = mkdtempSync(join(tmpdir(), 'inkspell-gateway-'));
  const values = placeholderValues(env);
  for (const file of ['gateway.config.yml', 'system.config.yml']) {
    writeFileSync(join(dir, file), fillPlaceholders(readFileSync(join(templateDir, file), 'utf8'), values));
  }
  mkdirSync(join(dir, 'models'));
  for (const model of egModels) {
    copyFileSync(require.resolve(`express-gateway/lib/config/models/${model}`), join(dir, 'models', model));
  }
  return dir;
}
