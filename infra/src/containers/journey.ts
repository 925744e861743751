/**
 * A family's journey through the containerised gateway, checked at every step: register (welcome ink),
 * preview, a story with pictures and narration (its ink held then captured), the balance fallen by the
 * story's price, a demo pack bought, a refund asked for and approved by the administrator. Every balance
 * is checked exactly, so ink lost or doubled by a container that died on the way shows here.
 */
import { randomBytes } from 'node:crypto';
import { inkGrants, inkPacks, type Story } from '@inkspell/contracts';
import { waitFor } from '@inkspell/service-kit/testing';
import type { GatewayClient } from './gateway-client';

export interface JourneyResult {
  username: string;
  storyId: string;
  balance: number;
}

/** Told after each step by its name, so a caller can do something while the journey goes on (kill a container). */
export type AfterStep = (name: string) => void;

/** A step runner that logs each step with its time, tells `after`, and throws with the failing step's name. */
function stepsTelling(after?: AfterStep) {
  return async function step<T>(name: string, run: () => Promise<T>, describe: (value: T) => string = () => ''): Promise<T> {
    const started = Date.now();
    try {
      const value = await run();
      console.log(`  ✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)${describe(value) ? `: ${describe(value)}` : ''}`);
      after?.(name);
      return value;
    } catch (error) {
      throw new Error(`journey step "${name}" failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  };
}

function expectStatus(answer: { status: number; text: string }, status: number, what: string): void {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status}, not ${status}: ${answer.text.slice(0, 300)}`);
}

/** The journey; `timeoutMs` bounds each wait (longer when containers are being killed on the way). */
export async function runJourney(
  client: GatewayClient,
  admin: { username: string; password: string },
  timeoutMs = 120_000,
  afterStep?: AfterStep,
): Promise<JourneyResult> {
  const step = stepsTelling(afterStep);
  const wait = { timeoutMs, intervalMs: 500 };
  const balanceOf = async (cookie: string) => {
    const answer = await client.call('/api/ink/balance', { cookie });
    expectStatus(answer, 200, 'GET /api/ink/balance');
    return (answer.body as { balance: number }).balance;
  };
  const balanceIs = (cookie: string, expected: number, what: string) =>
    waitFor(async () => ((await balanceOf(cookie)) === expected ? expected : undefined), { ...wait, what });

  const username = `ct_${randomBytes(4).toString('hex')}`;
  const cookie = await step(
    'register a family',
    () => client.session('/api/auth/register', { username, email: `${username}@example.com`, password: 'Dragons!Fly1' }),
    () => username,
  );
  let balance = await step(
    'welcome ink arrives',
    () => balanceIs(cookie, inkGrants.welcome, 'the welcome ink'),
    (b) => `balance ${b}`,
  );

  const form = {
    characterName: 'Pip',
    prompt: 'a lighthouse keeper who finds a map in a bottle',
    category: 'adventure',
    ageGroup: '7-10',
    length: 'short',
    includeAudio: true,
  };
  await step(
    'preview a story',
    async () => {
      const answer = await client.call('/api/stories/preview', { body: form });
      expectStatus(answer, 200, 'POST /api/stories/preview');
      return (answer.body as { title: string }).title;
    },
    (title) => `"${title}"`,
  );

  const created = await step(
    'create a story with pictures and narration',
    async () => {
      const answer = await client.call('/api/stories/generate', { cookie, body: form });
      expectStatus(answer, 202, 'POST /api/stories/generate');
      return answer.body as Story;
    },
    (story) => `202, status ${story.status}, price ${story.inkCost} ink`,
  );
  const story = await step(
    'the story is written and illustrated',
    () =>
      waitFor(
        async () => {
          const read = (await client.call(`/api/stories/${created.id}`, { cookie })).body as Story | null;
          if (read?.status === 'failed') throw new Error(`the story failed: ${read.failureReason}`);
          return read?.status === 'ready' && read.hasImages && read.imageUrls.length > 0 ? read : undefined;
        },
        { ...wait, what: 'the story ready with pictures' },
      ),
    (s) => `"${s.title}", ${s.imageUrls.length} pictures`,
  );
  const narrated = await step(
    'the narration is recorded',
    () =>
      waitFor(
        async () => {
          const read = (await client.call(`/api/stories/${story.id}`, { cookie })).body as Story | null;
          return read?.audioUrl ? read : undefined;
        },
        { ...wait, what: 'the narration' },
      ),
    (s) => s.audioUrl ?? '',
  );
  await step(
    'a picture and the narration are served through the gateway',
    async () => {
      const sizes: string[] = [];
      for (const url of [narrated.imageUrls[0]!, narrated.audioUrl!]) {
        const res = await fetch(new URL(url, client.baseUrl), { signal: AbortSignal.timeout(30_000) });
        const bytes = (await res.arrayBuffer()).byteLength;
        if (res.status !== 200 || bytes === 0) throw new Error(`${url} answered ${res.status} with ${bytes} bytes`);
        sizes.push(`${res.headers.get('content-type')} ${bytes} B`);
      }
      return sizes.join(', ');
    },
    (sizes) => sizes,
  );
  balance = await step(
    'the balance falls by the story’s price',
    () => balanceIs(cookie, inkGrants.welcome - narrated.inkCost, 'the balance after the story'),
    (b) => `${inkGrants.welcome} → ${b}`,
  );

  const pack = inkPacks.find((candidate) => candidate.packageId === 'starter')!;
  balance = await step(
    'buy a demo pack',
    async () => {
      const intent = await client.call('/api/ink/create-payment-intent', { cookie, body: { packageId: pack.packageId } });
      expectStatus(intent, 200, 'POST /api/ink/create-payment-intent');
      const paid = await client.call('/api/ink/confirm-payment', { cookie, body: intent.body });
      expectStatus(paid, 200, 'POST /api/ink/confirm-payment');
      return balanceIs(cookie, balance + pack.credits, 'the balance after the pack');
    },
    (b) => `${pack.name} +${pack.credits}, balance ${b}`,
  );

  const refundId = await step(
    'ask for a refund of the story',
    async () => {
      const answer = await client.call('/api/refund-requests', {
        cookie,
        body: {
          itemType: 'story',
          itemId: narrated.id,
          itemTitle: narrated.title,
          inkAmount: narrated.inkCost,
          reason: 'technical_issue',
          description: 'Asked for by the containers test.',
        },
      });
      expectStatus(answer, 201, 'POST /api/refund-requests');
      return (answer.body as { id: string }).id;
    },
    (id) => id,
  );
  balance = await step(
    'an administrator approves the refund',
    async () => {
      const adminCookie = await client.session('/api/auth/login', admin);
      const answer = await client.call(`/api/admin/refund-requests/${refundId}`, {
        method: 'PATCH',
        cookie: adminCookie,
        body: { status: 'approved', adminNotes: 'Approved by the containers test.' },
      });
      expectStatus(answer, 200, 'PATCH /api/admin/refund-requests/:id');
      return balanceIs(cookie, balance + narrated.inkCost, 'the balance after the refund');
    },
    (b) => `+${narrated.inkCost}, balance ${b}`,
  );
  return { username, storyId: narrated.id, balance };
}
