/**
 * Which testimonials show (spec 02 §2: "rotates 5 random items every 8 seconds"). Pure, with the
 * random source passed in, so the rule is tested without timers or a DOM.
 */

/** Fisher-Yates on a copy. */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * `count` different items in random order. Items not in `current` come first, so each rotation
 * shows as many new families as the list allows instead of reshuffling the same five.
 */
export function pickTestimonials<T>(
  items: readonly T[],
  count: number,
  random: () => number = Math.random,
  current: readonly T[] = [],
): T[] {
  const fresh = items.filter((item) => !current.includes(item));
  const seen = items.filter((item) => current.includes(item));
  return [...shuffled(fresh, random), ...shuffled(seen, random)].slice(0, count);
}
