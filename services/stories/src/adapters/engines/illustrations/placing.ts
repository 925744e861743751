import type { Random } from '../seeded-random';
import type { Drawing } from './library';
import type { Palette } from './palettes';
import { el } from './svg';

/** How big each kind of drawing stands beside the ~130-pixel hero. */
const scales: Record<Drawing['kind'], number> = { creature: 0.85, object: 0.75, place: 1.35 };
/** Where things may stand across the 800-pixel scene, and the bottom line of things in the sky. */
const slots = [100, 250, 400, 550, 700];
const skyLine = 215;

/** One library drawing moved and scaled into the scene, marked with its id (the tests look for it). */
export function placed(drawing: Drawing, p: Palette, r: Random, x: number, y: number, scale: number, flip = false): string {
  const transform = `translate(${Math.round(x)} ${Math.round(y)}) scale(${flip ? -scale : scale} ${scale})`;
  return el('g', { transform, 'data-thing': drawing.id }, ...drawing.draw(p, r));
}

/** Where the companion stands: beside the hero, on the side with more room. */
export function companionX(heroX: number): number {
  return heroX < 560 ? heroX + 78 : heroX - 78;
}

/**
 * The things of a scene placed clear of the hero and the companion: places at the free spots farthest from the
 * hero, behind everyone; objects at the nearest; things of the sky up in the sky. Returns the back layer (places)
 * and the front layer (objects), each in drawing order.
 */
export function placeThings(things: Drawing[], p: Palette, r: Random, heroX: number, groundY: number): { back: string[]; front: string[] } {
  const friend = companionX(heroX);
  const free = slots
    .filter((x) => Math.abs(x - heroX) >= 120 && Math.abs(x - friend) >= 90)
    .sort((a, b) => Math.abs(a - heroX) - Math.abs(b - heroX));
  const skyFree = [...slots].sort((a, b) => Math.abs(b - heroX) - Math.abs(a - heroX));
  const back: string[] = [];
  const front: string[] = [];
  for (const thing of things) {
    if (thing.sky) {
      const x = skyFree.shift() ?? 400;
      front.push(placed(thing, p, r, x, skyLine - r() * 60, scales[thing.kind]));
    } else if (thing.kind === 'place') {
      const x = free.pop() ?? slots[0]!;
      back.push(placed(thing, p, r, x, groundY - 8, scales.place));
    } else {
      const x = free.shift() ?? (heroX < 400 ? 700 : 100);
      front.push(placed(thing, p, r, x, groundY + 6, scales[thing.kind]));
    }
  }
  return { back, front };
}
