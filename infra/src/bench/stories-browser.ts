import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, Page, Request, Response } from 'playwright-core';
import { storiesApiPaths } from '@inkspell/contracts/values';
import { appAnswersScript } from '../browser/page-probes';

/**
 * Time to first words as a family lives it (issue #8): a signed-in page on /create with the form filled,
 * the click on the create button, and the clock stops when the new story's first paragraph is visible on
 * /story/:id. The clock runs in this process around the Playwright calls, so it includes what the browser
 * adds (the click, the waiting animation, the navigation, the reader's own GET and render).
 */

/** One measured creation: both figures from the click, in ms. */
export interface CreateTiming {
  /** The POST /api/stories/generate answer reached the page. */
  answerMs: number;
  /** The address is /story/:id (the reader's chunk, its GET and its render follow). */
  openedMs: number;
  /** The story's first words are visible on /story/:id. */
  wordsMs: number;
  /** The page's API requests from the click to the words (only kept for a slow sample, to show where it waited). */
  timeline?: string[];
}

/** A sample this slow keeps its request timeline: the page waited on something, and the timeline says what. */
const slowSampleMs = 5_000;

export interface RoundsResult {
  timings: CreateTiming[];
  /** What went wrong, one line per failed creation (a wrong status, a timeout). */
  failures: string[];
}

/** A signed-in user's page: its session cookie (`a=b; c=d`) set on the gateway's origin. */
export async function signedInPage(browser: Browser, base: string, cookie: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  await context.addCookies(
    cookie.split(';').flatMap((pair) => {
      const at = pair.indexOf('=');
      return at > 0 ? [{ name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), url: base }] : [];
    }),
  );
  return context.newPage();
}

/** Until React has taken over the page (typing into a prerendered form before then is lost). */
async function appRunning(page: Page): Promise<void> {
  // A prerendered page starts its app when the visitor acts (ADR 0044); a signed-in one at once anyway.
  await page.keyboard.press('Shift');
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await page.waitForTimeout(50)) {
    // React has the root, and a prerendered page's starter has handed over (until then a click is held).
    if (await page.evaluate<boolean>(appAnswersScript)) return;
  }
  throw new Error(`React did not take over ${page.url()} within 30 s`);
}

const categories = ['adventure', 'fairy-tale', 'space', 'mystery', 'dragon', 'underwater'];

/**
 * Does a step of filling the form until the page shows it took: under load a prerendered page can still be
 * hydrating after React took over #root, and an input it receives then is lost (a person would do it again).
 */
async function until(page: Page, what: string, step: () => Promise<void>, took: () => Promise<boolean>): Promise<void> {
  let last = '';
  for (const deadline = Date.now() + 30_000; ; await page.waitForTimeout(100)) {
    try {
      await step();
      if (await took()) return;
    } catch (error) {
      last = `: ${(error as Error).message.split('\n')[0]}`;
    }
    if (Date.now() > deadline) throw new Error(`${what} did not take within 30 s${last}`);
  }
}

/** Opens /create and fills the form as a family would: category, hero, adventure, medium; narration as asked. */
export async function fillCreateForm(page: Page, i: number, includeAudio: boolean): Promise<void> {
  await page.goto('/create');
  await appRunning(page);
  const category = page.getByTestId(`category-${categories[i % categories.length]}`);
  await until(
    page,
    'picking the category',
    () => category.click(),
    async () => (await category.getAttribute('aria-pressed')) === 'true',
  );
  const fields: [string, string][] = [
    ["Hero's name", ['Luna', 'Max', 'Pip', 'Ada', 'Zed'][i % 5]!],
    ['What happens in the adventure?', 'finds a lost star in the Whispering Wood and brings it home'],
  ];
  for (const [label, value] of fields) {
    const field = page.getByLabel(label);
    await until(
      page,
      `typing "${label}"`,
      () => field.fill(value),
      async () => (await field.inputValue()) === value,
    );
  }
  const length = page.getByLabel('Story length');
  await until(
    page,
    'choosing the length',
    async () => void (await length.selectOption('medium')),
    async () => (await length.inputValue()) === 'medium',
  );
  const audio = page.getByLabel(/Spell reads it aloud/);
  await until(
    page,
    'setting narration',
    () => audio.setChecked(includeAudio),
    async () => (await audio.isChecked()) === includeAudio,
  );
  // The button is enabled once the user (and so the balance) is known.
  const create = page.getByTestId('create-story');
  for (const deadline = Date.now() + 30_000; await create.isDisabled(); await page.waitForTimeout(50)) {
    if (Date.now() > deadline) {
      const pill = await page
        .getByTestId('ink-balance')
        .textContent({ timeout: 1000 })
        .catch(() => 'none');
      throw new Error(`the create button stayed disabled: ${(await create.textContent())?.trim()}, ink pill ${pill?.trim()}`);
    }
  }
}

