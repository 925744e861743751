/**
 * Writes the root .env.example and gateway/.env.example from the area registry, so the variables
 * they list (every part's port, database, upstream URL and manifest URL) never drift from it.
 *   tsx infra/src/deploy/env-example.ts           say whether the committed files are up to date
 *   tsx infra/src/deploy/env-example.ts --write   rewrite them (after adding or changing an area)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  areas as registry,
  defaultManifestUrl,
  gatewayPart,
  gatewayUpstreams,
  portVar,
  remoteManifestVar,
  remotesOf,
  shellPart,
  type Area,
} from '@inkspell/contracts/areas';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const lines = (entries: [string, string | number][]) => entries.map(([name, value]) => `${name}=${value}`).join('\n');

/** The gateway's limits, the same lines in both files (the root's and the gateway's own). */
const gatewayLimits = `RATE_LIMIT_MAX=600
RATE_LIMIT_USER_MAX=600
RATE_LIMIT_WINDOW_SECONDS=60
# Anonymous requests are counted in the gateway and synced to Redis this often (ADR 0043); 0: each one in Redis.
RATE_LIMIT_SYNC_MS=100
UPSTREAM_TIMEOUT_MS=15000
# Proxies in front of the gateway whose X-Forwarded-For it believes (CIDRs or loopback, uniquelocal); empty: it is the edge.
TRUSTED_PROXIES=
# Gateway processes sharing the port (docs/perf.md says when to raise it); the fast path is ADR 0012.
GATEWAY_WORKERS=1
GATEWAY_FAST_PATH=true`;

/** The gateway, the shell, then each area's service and remote, with their default ports. */
function addresses(list: readonly Area[]): { name: string; port: number }[] {
  return [
    gatewayPart,
    { name: shellPart.dir, port: shellPart.port },
    ...list.flatMap(({ service, remote }) => [service, ...(remote ? [{ name: remote.dir, port: remote.port }] : [])]),
  ];
}

/** The root .env.example: every variable `npm start` reads, with its local default. */
export function renderRootEnvExample(list: readonly Area[] = registry): string {
  const databases = list.map((area) => area.service.database).join(', ');
  return `# Inkspell: every environment variable with its local default. \`npm start\` works with no .env at all;
# copy this file to .env only to change something. Written by infra/src/deploy/env-example.ts from the area
# registry (packages/contracts/src/areas.ts): change the registry, then run it with --write.

# --- Addresses (all on this machine by default): the gateway, the shell, then each area's service and remote ---
${lines(addresses(list).map((part) => [portVar(part.name), part.port]))}

# --- PostgreSQL: one server, one database per service (${databases}),
# created and migrated at start. DATABASE_SUFFIX is appended to each name (test runs use their own).
PG_URL=postgres://postgres@127.0.0.1:5432/postgres
DATABASE_SUFFIX=

# --- Redis (sessions, rate limits) ---
REDIS_URL=redis://127.0.0.1:6379
REDIS_PREFIX=inkspell:

# --- NATS with JetStream (events and commands); NATS_PREFIX puts a run's subjects under their own root ---
NATS_URL=nats://127.0.0.1:4222
NATS_PREFIX=

# --- Gateway identity token (EdDSA). Leave both empty locally: npm start makes a fresh pair at every start.
# In production set both (PEM; literal \\n is accepted; openssl genpkey -algorithm ed25519). Never commit them: a
# production gateway refuses a missing pair and any key listed in gateway/src/development-keys.ts (ADR 0026).
GATEWAY_JWT_PRIVATE_KEY=
GATEWAY_JWT_PUBLIC_KEY=

# --- Gateway limits ---
${gatewayLimits}

# --- Front end: where the shell finds each remote's manifest (through the gateway by default) ---
${lines(remotesOf(list).map((remote) => [remoteManifestVar(remote), defaultManifestUrl(remote)]))}

# --- The world outside (empty: the local stand-ins, so nothing here is needed to run) ---
# Where links in e-mails point; https in production (the session cookie is Secure then), plain http only on localhost.
APP_URL=http://localhost:8080
# SMTP for password resets, 2FA, shared stories and contact notices. Empty: mails are written to .data/mail and
# delivered to nobody (a share then offers its link to copy). NODE_ENV=production refuses to start without it
# unless MAIL_MODE=file is set on purpose (ADR 0026).
SMTP_URL=
# smtp (needs SMTP_URL) or file; empty: smtp with an SMTP_URL, file without one (outside production).
MAIL_MODE=
MAIL_FROM=Spell at Inkspell <spell@inkspell.local>
# Where file mode writes mail.
MAIL_OUTBOX_DIR=.data/mail
# The administrator mailed each contact message; production needs it unless MAIL_MODE=file.
ADMIN_EMAIL=
# The administrator created at start when no account holds ADMIN_USERNAME; it never promotes one (ADR 0024).
# Production creates none without ADMIN_PASSWORD and refuses to start with the development one.
ADMIN_USERNAME=spelladmin
ADMIN_PASSWORD=
# OpenAI for story text, art and narration; empty: the offline engines (ADR 0008). OPENAI_BASE_URL points them at
# another endpoint, e.g. the local test server (npm run openai:test-server; then OPENAI_API_KEY=test and
# OPENAI_BASE_URL=http://127.0.0.1:4010/v1). The models each engine asks:
OPENAI_API_KEY=
OPENAI_BASE_URL=
OPENAI_STORY_MODEL=gpt-4o-mini
OPENAI_IMAGE_MODEL=dall-e-3
OPENAI_SPEECH_MODEL=gpt-4o-mini-tts
OPENAI_MODERATION_MODEL=omni-moderation-latest
# Stripe for ink purchases. Empty: the demo provider that charges nobody, and says so ("Demo mode" in the shop,
# demo purchases kept apart in the ledger and Insights). NODE_ENV=production refuses to start without both keys
# unless PAYMENTS_MODE=demo is set on purpose (ADR 0026).
STRIPE_SECRET_KEY=
STRIPE_WEBHOOK_SECRET=
# stripe (needs both keys) or demo; empty: stripe with a secret key, demo without one (outside production).
PAYMENTS_MODE=
STRIPE_PUBLISHABLE_KEY=
# Ink a new user gets on top of the welcome ink when signing up through a shared link.
REFERRAL_NEW_USER_BONUS=0
# Referral bonuses one sharer may earn in a rolling 30 days (3 ink per friend who signs up through their links).
REFERRAL_BONUS_CAP_PER_30_DAYS=20

# --- Observability: traces go over OTLP/HTTP when set (e.g. http://127.0.0.1:4318); empty: tracing off ---
OTEL_EXPORTER_OTLP_ENDPOINT=
# The gateway's Prometheus /metrics on a port of its own; each service serves /metrics on its own port.
GATEWAY_METRICS_PORT=9464

LOG_LEVEL=info
`;
}

