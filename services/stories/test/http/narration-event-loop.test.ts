import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeStory } from '../../src/adapters/engines/offline-story-engine';
import { narrationText } from '../../src/domain/narrate-story';
import { startStories, type StoriesHarness } from '../support/stories-harness';

let h: StoriesHarness;
beforeAll(async () => {
  h = await startStories();
});
afterAll(async () => {
  await h?.close();
});

/** The longest story the offline engine writes: about seven minutes of Spell's voice. */
const longStory = composeStory({
  seed: 'event-loop',
  category: 'dragon',
  characterName: 'Theo',
  prompt: 'A sleepy dragon guards the last warm stone of winter',
  ageGroup: '11-13',
  length: 'long',
  mode: 'full',
});

describe('narration and the stories service', () => {
  it('keeps answering requests within 100 ms while Spell narrates a long story', { timeout: 120_000 }, async () => {
    const narrator = h.deps.ports.engines.narrator;
    // Warm up (WASM compiled, voice loaded) so the figure is about narrating, not the first start.
    await narrator.narrate('Once upon a time.');

    const loop = monitorEventLoopDelay({ resolution: 10 });
    const healthz: number[] = [];
    let narrating = true;
    loop.enable();
    const started = performance.now();
    const narration = narrator.narrate(narrationText(longStory)).finally(() => (narrating = false));
    while (narrating) {
      const asked = performance.now();
      const res = await fetch(`${h.service.baseUrl}/healthz`);
      expect(res.status).toBe(200);
      healthz.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const { durationSeconds } = await narration;
    const computeSeconds = (performance.now() - started) / 1000;
    loop.disable();

    const sorted = [...healthz].sort((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? Infinity;
    const slowest = sorted.at(-1) ?? Infinity;
    const mean = healthz.reduce((sum, ms) => sum + ms, 0) / healthz.length;
    console.log(
      `event loop while narrating ${longStory.wordCount} words (${(durationSeconds ?? 0).toFixed(0)} s of audio in ` +
        `${computeSeconds.toFixed(1)} s): ${healthz.length} /healthz answers, mean ${mean.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, ` +
        `slowest ${slowest.toFixed(0)} ms; event-loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms, max ${(loop.max / 1e6).toFixed(0)} ms`,
    );
    // Requests kept coming back all through the narration, and they did not wait on it: the narration thread
    // never holds the event loop (on the main thread, synthesising this story blocked it for 2-3 s at once).
    // The slowest answer allows for a machine whose two cores are shared by many busy processes.
    expect(healthz.length).toBeGreaterThan(50);
    expect(p95).toBeLessThan(100);
    expect(slowest).toBeLessThan(1000);
  });
});
