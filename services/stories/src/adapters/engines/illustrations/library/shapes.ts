import { el, points } from '../svg';

/**
 * Short shape writers for the drawing library. A drawing is made in its own box: x from -50 to 50, the ground
 * (or the thing's bottom) at y = 0 and its top near y = -100; the scene moves and scales it into place.
 */
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Record<string, string | number> = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Record<string, string | number> = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const rect = (x: number, y: number, width: number, height: number, fill: string, rx = 0) =>
  el('rect', { x, y, width, height, rx, fill });
export const path = (d: string, fill: string, extra: Record<string, string | number> = {}) => el('path', { d, fill, ...extra });
export const polygon = (pairs: [number, number][], fill: string) => el('polygon', { points: points(pairs), fill });
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 3) =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round' });
/** A curved stroke with no fill: tails, strings, smiles. */
export const stroke = (d: string, colour: string, width = 3) =>
  el('path', { d, fill: 'none', stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round' });
/** A friendly eye: a dark dot with a glint. */
export const eye = (x: number, y: number, r = 3) => circle(x, y, r, '#1c1917') + circle(x + r * 0.35, y - r * 0.35, r * 0.35, '#ffffff');
/** A five-pointed star centred at (cx, cy). */
export function starShape(cx: number, cy: number, outer: number, fill: string): string {
  const pairs: [number, number][] = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? outer : outer * 0.45;
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
  });
  return polygon(pairs, fill);
}
