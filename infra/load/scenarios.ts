import type { LoadRequest, Scenario } from './measure';

/** A signed-in family or the admin: a session cookie from a real login or registration. */
export interface Account {
  username: string;
  password: string;
  cookie: string;
}

interface Context {
  account?: Account;
  storyId?: string;
  paymentIntentId?: string;
  cookie?: string;
}

const json = { 'content-type': 'application/json' };
const seconds = Number(process.env.LOAD_SECONDS ?? 15);

/** Each connection a family of its own, in turn. */
function accountOf(context: Context, families: readonly Account[], next: { i: number }): Account {
  context.account ??= families[next.i++ % families.length]!;
  return context.account;
}

function cookieFrom(headers: unknown): string | undefined {
  // autocannon hands response headers over as a flat [name, value, …] list.
  const list = Array.isArray(headers) ? (headers as string[]) : Object.entries((headers ?? {}) as Record<string, string>).flat();
  for (let i = 0; i < list.length - 1; i += 2) {
    if (String(list[i]).toLowerCase() === 'set-cookie' && String(list[i + 1]).startsWith('inkspell.sid='))
      return String(list[i + 1]).split(';')[0];
  }
  return undefined;
}

/**
 * Each request as the connection's family: autocannon applies a connection's own headers only to requests
 * that have none, so the session cookie goes in here, with the request's own setup after it.
 */
function asFamily(requests: LoadRequest[], families: readonly Account[]): LoadRequest[] {
  const next = { i: 0 };
  return requests.map((request) => ({
    ...request,
    setupRequest: (req: LoadRequest, context: Context) => {
      const signedIn = { ...req, headers: { ...req.headers, cookie: accountOf(context, families, next).cookie } };
      return request.setupRequest && typeof request.setupRequest === 'function' ? request.setupRequest(signedIn, context) : signedIn;
    },
  }));
}

const storyForm = (i: number) =>
  JSON.stringify({
    characterName: ['Luna', 'Max', 'Pip', 'Ada', 'Zed'][i % 5],
    prompt: 'finds a lost star in the Whispering Wood and brings it home',
    category: ['adventure', 'fairy-tale', 'space', 'mystery', 'dragon', 'underwater'][i % 6],
    ageGroup: '7-10',
    length: 'short',
    includeAudio: false,
  });

/**
 * The load mix of issue 14, each scenario what one kind of user does through the gateway, with the limits a
 * run must stay within on this machine (2 cores, every process of the platform on it, loopback). Latency
 * limits follow what each request does: static files from memory; a login hashes a password (argon2id,
 * deliberately slow); a story is accepted at once, then written and drawn by the offline engines in its job while
 * its event stream stays open; a purchase is two ledger transactions; the admin list reads every story.
 */
