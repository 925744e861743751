import { circle, ellipse, path, polygon, rect, stroke } from './shapes';
import type { Drawing } from './types';

/** Places an idea happens in or goes to: drawn larger, behind the hero and the companion. */
export const places: Drawing[] = [
  {
    id: 'castle',
    words: ['castle', 'palace', 'fortress', 'tower'],
    noun: 'a castle',
    kind: 'place',
    draw: (p) => [
      rect(-40, -60, 80, 60, '#ede9fe'),
      ...[-50, 30].map((x) => rect(x, -86, 20, 86, '#f5f3ff')),
      ...[-50, 30].map((x) =>
        polygon(
          [
            [x - 4, -86],
            [x + 10, -106],
            [x + 24, -86],
          ],
          p.accent,
        ),
      ),
      ...[-30, -14, 2, 18].map((x) => rect(x, -68, 10, 8, '#ede9fe')),
      path('M-10 0 L-10 -22 Q0 -34 10 -22 L10 0 Z', p.detail),
    ],
  },
  {
    id: 'treehouse',
    words: ['tree house', 'treehouse', 'den', 'club'],
    noun: 'a tree house',
    kind: 'place',
    draw: (p) => [
      rect(-8, -70, 16, 70, '#7c4a1e'),
      circle(-26, -96, 26, '#16a34a'),
      circle(24, -98, 26, '#15803d'),
      circle(0, -118, 28, '#22c55e'),
      rect(-30, -78, 60, 34, '#b45309', 3),
      polygon(
        [
          [-36, -78],
          [0, -100],
          [36, -78],
        ],
        p.accent,
      ),
      rect(-8, -70, 14, 20, '#451a03'),
      stroke('M20 -44 L20 0 M30 -44 L30 0 M20 -32 L30 -32 M20 -20 L30 -20 M20 -8 L30 -8', '#92400e', 2),
    ],
  },
  {
    id: 'shed',
    words: ['shed', 'hut', 'cabin', 'barn'],
    noun: 'a garden shed',
    kind: 'place',
    draw: (p) => [
      rect(-40, -54, 80, 54, '#a16207'),
      polygon(
        [
          [-48, -54],
          [0, -84],
          [48, -54],
        ],
        p.detail,
      ),
      rect(-12, -38, 24, 38, '#713f12'),
      rect(18, -42, 16, 14, '#bae6fd'),
      stroke('M-40 -42 L-16 -42 M-40 -28 L-16 -28 M-40 -14 L-16 -14', '#854d0e', 2),
    ],
  },
  {
    id: 'tree',
    words: ['tree', 'oak', 'forest', 'wood', 'woods', 'jungle'],
    noun: 'a big old tree',
    kind: 'place',
    draw: () => [
      path('M-10 0 Q-6 -40 -8 -70 L8 -70 Q6 -40 12 0 Z', '#7c4a1e'),
      circle(-24, -86, 26, '#15803d'),
      circle(22, -88, 26, '#16a34a'),
      circle(0, -108, 28, '#22c55e'),
      ellipse(0, -40, 3, 5, '#451a03'),
    ],
  },
  {
    id: 'lighthouse',
    words: ['lighthouse', 'beacon'],
    noun: 'a lighthouse',
    kind: 'place',
    draw: (p) => [
      polygon(
        [
          [-22, 0],
          [-14, -100],
          [14, -100],
          [22, 0],
        ],
        '#f8fafc',
      ),
      polygon(
        [
          [-19, -30],
          [-17, -52],
          [17, -52],
          [19, -30],
        ],
        p.accent,
      ),
      polygon(
        [
          [-16, -70],
          [-15, -86],
          [15, -86],
          [16, -70],
        ],
        p.accent,
      ),
      rect(-12, -118, 24, 18, '#fde047'),
      polygon(
        [
          [-16, -118],
          [0, -132],
          [16, -118],
        ],
        '#1e293b',
      ),
    ],
  },
  {
    id: 'cave',
    words: ['cave', 'cavern', 'tunnel'],
    noun: 'a cave',
    kind: 'place',
    draw: () => [path('M-60 0 Q-56 -84 0 -90 Q56 -84 60 0 Z', '#78716c'), path('M-26 0 Q-24 -46 0 -48 Q24 -46 26 0 Z', '#1c1917')],
  },
  {
    id: 'volcano',
    words: ['volcano', 'lava'],
    noun: 'a sleepy volcano',
    kind: 'place',
    draw: () => [
      polygon(
        [
          [-60, 0],
          [-16, -80],
          [16, -80],
          [60, 0],
        ],
        '#78350f',
      ),
      polygon(
        [
          [-16, -80],
          [-6, -62],
          [4, -72],
          [16, -80],
        ],
        '#f97316',
      ),
      ...[0, 1, 2].map((i) => circle(i * 6 - 4, -92 - i * 14, 8 + i * 3, '#e5e7eb', { opacity: 0.8 - i * 0.2 })),
    ],
  },
  {
    id: 'city',
    words: ['city', 'town', 'street', 'skyscraper'],
    noun: 'a busy city',
    kind: 'place',
    draw: (p) => [
      rect(-60, -70, 30, 70, '#64748b'),
      rect(-26, -110, 34, 110, '#475569'),
      rect(12, -84, 28, 84, '#94a3b8'),
      rect(44, -56, 20, 56, '#64748b'),
      ...[-54, -44, -20, -6, 18, 28].flatMap((x) => [-60, -40, -20].map((y) => rect(x, y, 6, 8, p.highlight))),
    ],
  },
  {
    id: 'bookshelf',
    words: ['bookshelf', 'shelf', 'shelves', 'bookcase'],
    noun: 'tall bookshelves',
    kind: 'place',
    draw: () => [
      rect(-46, -110, 92, 110, '#7c2d12', 4),
      ...[-100, -70, -40].map((y) => rect(-40, y, 80, 26, '#451a03')),
      ...[-100, -70, -40].flatMap((y, row) =>
        [-38, -28, -18, -6, 6, 18, 28].map((x, i) =>
          rect(x, y + 4 + ((i + row) % 3) * 2, 8, 22 - ((i + row) % 3) * 2, ['#dc2626', '#2563eb', '#16a34a', '#facc15'][(i + row) % 4]!),
        ),
      ),
    ],
  },
  {
    id: 'tent',
    words: ['tent', 'camp', 'camping', 'campfire'],
    noun: 'a tent',
    kind: 'place',
    draw: (p) => [
      polygon(
        [
          [-50, 0],
          [0, -70],
          [50, 0],
        ],
        p.accent,
      ),
      polygon(
        [
          [-12, 0],
          [0, -40],
          [12, 0],
        ],
        '#1c1917',
      ),
      ellipse(56, -4, 10, 4, '#7c2d12'),
      path('M50 -6 Q56 -26 62 -6 Z', '#f97316'),
    ],
  },
  {
    id: 'bridge',
    words: ['bridge'],
    noun: 'a bridge',
    kind: 'place',
    draw: () => [
      path('M-70 -30 Q0 -70 70 -30 L70 -20 Q0 -56 -70 -20 Z', '#a8a29e'),
      rect(-66, -28, 10, 28, '#78716c'),
      rect(56, -28, 10, 28, '#78716c'),
    ],
  },
  {
    id: 'island',
    words: ['island', 'beach', 'seaside'],
    noun: 'a little island',
    kind: 'place',
    draw: () => [
      ellipse(0, -6, 64, 14, '#fde68a'),
      path('M-4 -10 Q0 -50 10 -80 L16 -80 Q6 -50 6 -10 Z', '#92400e'),
      ...[-40, -10, 20, 50].map((a) =>
        path(`M13 -80 Q${13 + a * 0.6} ${-100 + Math.abs(a) * 0.2} ${13 + a} ${-70 + Math.abs(a) * 0.3}`, 'none', {
          stroke: '#16a34a',
          'stroke-width': 8,
          'stroke-linecap': 'round',
        }),
      ),
    ],
  },
  {
    id: 'house',
    words: ['house', 'home', 'cottage', 'village'],
    noun: 'a cosy cottage',
    kind: 'place',
    draw: (p) => [
      rect(-40, -56, 80, 56, '#fde68a'),
      polygon(
        [
          [-50, -56],
          [0, -92],
          [50, -56],
        ],
        p.detail,
      ),
      rect(-10, -34, 20, 34, '#92400e'),
      rect(-32, -44, 16, 14, '#bae6fd'),
      rect(16, -44, 16, 14, '#bae6fd'),
      rect(22, -90, 10, 22, '#7c2d12'),
    ],
  },
  {
    id: 'rainbow',
    words: ['rainbow'],
    noun: 'a rainbow',
    kind: 'place',
    sky: true,
    draw: () =>
      ['#ef4444', '#f97316', '#facc15', '#22c55e', '#3b82f6', '#8b5cf6'].map((c, i) =>
        path(`M${-70 + i * 8} 0 A${70 - i * 8} ${70 - i * 8} 0 0 1 ${70 - i * 8} 0`, 'none', { stroke: c, 'stroke-width': 8 }),
      ),
  },
];
