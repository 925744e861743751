import type { Random } from '../seeded-random';
import { pick } from '../seeded-random';
import type { Palette } from './palettes';
import { el, points } from './svg';

/**
 * The shapes scenes are built from, drawn on an 800×500 canvas. Every part takes the scene's seeded
 * generator, so the same seed and scene index always draw the same picture.
 */
export const width = 800;
export const height = 500;

const between = (r: Random, min: number, max: number) => min + r() * (max - min);

export function sky(top: string, bottom: string): string {
  const gradient = el(
    'linearGradient',
    { id: 'sky', x1: 0, y1: 0, x2: 0, y2: 1 },
    el('stop', { offset: 0, 'stop-color': top }),
    el('stop', { offset: 1, 'stop-color': bottom }),
  );
  return el('defs', {}, gradient) + el('rect', { width, height, fill: 'url(#sky)' });
}

export function sun(r: Random, p: Palette): string {
  const cx = between(r, 560, 720);
  const cy = between(r, 70, 130);
  const rays = Array.from({ length: 10 }, (_, i) => {
    const a = (i / 10) * Math.PI * 2;
    return el('line', {
      x1: cx + Math.cos(a) * 52,
      y1: cy + Math.sin(a) * 52,
      x2: cx + Math.cos(a) * 70,
      y2: cy + Math.sin(a) * 70,
      stroke: p.highlight,
      'stroke-width': 5,
      'stroke-linecap': 'round',
    });
  });
  return el('g', {}, el('circle', { cx, cy, r: 42, fill: p.highlight }), ...rays);
}

export function moon(r: Random, p: Palette): string {
  const cx = between(r, 120, 680);
  const cy = between(r, 60, 120);
  return el('g', {}, el('circle', { cx, cy, r: 34, fill: '#fefce8' }), el('circle', { cx: cx + 14, cy: cy - 8, r: 30, fill: p.nightTop }));
}

export function stars(r: Random, count: number, maxY = 300): string {
  const dots = Array.from({ length: count }, () =>
    el('circle', {
      cx: between(r, 5, width - 5),
      cy: between(r, 5, maxY),
      r: between(r, 1, 3),
      fill: '#fefce8',
      opacity: between(r, 0.5, 1),
    }),
  );
  return el('g', {}, ...dots);
}

export function cloud(r: Random): string {
  const x = between(r, 40, 600);
  const y = between(r, 40, 160);
  const s = between(r, 0.7, 1.3);
  return el(
    'g',
    { fill: '#ffffff', opacity: 0.9 },
    el('ellipse', { cx: x, cy: y, rx: 50 * s, ry: 22 * s }),
    el('ellipse', { cx: x + 35 * s, cy: y - 14 * s, rx: 32 * s, ry: 24 * s }),
    el('ellipse', { cx: x - 30 * s, cy: y - 8 * s, rx: 26 * s, ry: 18 * s }),
  );
}

