import { describe, expect, it } from 'vitest';
import { adminListBudgetBytes, withinBudget } from '../../src/domain/admin-stories';

const story = (i: number, bytes: number) => ({ id: String(i), content: 'é'.repeat(bytes / 2) });

describe("the admin console's story list fits one NATS reply", () => {
  it('keeps the newest stories, in order, while their JSON fits the budget', () => {
    const stories = Array.from({ length: 500 }, (_, i) => story(i, 8 * 1024));
    const kept = withinBudget(stories, adminListBudgetBytes);
    expect(kept.map((s) => s.id)).toEqual(stories.slice(0, kept.length).map((s) => s.id));
    expect(kept.length).toBeGreaterThan(50);
    expect(kept.length).toBeLessThan(stories.length);
    // Counted in UTF-8 bytes, under NATS' default max_payload of 1 MiB with room for the envelope.
    expect(new TextEncoder().encode(JSON.stringify(kept)).length).toBeLessThanOrEqual(adminListBudgetBytes);
    expect(adminListBudgetBytes).toBeLessThan(1024 * 1024);
  });

  it('keeps everything when it fits, and the first story even when it alone is over', () => {
    const few = [story(1, 100), story(2, 100)];
    expect(withinBudget(few, adminListBudgetBytes)).toEqual(few);
    expect(withinBudget([story(1, 4000), story(2, 10)], 1000).map((s) => s.id)).toEqual(['1']);
  });
});
