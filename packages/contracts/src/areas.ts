/**
 * The one registry of Inkspell's business areas (ARCHITECTURE §2). Each entry says everything the
 * platform needs to run the area: its service (port, database, the API paths the gateway sends it)
 * and its federated remote (container name, folder, port, what it exposes, the pages it renders).
 * The launcher, the gateway's routes, the static servers, the front-end builds, the shell's remote
 * list and route table, and the env defaults are all derived from it, so adding an area is one
 * entry here plus its folders (docs/adding-an-area.md).
 *
 * Pure data and tiny pure derivations only: the shell bundles this file, so no node imports.
 */

/** A page a remote renders, with its default title (formatPageTitle adds the suffix; home has none). */
export interface AreaRoute {
  /** Absolute react-router path, the same one the remote declares in its own <Routes>. */
  readonly path: string;
  readonly title?: string;
  readonly description?: string;
}

export interface AreaService {
  /** Folder under services/, process name, and the gateway's service endpoint. */
  readonly name: string;
  /** Default port; <NAME>_PORT overrides it. */
  readonly port: number;
  /** Its own PostgreSQL database (a test run appends a suffix). */
  readonly database: string;
  /** express-gateway path patterns proxied unchanged to the service. */
  readonly apiPaths: readonly string[];
}

export interface AreaRemote {
  /** The shell's name for it: config.json's remotes key, REMOTE_<KEY>_URL, the prefix /remotes/<key>. */
  readonly key: string;
  /** Module Federation container name (also the webpack uniqueName). */
  readonly name: string;
  /** Folder in the repository; also its static server's process name and gateway service endpoint. */
  readonly dir: string;
  /** Default port of its static server; <DIR>_PORT (MF_INK_PORT) overrides it. */
  readonly port: number;
  /** What the container federates, relative to its folder. Every remote exposes remoteRoutesModule. */
  readonly exposes: Readonly<Record<string, string>>;
  /** Loaded only for administrators: never preloaded, and its pages send anyone else home. */
  readonly adminOnly: boolean;
  readonly routes: readonly AreaRoute[];
}

export interface Area {
  readonly key: string;
  readonly service: AreaService;
  readonly remote: AreaRemote | null;
}

/** The module every remote exposes: a component rendering <Routes> for the area's paths. */
export const remoteRoutesModule = './Routes';

export const areas = [
  {
    key: 'accounts',
    service: { name: 'accounts', port: 4001, database: 'inkspell_accounts', apiPaths: ['/api/auth/*', '/api/user/*'] },
    remote: {
      key: 'account',
      name: 'mf_account',
      dir: 'mf-account',
      port: 3003,
      exposes: { [remoteRoutesModule]: './src/exposes/AccountRoutes.tsx' },
      adminOnly: false,
      routes: [
        { path: '/login', title: 'Welcome Back' },
        { path: '/register', title: 'Join Inkspell' },
        { path: '/profile', title: 'Account Settings' },
        { path: '/security', title: 'Security Settings' },
        { path: '/forgot-password', title: 'Forgot Password' },
        { path: '/reset-password', title: 'Reset Password' },
        { path: '/disable-2fa', title: 'Disable Two-Factor Authentication' },
        { path: '/confirm-email', title: 'Confirm Your Email' },
      ],
    },
  },
  {
    key: 'stories',
    service: { name: 'stories', port: 4002, database: 'inkspell_stories', apiPaths: ['/api/stories', '/api/stories/*'] },
    remote: {
      key: 'stories',
      name: 'mf_stories',
      dir: 'mf-stories',
      port: 3001,
      exposes: { [remoteRoutesModule]: './src/exposes/StoriesRoutes.tsx' },
      adminOnly: false,
      routes: [
        { path: '/', description: 'Personalised, age-appropriate stories for children and families, narrated by Spell.' },
        { path: '/create', title: 'Create a Story', description: 'Name a hero, pick an adventure and let Spell write a brand-new story.' },
        { path: '/stories', title: 'My Stories', description: 'Your library of magical stories, ready to read, continue and share.' },
        { path: '/story/:id', title: 'Story' },
        { path: '/collection/:collectionId', title: 'Story Collection' },
        { path: '/parent-review', title: 'Parent Review' },
      ],
    },
  },
  {
    key: 'ink',
    service: { name: 'ink', port: 4003, database: 'inkspell_ink', apiPaths: ['/api/ink', '/api/ink/*', '/api/ink-transactions*'] },
    remote: {
      key: 'ink',
      name: 'mf_ink',
      dir: 'mf-ink',
      port: 3002,
      exposes: { [remoteRoutesModule]: './src/exposes/InkRoutes.tsx' },
      adminOnly: false,
      routes: [
        { path: '/ink-shop', title: 'Purchase Ink' },
        { path: '/ink-usage', title: 'Ink History' },
        { path: '/refund-request', title: 'Refund Request' },
      ],
    },
  },
  {
    key: 'admin',
    service: {
      name: 'admin',
      port: 4004,
      database: 'inkspell_admin',
      apiPaths: ['/api/refund-requests*', '/api/admin/*', '/api/analytics*', '/api/contact-messages*'],
    },
    remote: {
      key: 'admin',
      name: 'mf_admin',
      dir: 'mf-admin',
      port: 3004,
      exposes: { [remoteRoutesModule]: './src/exposes/AdminRoutes.tsx' },
      adminOnly: true,
      routes: [{ path: '/admin-management-console', title: 'Admin Console' }],
    },
  },
] as const satisfies readonly Area[];

