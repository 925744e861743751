import { storyLimits } from '@inkspell/contracts/values';

/** A card's excerpt (spec 01 §9): the story's preview, or else the first 100 characters of its content. */
export function storyExcerpt(story: { preview?: string | null; content?: string | null }): string {
  const preview = story.preview?.trim();
  if (preview) return preview;
  const content = story.content?.trim() ?? '';
  if (content.length <= storyLimits.excerptChars) return content;
  return `${content.slice(0, storyLimits.excerptChars)}…`;
}
