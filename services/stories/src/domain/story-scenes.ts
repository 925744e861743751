import type { StoryLength } from '@inkspell/contracts/stories';

/** Scenes drawn for a story of this length (ARCHITECTURE §6: at least two). */
export function scenesFor(length: StoryLength): number {
  return length === 'long' ? 3 : 2;
}

/** Evenly spread paragraphs of the content, one per scene. */
export function scenePassages(content: string, count: number): string[] {
  const paragraphs = content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return [];
  return Array.from(
    { length: count },
    (_, i) => paragraphs[Math.min(paragraphs.length - 1, Math.floor(((i + 0.5) * paragraphs.length) / count))]!,
  );
}
