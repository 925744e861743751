import { beings, creatures } from './creatures';
import { objects } from './objects';
import { places } from './places';
import type { Drawing } from './types';

export type { Drawing } from './types';

/** Every drawing the offline illustrator can add to a scene: animals, beings, objects and places. */
export const drawingLibrary: readonly Drawing[] = [...creatures, ...beings, ...objects, ...places];

/** A drawing found in a text: the drawing and the word or phrase that named it, as written there ("beagle"). */
export interface NamedDrawing {
  drawing: Drawing;
  word: string;
}

/** Each word or phrase of the library, to its drawing; the first drawing to claim a word keeps it. */
const byPhrase = new Map<string, Drawing>();
for (const drawing of drawingLibrary) for (const word of drawing.words) if (!byPhrase.has(word)) byPhrase.set(word, drawing);
const longestPhrase = Math.max(...[...byPhrase.keys()].map((phrase) => phrase.split(' ').length));

/** The forms a plural may have come from: "cookies" → cookie, "bunnies" → bunny, "shelves" → shelf, "boxes" → box. */
function singulars(word: string): string[] {
  const forms = [word];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves')) forms.push(`${word.slice(0, -3)}f`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  return forms;
}

/**
 * The library's drawings a text names, in the order it first names them, each once. Words are matched whole, a
 * plural as its singular, and a phrase before its parts ("tree house" is a tree house, not a tree).
 */
export function drawingsNamed(text: string): NamedDrawing[] {
  const words = text.toLowerCase().match(/[a-z]+(?:-[a-z]+)*/g) ?? [];
  const found: NamedDrawing[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const match = matchAt(words, i);
    if (!match) continue;
    if (!found.some((f) => f.drawing.id === match.drawing.id)) found.push({ drawing: match.drawing, word: match.phrase });
    i += match.length - 1;
  }
  return found;
}

/** The longest library phrase starting at word i; its last word may be a plural. */
function matchAt(words: string[], i: number): { drawing: Drawing; phrase: string; length: number } | undefined {
  for (let length = Math.min(longestPhrase, words.length - i); length >= 1; length -= 1) {
    const head = words.slice(i, i + length - 1);
    for (const last of singulars(words[i + length - 1]!)) {
      const phrase = [...head, last].join(' ');
      const drawing = byPhrase.get(phrase);
      if (drawing) return { drawing, phrase, length };
    }
  }
  return undefined;
}

/**
 * The drawing of a companion from how the story describes it ("a baby dragon who hiccupped sparks"): the first
 * creature it names (so "a moon rabbit" is a rabbit), else the first drawing at all ("a star who could talk").
 */
export function companionDrawing(kind: string): NamedDrawing | undefined {
  const named = drawingsNamed(kind);
  return named.find((n) => n.drawing.kind === 'creature') ?? named[0];
}
