// @ts-check
import boundaries from 'eslint-plugin-boundaries';

/**
 * The import boundaries of ARCHITECTURE.md as lint rules. Folders are classified into elements by path
 * (so a service or remote added tomorrow is covered without touching this file); `dependencies` then
 * forbids the edges the architecture rules out, matching both the resolved file and the import text.
 */

/** Where a service talks to the outside world: the layers a pure domain must not reach. */
const serviceIo = ['db', 'adapters', 'routes', 'commands', 'events'];

/** Packages that open connections or serve HTTP, and the kit's I/O entry points. */
const ioModules = [
  'koa',
  'koa-*',
  '@koa/**',
  'pg',
  'pg/**',
  'drizzle-orm',
  'drizzle-orm/**',
  'ioredis',
  'nats',
  '@nats-io/**',
  // The kit's main entry brings Koa, pg and NATS; only its pure errors and ports subpaths belong in a domain.
  '@inkspell/service-kit',
  '@inkspell/service-kit/!(errors|ports)',
];

/** The deployable apps, by workspace package name: a shared package must never depend on one. */
const appPackages = [
  '@inkspell/shell',
  '@inkspell/mf-*',
  '@inkspell/*-service',
  '@inkspell/gateway',
  '@inkspell/infra',
  '@inkspell/e2e',
].flatMap((name) => [name, `${name}/**`]);

/**
 * Folders that import one way only, so they never form a cycle: `upper` may import `lower`, never the reverse.
 * Each is an element of its own (before the package or app it sits in), and the policies below keep them in
 * their package's or app's rules.
 */
const oneWayFolders = [
  {
    lower: { type: 'kit-db', pattern: 'packages/service-kit/src/db' },
    upper: { type: 'kit-events', pattern: 'packages/service-kit/src/events' },
    message: "The kit's db/ must not import events/: events/ builds on db/ (the executor, the outbox table), never the reverse.",
  },
  {
    lower: { type: 'shell-federation', pattern: 'shell/src/federation' },
    upper: { type: 'shell-routing', pattern: 'shell/src/routing' },
    message: "The shell's federation/ must not import routing/: routing/ loads remotes through federation/, never the reverse.",
  },
];
const oneWayElements = oneWayFolders.flatMap(({ lower, upper }) => [lower, upper]);
const kitFolderTypes = oneWayElements.filter((element) => element.pattern.startsWith('packages/')).map((element) => element.type);
const shellFolderTypes = oneWayElements.filter((element) => element.pattern.startsWith('shell/')).map((element) => element.type);

const appTypes = ['shell', ...shellFolderTypes, 'remote', 'domain', 'service-io', 'service', 'gateway', 'infra', 'e2e'];
const packageTypes = ['package', ...kitFolderTypes];

/** Every element a service's files (src and test) belong to. */
const serviceTypes = ['domain', 'service-io', 'service'];

/**
 * A service's front doors, the only paths another service's code or tests may import it by: `/service` (the
 * definition main.ts starts, for startTestService) and `/testing` (the peers and harnesses the owner keeps).
 */
const serviceInternals = ['@inkspell/*-service', '@inkspell/*-service/!(service|testing)', '@inkspell/*-service/*/**'];

/** @type {import('eslint').Linter.Config} */
export const architecture = {
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': import.meta.dirname,
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.d.ts', '.js'] } },
    // First match wins: the one-way folders before their package or app, the domain and I/O layers before the rest
    // of their service.
    'boundaries/elements': [
      ...oneWayElements.map((element) => ({ ...element, partialMatch: false })),
      { type: 'domain', pattern: 'services/*/src/domain', capture: ['service'], partialMatch: false },
      { type: 'service-io', pattern: `services/*/src/{${serviceIo.join(',')}}`, capture: ['service'], partialMatch: false },
      { type: 'service', pattern: 'services/*', capture: ['service'], partialMatch: false },
      { type: 'remote', pattern: 'mf-*', capture: ['remote'], partialMatch: false },
      { type: 'shell', pattern: 'shell', partialMatch: false },
      { type: 'package', pattern: 'packages/*', capture: ['package'], partialMatch: false },
      { type: 'gateway', pattern: 'gateway', partialMatch: false },
      { type: 'infra', pattern: 'infra', partialMatch: false },
      { type: 'e2e', pattern: 'e2e', partialMatch: false },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        // Also judge imports of packages (koa, mf_* federation ids, workspace names), not only relative files.
        checkAllOrigins: true,
        policies: [
          // First, so that a later policy matching the same import (a domain borrowing a domain) gives its own message.
          {
            from: { element: { types: serviceTypes } },
            // A path resolves into the other service's folder. A front door imported by its workspace name resolves
            // through node_modules, outside every element, and the next policy judges it by its text instead.
            disallow: { to: { element: { types: serviceTypes, captured: { service: '!{{from.captured.service}}' } } } },
            message:
              "A service must not reach into another service's folder by path; use its front doors, @inkspell/<service>-service/service or /testing.",
          },
          {
            from: { element: { types: serviceTypes } },
            disallow: { dependency: { source: serviceInternals } },
            message:
              'Another service is imported only through its front doors, @inkspell/<service>-service/service or /testing ({{dependency.source}}).',
          },
          {
            from: { element: { type: 'domain' } },
            disallow: { to: { element: { types: ['service-io', 'service'] } } },
            message:
              'A domain stays pure: it must not import db/, adapters/, routes/, commands/, events/ or anything else outside domain/ (ARCHITECTURE.md).',
          },
          {
            from: { element: { type: 'domain' } },
            disallow: { to: { element: { type: 'domain', captured: { service: '!{{from.captured.service}}' } } } },
            message: "A service's domain must not import another service's domain; share rules through packages/contracts.",
          },
          {
            from: { element: { type: 'domain' } },
            disallow: { dependency: { source: ioModules } },
            message:
              'A domain stays pure: no Koa, pg, drizzle, Redis, NATS or service-kit I/O ({{dependency.source}}); typed errors come from @inkspell/service-kit/errors, transaction types from /ports.',
          },
          {
            from: { element: { type: 'remote' } },
            disallow: { to: { element: { type: 'remote', captured: { remote: '!{{from.captured.remote}}' } } } },
            message: 'A remote must not import another remote; share through packages/ or the shell.',
          },
          {
            from: { element: { type: 'remote' } },
            disallow: { dependency: { source: ['mf_*', 'mf_*/**', '@inkspell/mf-*', '@inkspell/mf-*/**'] } },
            message: 'A remote must not import another remote ({{dependency.source}}); share through packages/ or the shell.',
          },
          ...oneWayFolders.map(({ lower, upper, message }) => ({
            from: { element: { type: lower.type } },
            disallow: { to: { element: { type: upper.type } } },
            message,
          })),
          {
            from: { element: { types: packageTypes } },
            disallow: { to: { element: { types: appTypes } } },
            message: 'A shared package must not import an app (shell, remotes, services, gateway, infra, e2e).',
          },
          {
            from: { element: { types: packageTypes } },
            disallow: { dependency: { source: appPackages } },
            message: 'A shared package must not import an app ({{dependency.source}}).',
          },
        ],
      },
    ],
  },
};
