import type { EventData, EventSubject } from '@inkspell/contracts';
import { DomainError } from '@inkspell/service-kit/errors';
import { EngineError, type Engines } from '../../src/domain/engines';
import type { NarrationJob, Referral, ReferralCompletion, Repos, StoriesPorts, StoryProgressEvent } from '../../src/domain/ports';
import type { StoryRecord } from '../../src/domain/story';
import { writeStory } from '../../src/domain/write-story';

/**
 * The stories ports in memory, for use-case tests that do no I/O: stories, referrals and narration jobs in
 * arrays, events recorded only when the "transaction" completes, ink holds and mails in lists, and engines
 * that write a fixed story (or fail when told to).
 */
export function memoryPorts(options: { balance?: number } = {}) {
  const stories: StoryRecord[] = [];
  const referrals: Referral[] = [];
  const completions: ReferralCompletion[] = [];
  const jobs: (NarrationJob & { status: string; notBefore: number })[] = [];
  const events: { subject: EventSubject; data: unknown }[] = [];
  const holds: { holdId: string; userId: string; amount: number }[] = [];
  const mails: { to: string; subject: string; text: string }[] = [];
  const failures = { story: false, illustrator: false, narrator: false, mail: false, unsafeOutput: false };
  const gates = new Map<string, { pin: string; reviewStories: boolean }>();
  let balance = options.balance ?? 100;
  let clock = Date.parse('2026-03-01T10:00:00Z');

  const progress: { storyId: string; event: StoryProgressEvent }[] = [];
  const queued: string[] = [];
  const generate: Engines['story']['generate'] = (request) => {
    if (failures.story) return Promise.reject(new EngineError('story', 'provider-failed', 'down'));
    const content = failures.unsafeOutput ? 'A tale about a gun.' : `${request.characterName} set off. ${request.prompt}. The end.`;
    return Promise.resolve({
      title: `${request.characterName}'s ${request.previous ? 'next ' : ''}tale`,
      content,
      preview: content.slice(0, 20),
      wordCount: 10,
      readTime: 3,
      metadata: {
        wordCount: 10,
        setting: 'a wood',
        openThread: 'why?',
        skeletonId: 'x',
        keywords: [],
        engine: 'offline',
        heroLook: `${request.characterName} in a green hood`,
      },
    });
  };
  const unsettled = (id: string) => stories.find((s) => s.id === id && (s.status === 'writing' || s.status === 'illustrating'));
  const engines: Engines = {
    story: {
      generate,
      async write(request, onPiece) {
        const story = await generate(request);
        await onPiece({ kind: 'title', title: story.title });
        for (const [index, text] of story.content.split('\n\n').entries()) await onPiece({ kind: 'paragraph', index, text });
        return story;
      },
    },
    illustrator: {
      drawScene: (request) =>
        failures.illustrator
          ? Promise.reject(new EngineError('illustrator', 'provider-failed', 'no paint'))
          : Promise.resolve({
              sceneIndex: request.sceneIndex,
              alt: `scene ${request.sceneIndex}: ${request.heroLook}`,
              name: `${String(request.sceneIndex).repeat(32)}.svg`,
              contentType: 'image/svg+xml',
              bytes: new Uint8Array([request.sceneIndex]),
            }),
    },
    narrator: {
      narrate: () =>
        failures.narrator
          ? Promise.reject(new EngineError('narrator', 'synthesis-failed', 'silence'))
          : Promise.resolve({
              name: `${'f'.repeat(32)}.mp3`,
              contentType: 'audio/mpeg',
              bytes: new Uint8Array([1]),
              durationSeconds: 60,
              timings: { name: `${'e'.repeat(32)}.vtt`, contentType: 'text/vtt; charset=utf-8', bytes: new Uint8Array([2]) },
            }),
    },
    safety: {
      check: (input) => {
        const words =
          Object.values(input)
            .join(' ')
            .match(/\b(gun|beer)\b/gi) ?? [];
        return Promise.resolve({ safe: words.length === 0, flaggedWords: words.map((w) => w.toLowerCase()) });
      },
    },
  };

  const repos: Repos = {
    stories: {
      findById: (id) => Promise.resolve(stories.find((s) => s.id === id)),
      listByUser: (userId) => Promise.resolve(stories.filter((s) => s.userId === userId).reverse()),
      listCollection: (collectionId) =>
        Promise.resolve(stories.filter((s) => s.collectionId === collectionId).sort((a, b) => a.collectionOrder - b.collectionOrder)),
      // The console's pages are full-text and keyset queries: their tests run on PostgreSQL (test/events/commands.test.ts).
      fullTextQuery: () => Promise.reject(new Error('the console list is tested on PostgreSQL')),
      adminPage: () => Promise.reject(new Error('the console list is tested on PostgreSQL')),
      adminCount: () => Promise.reject(new Error('the console list is tested on PostgreSQL')),
      adminEstimate: () => Promise.reject(new Error('the console list is tested on PostgreSQL')),
      insert: (story) => {
        const saved: StoryRecord = {
          reviewState: 'approved' as const,
          status: 'ready' as const,
          heroPronouns: null,
          heroLook: null,
          ...story,
          failureReason: null,
          timingsUrl: null,
          ownerDisabled: false,
          createdAt: new Date(clock),
        };
        stories.push(saved);
        return Promise.resolve(saved);
      },
      deleteOwned: (id, userId) => {
        const at = stories.findIndex((s) => s.id === id && s.userId === userId);
        if (at >= 0) stories.splice(at, 1);
        return Promise.resolve(at >= 0);
      },
      startCollection: (id, collectionId) => {
        const story = stories.find((s) => s.id === id && s.collectionId === null);
        if (story) Object.assign(story, { collectionId, collectionOrder: 1 });
        return Promise.resolve();
      },
      nextCollectionOrder: (collectionId) =>
        Promise.resolve(Math.max(0, ...stories.filter((s) => s.collectionId === collectionId).map((s) => s.collectionOrder)) + 1),
      adoptPreviews: (sessionId, user) => {
        const moved = stories.filter((s) => s.sessionId === sessionId && s.isPreview && s.userId === null);
        for (const s of moved) Object.assign(s, { userId: user.id, username: user.username });
        return Promise.resolve(moved.length);
      },
      setOwnerDisabled: (userId, disabled) => {
        const mine = stories.filter((s) => s.userId === userId);
        for (const s of mine) s.ownerDisabled = disabled;
        return Promise.resolve(mine.length);
      },
      setAudio: (id, audioUrl, timingsUrl) => {
        Object.assign(stories.find((s) => s.id === id) ?? {}, { hasAudio: true, audioUrl, timingsUrl });
        return Promise.resolve();
      },
      dropAudio: (id) => {
        Object.assign(stories.find((s) => s.id === id) ?? {}, { hasAudio: false, audioUrl: null, timingsUrl: null });
        return Promise.resolve();
      },
      listWaiting: (userId) => Promise.resolve(stories.filter((s) => s.userId === userId && s.reviewState === 'waiting-for-parent')),
      approve: (id, userId) => {
        const story = stories.find((s) => s.id === id && s.userId === userId && s.reviewState === 'waiting-for-parent');
        if (story) story.reviewState = 'approved';
        return Promise.resolve(story !== undefined);
      },
      restartWriting: (id) => {
        const story = unsettled(id);
        if (story) Object.assign(story, { status: 'writing', content: '', preview: '', imageUrls: [], hasImages: false });
        return Promise.resolve(story !== undefined);
      },
      saveProgress: (id, written) => {
        const story = unsettled(id);
        if (story) Object.assign(story, written);
        return Promise.resolve();
      },
      setStatus: (id, status) => {
        const story = unsettled(id);
        if (story) story.status = status;
        return Promise.resolve();
      },
      finish: (id, finished) => {
        const story = unsettled(id);
        if (story) Object.assign(story, finished, { hasImages: finished.imageUrls.length > 0, status: 'ready' });
        return Promise.resolve(story !== undefined);
      },
      fail: (id, reason) => {
        const story = unsettled(id);
        if (story) Object.assign(story, { status: 'failed', failureReason: reason });
        return Promise.resolve(story !== undefined);
      },
    },
    storyJobs: {
      enqueue: (storyId) => {
        queued.push(storyId);
        return Promise.resolve();
      },
    },
    referrals: {
      findByCode: (code) => Promise.resolve(referrals.find((r) => r.referralCode === code)),
      findOpenLink: (userId, storyId) =>
        Promise.resolve(referrals.findLast((r) => r.referrerUserId === userId && r.sharedStoryId === storyId && !r.recipientEmail)),
      insert: (r) => {
        const saved: Referral = {
          ...r,
          id: crypto.randomUUID(),
          recipientUserId: null,
          status: 'pending',
          bonusAwarded: false,
          createdAt: new Date(clock),
          completedAt: null,
        };
        referrals.push(saved);
        return Promise.resolve(saved);
      },
      lockSharer: () => Promise.resolve(),
      bonusesSince: (userId, since) =>
        Promise.resolve(completions.filter((c) => c.referrerUserId === userId && c.bonusAwarded && c.completedAt >= since).length),
      complete: (completion) => {
        if (completions.some((c) => c.recipientUserId === completion.recipientUserId)) return Promise.resolve(false);
        completions.push(completion);
        const link = referrals.find((r) => r.id === completion.referralId);
        if (link && link.status === 'pending') {
          Object.assign(link, { status: 'completed', recipientUserId: completion.recipientUserId, completedAt: completion.completedAt });
        }
        if (link && completion.bonusAwarded) link.bonusAwarded = true;
        return Promise.resolve(true);
      },
      completionOf: (userId) => Promise.resolve(completions.find((c) => c.recipientUserId === userId)),
    },
    narrationJobs: {
      enqueue: (job) => {
        jobs.push({ ...job, id: crypto.randomUUID(), attempts: 0, status: 'pending', notBefore: 0 });
        return Promise.resolve();
      },
      claimNext: (now) => {
        const job = jobs.find((j) => j.status === 'pending' && j.notBefore <= now.getTime());
        if (job) Object.assign(job, { status: 'running', attempts: job.attempts + 1 });
        return Promise.resolve(job ? { ...job } : undefined);
      },
      renew: (claim) => Promise.resolve(jobs.some((j) => j.id === claim.id && j.status === 'running')),
      finish: (claim) => setJob(claim.id, { status: 'done' }),
      retry: (claim, _error, notBefore) => setJob(claim.id, { status: 'pending', notBefore: notBefore.getTime() }),
      fail: (claim) => setJob(claim.id, { status: 'failed' }),
    },
  };
  const setJob = (id: string, changes: object) => {
    const job = jobs.find((j) => j.id === id);
    Object.assign(job ?? {}, changes);
    return Promise.resolve(job !== undefined);
  };

  const ports: StoriesPorts = {
    repos,
    // A failing transaction records no events: they are collected and kept only when the work completes.
    transaction: async (work) => {
      const pending: typeof events = [];
      const result = await work({
        ...repos,
        recordEvent: <S extends EventSubject>(subject: S, data: EventData<S>) => {
          pending.push({ subject, data });
          return Promise.resolve();
        },
      });
      events.push(...pending);
      return result;
    },
    engines,
    // Accounts' rule in a map: no PIN passes, a PIN must match (the real check is tested with accounts over NATS).
    parentGate: (userId, pin) => {
      const gate = gates.get(userId);
      if (!gate) return Promise.resolve({ parentPinSet: false, reviewStories: false });
      if (pin !== gate.pin)
        return Promise.reject(
          new DomainError(403, pin ? 'That parent PIN is not right.' : 'A grown-up needs to enter the parent PIN for this.'),
        );
      return Promise.resolve({ parentPinSet: true, reviewStories: gate.reviewStories });
    },
    inkHolds: {
      hold: (request) => {
        if (request.amount > balance) {
          return Promise.reject(Object.assign(new Error('not enough ink'), { status: 402, needed: request.amount, balance }));
        }
        balance -= request.amount;
        const holdId = crypto.randomUUID();
        holds.push({ holdId, userId: request.userId, amount: request.amount });
        return Promise.resolve({ holdId });
      },
    },
    assets: { save: (asset) => Promise.resolve(`/api/stories/assets/${asset.name}`) },
    mailer: (mail) => {
      if (failures.mail) return Promise.reject(new Error('smtp down'));
      mails.push(mail);
      return Promise.resolve({ delivered: true });
    },
    previewQuota: { take: () => Promise.resolve({ allowed: true, retryAfterSeconds: 0 }) },
    narration: { kick: () => undefined },
    storyJobs: { kick: () => undefined },
    progress: {
      publish: (storyId, event) => {
        progress.push({ storyId, event });
        return Promise.resolve();
      },
      follow: () => {
        throw new Error('memory ports do not follow progress');
      },
    },
    now: () => clock,
    settings: {
      appUrl: 'http://app.test',
      narrationAttempts: 2,
      narrationLeaseSeconds: 60,
      referralBonusCap: 20,
      storyJobDeadlineSeconds: 300,
      picturesAtOnce: 3,
      assetsDir: '/nonexistent',
      streamKeepAliveSeconds: 15,
    },
  };

  return {
    ports,
    stories,
    /** Story jobs queued, by story id, in order. */
    queued,
    /** Runs every queued story job once, in order, as the work queue's worker would; returns how many ran. */
    async runJobs(): Promise<number> {
      const due = queued.splice(0);
      for (const storyId of due) await writeStory(ports, storyId);
      return due.length;
    },
    /** What the jobs told readers, in order. */
    progress,
    referrals,
    completions,
    jobs,
    events,
    holds,
    mails,
    failures,
    /** Gives a user a parent PIN (and the review switch) as accounts would keep it. */
    setParentGate(userId: string, gate: { pin: string; reviewStories: boolean }) {
      gates.set(userId, gate);
    },
    advance(ms: number) {
      clock += ms;
    },
    eventsOf: <S extends EventSubject>(subject: S) => events.filter((e) => e.subject === subject).map((e) => e.data as EventData<S>),
  };
}
