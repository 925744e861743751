import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { areas } from '@inkspell/contracts/areas';
import type { GatewayEnv } from './env';
import { buildGatewayConfig } from './gateway-config';

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

/**
 * Writes the config express-gateway runs with into a fresh temp directory (never into the repo):
 * the routes built from the area registry (gateway.config.json), the system.config.yml template of
 * gateway/config with the plugin's path filled in, and the model schemas it insists on. Returns
 * the directory for EG_CONFIG_DIR.
 */
export function writeEffectiveConfig(env: GatewayEnv): string {
  const dir = mkdtempSync(join(tmpdir(), 'inkspell-gateway-'));
  const gatewayConfig = buildGatewayConfig(areas, { hostname: env.GATEWAY_HOST, port: env.GATEWAY_PORT, upstreamUrls: env.upstreamUrls });
  writeFileSync(join(dir, 'gateway.config.json'), JSON.stringify(gatewayConfig, null, 2));
  const systemTemplate = readFileSync(join(templateDir, 'system.config.yml'), 'utf8');
  writeFileSync(join(dir, 'system.config.yml'), fillPlaceholders(systemTemplate, { GATEWAY_PLUGIN_PATH: pluginPath }));
  mkdirSync(join(dir, 'models'));
  for (const model of egModels) {
    copyFileSync(require.resolve(`express-gateway/lib/config/models/${model}`), join(dir, 'models', model));
  }
  return dir;
}
