/**
 * A small seeded pseudo-random generator, so the offline engines give the same story and the same
 * picture for the same seed (reproducible tests, stable asset hashes) and differ across seeds.
 * mulberry32 seeded from an FNV-1a hash of the seed text: fast, well mixed, and plenty for prose.
 */
export type Random = () => number;

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A generator of floats in [0, 1) determined by `seed`. */
export function seededRandom(seed: string): Random {
  let state = fnv1a(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One element of a non-empty list. */
export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}