export function hills(r: Random, colour: string, baseY: number): string {
  const pts: [number, number][] = [[0, height]];
  for (let x = 0; x <= width; x += 100) pts.push([x, baseY - between(r, 0, 60)]);
  pts.push([width, height]);
  const path = pts.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${Math.round(x)} ${Math.round(y)}`).join(' ');
  return el('path', { d: `${path} Z`, fill: colour });
}

export function pineTree(r: Random, p: Palette, x: number, baseY: number): string {
  const h = between(r, 70, 130);
  return el(
    'g',
    {},
    el('rect', { x: x - 5, y: baseY - 14, width: 10, height: 16, fill: p.detail }),
    el('polygon', {
      points: points([
        [x, baseY - h],
        [x - h * 0.35, baseY - 10],
        [x + h * 0.35, baseY - 10],
      ]),
      fill: p.groundDark,
    }),
  );
}

export function mountain(r: Random, colour: string, snow: boolean): string {
  const x = between(r, 150, 650);
  const h = between(r, 180, 260);
  const peak: [number, number] = [x, 380 - h];
  const parts = [el('polygon', { points: points([[x - 230, 380], peak, [x + 230, 380]]), fill: colour })];
  if (snow) parts.push(el('polygon', { points: points([peak, [x - 45, 380 - h + 55], [x + 45, 380 - h + 55]]), fill: '#f8fafc' }));
  return el('g', {}, ...parts);
}

export function sparkles(r: Random, colour: string, count: number): string {
  const shapes = Array.from({ length: count }, () => {
    const x = between(r, 20, width - 20);
    const y = between(r, 20, 360);
    const s = between(r, 4, 10);
    return el('polygon', {
      points: points([
        [x, y - s],
        [x + s / 3, y - s / 3],
        [x + s, y],
        [x + s / 3, y + s / 3],
        [x, y + s],
        [x - s / 3, y + s / 3],
        [x - s, y],
        [x - s / 3, y - s / 3],
      ]),
      fill: colour,
    });
  });
  return el('g', {}, ...shapes);
}

export function castle(r: Random, p: Palette): string {
  const x = between(r, 430, 560);
  const tower = (tx: number, th: number) =>
    el('rect', { x: tx, y: 360 - th, width: 44, height: th, fill: '#f5f3ff' }) +
    el('polygon', {
      points: points([
        [tx - 6, 360 - th],
        [tx + 22, 360 - th - 50],
        [tx + 50, 360 - th],
      ]),
      fill: p.accent,
    });
  return el(
    'g',
    {},
    el('rect', { x, y: 250, width: 180, height: 110, fill: '#ede9fe' }),
    tower(x - 30, 170),
    tower(x + 166, 170),
    tower(x + 68, 210),
    el('path', { d: `M${x + 70} 360 V320 Q${x + 90} 295 ${x + 110} 320 V360 Z`, fill: p.detail }),
  );
}

export function flowers(r: Random, p: Palette, count: number): string {
  const items = Array.from({ length: count }, () => {
    const x = between(r, 10, width - 10);
    const y = between(r, 400, 480);
    const c = pick(r, [p.accent, p.highlight, p.detail, '#ffffff']);
    return el(
      'g',
      {},
      el('line', { x1: x, y1: y, x2: x, y2: y + 18, stroke: p.groundDark, 'stroke-width': 2 }),
      el('circle', { cx: x, cy: y, r: 6, fill: c }),
    );
  });
  return el('g', {}, ...items);
}

export function planet(r: Random, p: Palette): string {
  const cx = between(r, 120, 680);
  const cy = between(r, 90, 220);
  const rad = between(r, 30, 60);
  return el(
    'g',
    {},
    el('circle', { cx, cy, r: rad, fill: pick(r, [p.accent, p.detail, p.highlight]) }),
    el('ellipse', {
      cx,
      cy,
      rx: rad * 1.7,
      ry: rad * 0.35,
      fill: 'none',
      stroke: '#e0e7ff',
      'stroke-width': 4,
      transform: `rotate(-15 ${Math.round(cx)} ${Math.round(cy)})`,
    }),
  );
}

export function rocket(r: Random, p: Palette): string {
  const x = between(r, 200, 600);
  const y = between(r, 140, 240);
  return el(
    'g',
    { transform: `rotate(${Math.round(between(r, -25, 25))} ${Math.round(x)} ${Math.round(y)})` },
    el('polygon', {
      points: points([
        [x, y + 60],
        [x - 12, y + 100],
        [x + 12, y + 100],
      ]),
      fill: p.highlight,
    }),
    el('rect', { x: x - 22, y: y - 40, width: 44, height: 100, rx: 20, fill: '#e2e8f0' }),
    el('polygon', {
      points: points([
        [x - 22, y - 30],
        [x, y - 80],
        [x + 22, y - 30],
      ]),
      fill: p.accent,
    }),
    el('circle', { cx: x, cy: y, r: 11, fill: '#38bdf8', stroke: p.accent, 'stroke-width': 4 }),
    el('polygon', {
      points: points([
        [x - 22, y + 30],
        [x - 42, y + 64],
        [x - 22, y + 60],
      ]),
      fill: p.accent,
    }),
    el('polygon', {
      points: points([
        [x + 22, y + 30],
        [x + 42, y + 64],
        [x + 22, y + 60],
      ]),
      fill: p.accent,
    }),
  );
}

export function craters(r: Random, p: Palette): string {
  const items = Array.from({ length: 5 }, () =>
    el('ellipse', { cx: between(r, 40, 760), cy: between(r, 410, 480), rx: between(r, 18, 40), ry: between(r, 5, 10), fill: p.groundDark }),
  );
  return el('g', {}, ...items);
}

export function house(r: Random, p: Palette, x: number, lit: boolean): string {
  const h = between(r, 90, 140);
  return el(
    'g',
    {},
    el('rect', { x, y: 380 - h, width: 90, height: h, fill: p.groundDark }),
    el('polygon', {
      points: points([
        [x - 10, 380 - h],
        [x + 45, 380 - h - 50],
        [x + 100, 380 - h],
      ]),
      fill: p.detail,
    }),
    el('rect', { x: x + 18, y: 400 - h, width: 20, height: 24, fill: lit ? p.highlight : '#44403c' }),
    el('rect', { x: x + 52, y: 400 - h, width: 20, height: 24, fill: lit ? '#44403c' : p.highlight }),
  );
}

export function lampPost(p: Palette, x: number): string {
  return el(
    'g',
    {},
    el('rect', { x: x - 3, y: 250, width: 6, height: 130, fill: '#1c1917' }),
    el('circle', { cx: x, cy: 245, r: 14, fill: p.highlight, opacity: 0.95 }),
  );
}

export function magnifier(r: Random, p: Palette): string {
  const x = between(r, 520, 680);
  const y = between(r, 170, 260);
  return el(
    'g',
    {},
    el('line', { x1: x + 28, y1: y + 28, x2: x + 70, y2: y + 70, stroke: p.detail, 'stroke-width': 12, 'stroke-linecap': 'round' }),
    el('circle', { cx: x, cy: y, r: 40, fill: '#e0f2fe', opacity: 0.6, stroke: p.accent, 'stroke-width': 8 }),
  );
}

export function footprints(r: Random, colour: string): string {
  const prints = Array.from({ length: 6 }, (_, i) =>
    el('ellipse', { cx: 120 + i * 90 + between(r, -8, 8), cy: 450 - (i % 2) * 16, rx: 9, ry: 14, fill: colour, opacity: 0.7 }),
  );
  return el('g', {}, ...prints);
}

export function volcano(r: Random, p: Palette): string {
  const x = between(r, 450, 620);
  return el(
    'g',
    {},
    el('polygon', {
      points: points([
        [x - 200, 390],
        [x - 40, 170],
        [x + 40, 170],
        [x + 200, 390],
      ]),
      fill: p.groundDark,
    }),
    el('polygon', {
      points: points([
        [x - 40, 170],
        [x - 10, 230],
        [x + 12, 190],
        [x + 40, 170],
      ]),
      fill: p.accent,
    }),
    smoke(r, x, 150),
  );
}

export function smoke(r: Random, x: number, y: number): string {
  const puffs = Array.from({ length: 4 }, (_, i) =>
    el('circle', { cx: x + between(r, -20, 20), cy: y - i * 28, r: 16 + i * 5, fill: '#e5e7eb', opacity: 0.8 - i * 0.15 }),
  );
  return el('g', {}, ...puffs);
}

export function dragon(r: Random, p: Palette, x: number, y: number, scale: number): string {
  const s = scale;
  return el(
    'g',
    { transform: `translate(${Math.round(x)} ${Math.round(y)}) scale(${Math.round(s * 100) / 100})` },
    el('path', { d: 'M60 20 Q130 -10 150 40 Q120 20 90 40 Z', fill: p.accent }),
    el('ellipse', { cx: 0, cy: 40, rx: 70, ry: 34, fill: p.accent }),
    el('path', { d: 'M-60 50 Q-120 80 -150 40 Q-120 60 -70 30 Z', fill: p.accent }),
    el('polygon', {
      points: points([
        [-10, 10],
        [30, -60],
        [60, 20],
      ]),
      fill: p.highlight,
      opacity: 0.9,
    }),
    el('circle', { cx: 70, cy: 10, r: 28, fill: p.accent }),
    el('circle', { cx: 80, cy: 4, r: 5, fill: '#fefce8' }),
    el('circle', { cx: 81, cy: 4, r: 2.5, fill: '#1c1917' }),
    el('polygon', {
      points: points([
        [58, -14],
        [64, -34],
        [72, -16],
      ]),
      fill: p.highlight,
    }),
    el('rect', { x: -40, y: 66, width: 14, height: 24, rx: 5, fill: p.accent }),
    el('rect', { x: 20, y: 66, width: 14, height: 24, rx: 5, fill: p.accent }),
  );
}

export function bubbles(r: Random, count: number): string {
  const items = Array.from({ length: count }, () =>
    el('circle', {
      cx: between(r, 10, width - 10),
      cy: between(r, 20, 400),
      r: between(r, 4, 14),
      fill: 'none',
      stroke: '#ecfeff',
      'stroke-width': 2,
      opacity: 0.8,
    }),
  );
  return el('g', {}, ...items);
}

export function fish(r: Random, p: Palette): string {
  const x = between(r, 60, 740);
  const y = between(r, 80, 330);
  const c = pick(r, [p.accent, p.detail, p.highlight, '#fb923c']);
  const flip = r() < 0.5 ? -1 : 1;
  return el(
    'g',
    { transform: `translate(${Math.round(x)} ${Math.round(y)}) scale(${flip} 1)` },
    el('ellipse', { cx: 0, cy: 0, rx: 26, ry: 14, fill: c }),
    el('polygon', {
      points: points([
        [-22, 0],
        [-40, -14],
        [-40, 14],
      ]),
      fill: c,
    }),
    el('circle', { cx: 12, cy: -3, r: 3, fill: '#0f172a' }),
  );
}

export function seaweed(r: Random, p: Palette, x: number): string {
  const h = between(r, 90, 180);
  return el('path', {
    d: `M${Math.round(x)} 470 Q${Math.round(x - 25)} ${Math.round(470 - h / 2)} ${Math.round(x)} ${Math.round(470 - h)} Q${Math.round(x + 25)} ${Math.round(470 - h / 2)} ${Math.round(x + 6)} 470 Z`,
    fill: '#15803d',
  });
}

export function coral(r: Random, p: Palette, x: number): string {
  const c = pick(r, [p.detail, p.accent, '#fb7185']);
  return el(
    'g',
    { fill: 'none', stroke: c, 'stroke-width': 9, 'stroke-linecap': 'round' },
    el('path', { d: `M${x} 480 V420 M${x} 440 L${x - 24} 410 M${x} 430 L${x + 22} 398` }),
  );
}