/** gateway/.env.example: what the gateway reads when it is started on its own. */
export function renderGatewayEnvExample(list: readonly Area[] = registry): string {
  return `# Required: the gateway's Ed25519 private key (PKCS8 PEM); one line with literal \\n is fine. With
# NODE_ENV=production a missing key, or one listed in gateway/src/development-keys.ts, stops the start (ADR 0026).
NODE_ENV=development
GATEWAY_JWT_PRIVATE_KEY=
# Everything below shows its default. The upstream URLs follow the area registry
# (packages/contracts/src/areas.ts); infra/src/deploy/env-example.ts --write rewrites this file from it.
GATEWAY_HOST=127.0.0.1
GATEWAY_PORT=${gatewayPart.port}
${lines(gatewayUpstreams(list).map((upstream) => [upstream.urlVar, `http://127.0.0.1:${upstream.port}`]))}
REDIS_URL=redis://127.0.0.1:6379
REDIS_PREFIX=inkspell:
APP_ORIGINS=http://localhost:${gatewayPart.port},http://127.0.0.1:${gatewayPart.port}
${gatewayLimits}
# Prometheus /metrics on a port of its own (empty: none); traces over OTLP/HTTP when the endpoint is set.
GATEWAY_METRICS_PORT=
OTEL_EXPORTER_OTLP_ENDPOINT=
LOG_LEVEL=info
`;
}

/** Each generated file with the content it should have. */
export const envExampleFiles = (): { file: string; content: string }[] => [
  { file: path.join(repoRoot, '.env.example'), content: renderRootEnvExample() },
  { file: path.join(repoRoot, 'gateway', '.env.example'), content: renderGatewayEnvExample() },
];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const write = process.argv.includes('--write');
  const stale = envExampleFiles().filter(({ file, content }) => readFileSync(file, 'utf8') !== content);
  for (const { file, content } of stale) {
    if (write) writeFileSync(file, content);
    console.log(`${write ? 'wrote' : 'out of date:'} ${path.relative(repoRoot, file)}`);
  }
  if (stale.length === 0) console.log('.env.example files match the area registry.');
  else if (!write) process.exitCode = 1;
}