export function scenarios(input: { origin: string; families: readonly Account[]; admin: Account }): Scenario[] {
  const headers = { origin: input.origin };
  const loginNext = { i: 0 };
  let storyCount = 0;

  const visitors: LoadRequest[] = [
    { method: 'GET', path: '/' },
    { method: 'GET', path: '/stories' },
    { method: 'GET', path: '/remotes/stories/mf-manifest.json' },
    { method: 'GET', path: '/remotes/stories/remoteEntry.js' },
  ];

  const login: LoadRequest[] = [
    {
      method: 'POST',
      path: '/api/auth/login',
      headers: { ...headers, ...json },
      setupRequest: (req, context: Context) => {
        const { username, password } = accountOf(context, input.families, loginNext);
        return { ...req, body: JSON.stringify({ username, password }) };
      },
      onResponse: (_status, _body, context: Context, resHeaders) => {
        context.cookie = cookieFrom(resHeaders);
      },
    },
    {
      method: 'GET',
      path: '/api/auth/user',
      setupRequest: (req, context: Context) => ({ ...req, headers: { ...req.headers, cookie: context.cookie ?? '' } }),
    },
  ];

  const stories: LoadRequest[] = [
    {
      method: 'POST',
      path: '/api/stories/generate',
      headers: { ...headers, ...json },
      setupRequest: (req) => ({ ...req, body: storyForm(storyCount++) }),
      onResponse: (status, body, context: Context) => {
        // 202: accepted, the story being written by its job (issue #22).
        context.storyId = status === 202 ? (JSON.parse(body) as { id: string }).id : undefined;
      },
    },
    // The story page follows the story's events until it is ready: this answer ends when the job has settled it.
    {
      method: 'GET',
      headers: { accept: 'text/event-stream' },
      setupRequest: (req, context: Context) => ({ ...req, path: `/api/stories/${context.storyId ?? 'none'}/events` }),
    },
    { method: 'GET', path: '/api/stories' },
  ];

  const buyInk: LoadRequest[] = [
    {
      method: 'POST',
      path: '/api/ink/create-payment-intent',
      headers: { ...headers, ...json },
      body: JSON.stringify({ packageId: 'starter' }),
      onResponse: (status, body, context: Context) => {
        context.paymentIntentId = status === 200 ? (JSON.parse(body) as { paymentIntentId: string }).paymentIntentId : undefined;
      },
    },
    {
      method: 'POST',
      path: '/api/ink/confirm-payment',
      headers: { ...headers, ...json },
      setupRequest: (req, context: Context) => ({ ...req, body: JSON.stringify({ paymentIntentId: context.paymentIntentId ?? 'none' }) }),
    },
    { method: 'GET', path: '/api/ink/balance' },
  ];

  return [
    {
      key: 'visitors',
      title: 'Visitors browse home and the samples',
      story: 'GET /, /stories (sample stories), the stories remote manifest and entry',
      connections: 20,
      seconds,
      headers,
      requests: visitors,
      thresholds: { maxErrorRate: 0.001, p95Ms: 100, p99Ms: 200 },
    },
    {
      key: 'login',
      title: 'Families log in',
      story: 'POST /api/auth/login (argon2id), then GET /api/auth/user with the new session',
      connections: 4,
      seconds,
      requests: login,
      // argon2id costs ~100 ms of a core per login by design; four at once on two shared cores queue behind each other.
      thresholds: { maxErrorRate: 0.001, p95Ms: 500, p99Ms: 800 },
    },
    {
      key: 'stories',
      title: 'Families create stories and read them',
      story: 'POST /api/stories/generate (short, text + art: 202, a job writes it), follow its events until ready, GET their list',
      connections: 4,
      seconds,
      headers,
      requests: asFamily(stories, input.families),
      // The event stream answers until the job has made the story ready: the stories bench measured that at
      // p50 1.0 s, p95 1.2 s with 10 users at once (offline engines, 2 busy cores); the POST itself takes well under.
      thresholds: { maxErrorRate: 0.001, p95Ms: 1500, p99Ms: 2500 },
    },
    {
      key: 'buy-ink',
      title: 'Families buy ink (demo provider)',
      story: 'POST create-payment-intent, POST confirm-payment, GET /api/ink/balance',
      connections: 4,
      seconds,
      headers,
      requests: asFamily(buyInk, input.families),
      thresholds: { maxErrorRate: 0.001, p95Ms: 100, p99Ms: 200 },
    },
    {
      key: 'admin',
      title: 'An admin lists the stories',
      story: 'GET /api/admin/stories (the newest stories that fit one NATS reply, 512 KiB)',
      connections: 2,
      seconds,
      headers: { ...headers, cookie: input.admin.cookie },
      requests: [{ method: 'GET', path: '/api/admin/stories' }],
      // The answer grows with the stories the story scenario made, up to the 512 KiB one NATS reply carries.
      thresholds: { maxErrorRate: 0.001, p95Ms: 500, p99Ms: 800 },
    },
  ];
}