/** The platform's own parts, which are not areas: the front door and the host app. */
export const gatewayPart = { name: 'gateway', port: 8080 } as const;
export const shellPart = { name: 'shell', dir: 'shell', port: 3000 } as const;

/** Every remote of the registry, in registry order. */
export const remotes = areas.flatMap((area) => (area.remote ? [area.remote] : []));
export type RemoteKey = (typeof remotes)[number]['key'];
export type ServiceName = (typeof areas)[number]['service']['name'];

/** The remotes of any registry (the real one, or one a test extends). */
export function remotesOf(list: readonly Area[]): AreaRemote[] {
  return list.flatMap((area) => (area.remote ? [area.remote] : []));
}

/** The remote with this key; throws for an unknown key so a typo fails loudly. */
export function remoteByKey(key: string, list: readonly Area[] = areas): AreaRemote {
  const remote = remotesOf(list).find((r) => r.key === key);
  if (!remote) throw new Error(`Unknown remote ${key}`);
  return remote;
}

/** Where the gateway serves a remote's files: /remotes/<key>. */
export function remotePathPrefix(remote: Pick<AreaRemote, 'key'>): string {
  return `/remotes/${remote.key}`;
}

/** A remote's manifest behind the gateway: the shell's default when config.json names no other. */
export function defaultManifestUrl(remote: Pick<AreaRemote, 'key'>): string {
  return `${remotePathPrefix(remote)}/mf-manifest.json`;
}

/** 'mf-ink' → 'MF_INK': the stem of every environment variable about a part. */
export function envStem(name: string): string {
  return name.toUpperCase().replace(/-/g, '_');
}

export const portVar = (name: string) => `${envStem(name)}_PORT`;
export const urlVar = (name: string) => `${envStem(name)}_URL`;
export const databaseUrlVar = (name: string) => `${envStem(name)}_DATABASE_URL`;
/** Overrides where the shell loads a remote's manifest from (REMOTE_INK_URL). */
export const remoteManifestVar = (remote: Pick<AreaRemote, 'key'>) => `REMOTE_${envStem(remote.key)}_URL`;

/** A front end served as static files: the shell and every remote. */
export interface StaticApp {
  /** Folder in the repository and process name. */
  name: string;
  port: number;
  /** The shell answers its client-side routes with index.html; remotes do not. */
  isShell: boolean;
}

export function staticApps(list: readonly Area[]): StaticApp[] {
  return [
    { name: shellPart.dir, port: shellPart.port, isShell: true },
    ...remotesOf(list).map((remote) => ({ name: remote.dir, port: remote.port, isShell: false })),
  ];
}

/** Something the gateway proxies to: its service endpoint name, the variable holding its URL, its default port. */
export interface GatewayUpstream {
  endpoint: string;
  urlVar: string;
  port: number;
}

export function gatewayUpstreams(list: readonly Area[]): GatewayUpstream[] {
  const parts = [...staticApps(list).map((app) => ({ name: app.name, port: app.port })), ...list.map((area) => area.service)];
  return parts.map((part) => ({ endpoint: part.name, urlVar: urlVar(part.name), port: part.port }));
}
