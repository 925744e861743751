import { testimonials, testimonialsShown } from '@inkspell/contracts';
import { describe, expect, it } from 'vitest';
import { pickTestimonials } from '../src/testimonials/pick-testimonials';

/** A repeatable random source (mulberry32), so each case sees many different shuffles. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('picking testimonials', () => {
  it('shows five different ones from the list', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const shown = pickTestimonials(testimonials, testimonialsShown, seeded(seed));
      expect(shown).toHaveLength(5);
      expect(new Set(shown).size).toBe(5);
      shown.forEach((item) => expect(testimonials).toContain(item));
    }
  });

  it('is random: different draws show different families', () => {
    const draws = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        pickTestimonials(testimonials, 5, seeded(seed + 1))
          .map((t) => t.id)
          .join(),
      ),
    );
    expect(draws.size).toBeGreaterThan(15);
  });

  it('rotates to families not on screen while the list has enough of them', () => {
    const random = seeded(7);
    const current = pickTestimonials(testimonials, 5, random);
    const next = pickTestimonials(testimonials, 5, random, current);
    expect(next.filter((item) => current.includes(item))).toEqual([]);
  });

  it('fills up with ones already shown when the list is short', () => {
    const list = ['a', 'b', 'c', 'd', 'e', 'f'];
    const next = pickTestimonials(list, 5, seeded(3), ['a', 'b', 'c', 'd', 'e']);
    expect(next[0]).toBe('f');
    expect(new Set(next).size).toBe(5);
  });

  it('shows the whole list when it is shorter than asked', () => {
    expect(pickTestimonials(['a', 'b'], 5, seeded(1)).sort()).toEqual(['a', 'b']);
  });
});
