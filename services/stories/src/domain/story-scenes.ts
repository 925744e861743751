import type { StoryLength } from '@inkspell/contracts/stories';

/**
 * Pictures a full story gets by length: three for every length (issue #23), the start by day, the middle and the
 * bedtime ending by night, so the pictures tell the story's arc. The art's ink price does not change.
 */
const scenesByLength: Record<StoryLength, number> = { short: 3, medium: 3, long: 3 };

/** How many scenes a full story of this length has drawn. */
export function scenesFor(length: StoryLength): number {
  return scenesByLength[length];
}

/** A scene shows at most this many paragraphs: enough to say what happens, short enough for a picture prompt. */
const paragraphsPerScene = 2;

/**
 * The passages `count` scenes show, in story order: the paragraphs (split on blank lines) cut into `count`
 * runs as even as can be, and from each run its middle paragraph or two (the later ones when it cannot be exactly
 * the middle: past the first paragraph's introductions, onto the last one's bedtime close), so the pictures spread over the
 * whole story. Passages never overlap while there are paragraphs enough; a story with fewer paragraphs than
 * scenes repeats its paragraphs in order rather than giving a scene nothing to show.
 */
export function scenePassages(content: string, count: number): string[] {
  const paragraphs = content
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (count <= 0) return [];
  if (paragraphs.length === 0) return Array.from({ length: count }, () => '');
  return Array.from({ length: count }, (_, scene) => {
    const start = Math.floor((scene * paragraphs.length) / count);
    const end = Math.max(start + 1, Math.floor(((scene + 1) * paragraphs.length) / count));
    const run = paragraphs.slice(Math.min(start, paragraphs.length - 1), end);
    const from = Math.max(0, Math.ceil((run.length - paragraphsPerScene) / 2));
    return run.slice(from, from + paragraphsPerScene).join('\n\n');
  });
}
