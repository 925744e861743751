import { afterEach, describe, expect, it } from 'vitest';
import { EngineError } from '../../src/domain/engines';
import { EspeakNarrator } from '../../src/adapters/engines/espeak-narrator';
import { TaskThread } from '../../src/adapters/engines/task-thread';

const flakyWorker = new URL('./fixtures/flaky-worker.ts', import.meta.url);
const narrators: EspeakNarrator[] = [];
/** The offline narrator on a stand-in thread that crashes, throws or hangs on request. */
function narratorOnFlakyThread(timeoutMs = 20_000) {
  const narrator = new EspeakNarrator({ workerEntry: flakyWorker, timeoutMs });
  narrators.push(narrator);
  return narrator;
}
afterEach(async () => {
  await Promise.all(narrators.splice(0).map((n) => n.close()));
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('the narration thread', () => {
  it('answers narrations in order, one at a time, on a TypeScript worker started through tsx', async () => {
    const narrator = narratorOnFlakyThread();
    const texts = ['one', 'two', 'three'];
    const narrations = await Promise.all(texts.map((t) => narrator.narrate(t)));
    expect(narrations.map((n) => new TextDecoder().decode(n.bytes.subarray(4)))).toEqual(texts);
    expect(narrations[0]).toMatchObject({
      contentType: 'audio/mpeg',
      durationSeconds: 1,
      timings: { contentType: 'text/vtt; charset=utf-8' },
    });
  });

  it.each([
    ['exits', 'crash', /stopped \(exit code 3\)/],
    ['throws outside a task', 'throw', /failed: the thread blew up/],
  ])('that %s fails its narration with an EngineError, and a new thread takes the next one', async (_, text, message) => {
    const narrator = narratorOnFlakyThread();
    const [failed, next] = await Promise.all([failureOf(narrator.narrate(text)), narrator.narrate('after')]);
    expect(failed).toBeInstanceOf(EngineError);
    expect(failed).toMatchObject({ engine: 'narrator', reason: 'synthesis-failed', message: expect.stringMatching(message) });
    expect(new TextDecoder().decode(next.bytes.subarray(4))).toBe('after');
  });

  it('gives up a narration that runs past its time and ends its thread', async () => {
    const narrator = narratorOnFlakyThread(1_000);
    const failed = await failureOf(narrator.narrate('hang'));
    expect(failed).toBeInstanceOf(EngineError);
    expect((failed as Error).message).toMatch(/took longer than 1000 ms/);
    expect(new TextDecoder().decode((await narrator.narrate('still here')).bytes.subarray(4))).toBe('still here');
  });

  it("counts a task's time from when its thread is up, and fails it when the thread never comes up", async () => {
    const slowStart = new TaskThread<string, string>(new URL('./fixtures/slow-start-worker.ts', import.meta.url), {
      name: 'slow',
      timeoutMs: 1_000,
    });
    const neverUp = new TaskThread<string, string>(new URL('./fixtures/never-up-worker.ts', import.meta.url), {
      name: 'stuck',
      timeoutMs: 1_000,
      startTimeoutMs: 1_000,
    });
    try {
      // 1.5 s to start, an instant task: within a 1 s limit that counts from the thread being up.
      expect(await slowStart.run('echo')).toBe('echo');
      expect(await failureOf(neverUp.run('echo'))).toMatchObject({ message: 'stuck task thread did not start within 1000 ms' });
    } finally {
      await Promise.all([slowStart.close(), neverUp.close()]);
    }
  });

  it('passes on what the thread refused as a narrator error and answers the next narration', async () => {
    const narrator = narratorOnFlakyThread();
    const failed = await failureOf(narrator.narrate('refuse'));
    expect(failed).toMatchObject({ engine: 'narrator', message: expect.stringContaining('no voice for this text') });
    expect((await narrator.narrate('fine')).bytes.length).toBeGreaterThan(4);
  });

  it('fails narrations still waiting when it is closed at shutdown, and refuses new ones', async () => {
    const narrator = narratorOnFlakyThread(60_000);
    const running = failureOf(narrator.narrate('hang'));
    const waiting = failureOf(narrator.narrate('later'));
    await narrator.close();
    expect(await running).toMatchObject({ message: expect.stringContaining('closed') });
    expect(await waiting).toMatchObject({ message: expect.stringContaining('closed') });
    expect(await failureOf(narrator.narrate('after close'))).toBeInstanceOf(EngineError);
  });
});