/** Clicks the create button of a filled form and times it; a status other than 202 or a timeout is a failure. */
export async function createAndTime(page: Page, timeoutMs = 60_000): Promise<CreateTiming | string> {
  const answer = page.waitForResponse(
    (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === storiesApiPaths.generate,
    { timeout: timeoutMs },
  );
  const t0 = performance.now();
  const timeline: string[] = [];
  const at = () => `${Math.round(performance.now() - t0)} ms`;
  const apiPath = (url: string) => {
    const { pathname } = new URL(url);
    return pathname.startsWith('/api/') ? pathname : undefined;
  };
  const onRequest = (req: Request) => void (apiPath(req.url()) && timeline.push(`${at()} ${req.method()} ${apiPath(req.url())}`));
  const onResponse = (res: Response) =>
    void (apiPath(res.url()) && timeline.push(`${at()} ${res.status()} ${res.request().method()} ${apiPath(res.url())}`));
  const onFailed = (req: Request) =>
    void (apiPath(req.url()) && timeline.push(`${at()} failed ${req.method()} ${apiPath(req.url())}: ${req.failure()?.errorText}`));
  page.on('request', onRequest);
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  try {
    await page.getByTestId('create-story').click();
    const res = await answer;
    const answerMs = performance.now() - t0;
    if (res.status() !== 202) return `POST ${storiesApiPaths.generate} answered ${res.status()}`;
    const left = () => Math.max(1, timeoutMs - (performance.now() - t0));
    await page.waitForURL((url) => /^\/story\/[^/?]+$/.test(url.pathname), { timeout: left(), waitUntil: 'commit' });
    const openedMs = performance.now() - t0;
    await page.getByTestId('story-content').locator('p').filter({ hasText: /\S/ }).first().waitFor({ state: 'visible', timeout: left() });
    const wordsMs = performance.now() - t0;
    if (!/^\/story\/[^/?]+$/.test(new URL(page.url()).pathname)) return `the words showed on ${page.url()}, not on /story/:id`;
    return { answerMs, openedMs, wordsMs, ...(wordsMs > slowSampleMs ? { timeline } : {}) };
  } catch (error) {
    void answer.catch(() => undefined);
    return `${(error as Error).message.split('\n')[0]!} (requests: ${timeline.join('; ')})`;
  } finally {
    page.off('request', onRequest);
    page.off('response', onResponse);
    page.off('requestfailed', onFailed);
  }
}

/**
 * `rounds` rounds on every page at once: each page opens /create and fills the form, all wait for the
 * slowest, then all click together, so the creations of a round really overlap (`pages.length` users at
 * once). Only 202 answers followed by the words on screen are samples; everything else is a failure.
 */
export async function timedRounds(pages: readonly Page[], rounds: number, includeAudio: boolean): Promise<RoundsResult> {
  const timings: CreateTiming[] = [];
  const failures: string[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const ready = await Promise.allSettled(pages.map((page, i) => fillCreateForm(page, round * pages.length + i, includeAudio)));
    const results = await Promise.all(
      pages.map(async (page, i) => {
        const filled = ready[i]!;
        return filled.status === 'fulfilled' ? createAndTime(page) : `filling the form: ${String(filled.reason).split('\n')[0]}`;
      }),
    );
    for (const result of results) {
      if (typeof result === 'string') failures.push(result);
      else timings.push(result);
    }
  }
  return { timings, failures };
}

/**
 * CPU ticks (1/100 s on Linux) used so far by every live process, each in its group: this bench's Chromium,
 * the services, gateway and static servers this bench started with the PostgreSQL backends of its run's
 * databases (their names carry `runId`, as in run-cpu.ts), the bench itself, Redis/NATS and the other
 * PostgreSQL backends (shared with anything else on the machine), and the rest (other work on the machine).
 */
export function cpuSnapshot(runId: string): CpuSnapshot {
  const procs = new Map<number, { ppid: number; ticks: number; args: string }>();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const args = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
      procs.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), args });
    } catch {
      // the process ended between the listing and the read
    }
  }
  const ours = (pid: number): boolean => {
    for (let at = procs.get(pid)?.ppid; at !== undefined && at > 1; at = procs.get(at)?.ppid) if (at === process.pid) return true;
    return false;
  };
  const snapshot: CpuSnapshot = new Map();
  for (const [pid, { ticks, args }] of procs) {
    const group: CpuGroup =
      pid === process.pid
        ? 'bench'
        : ours(pid) || (args.startsWith('postgres') && args.includes(runId))
          ? /chrom/.test(args)
            ? 'chromium'
            : 'platform'
          : /^postgres|redis-server|nats-server/.test(args)
            ? 'servers'
            : 'other';
    snapshot.set(pid, { group, ticks });
  }
  return snapshot;
}

/**
 * Seconds of CPU each group used between two snapshots. A process born in between counts from zero; one that
 * ended in between is lost (its time is neither here nor in the idle share the caller derives).
 */
export function cpuSecondsBetween(before: CpuSnapshot, after: CpuSnapshot): Map<CpuGroup, number> {
  const used = new Map<CpuGroup, number>(cpuGroups.map((group) => [group, 0]));
  for (const [pid, { group, ticks }] of after) used.set(group, used.get(group)! + (ticks - (before.get(pid)?.ticks ?? 0)) / 100);
  return used;
}

export type CpuSnapshot = Map<number, { group: CpuGroup; ticks: number }>;
export const cpuGroups = ['chromium', 'platform', 'bench', 'servers', 'other'] as const;
export type CpuGroup = (typeof cpuGroups)[number];
