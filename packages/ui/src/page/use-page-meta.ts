import { useEffect, useId } from 'react';
import type { PageMeta } from './page-meta';
import { pageMetaStore } from './page-meta-store';

/**
 * Describes the page while the calling component is shown: title, description, keywords,
 * canonical path, Open Graph type, article details. Fields left out keep the shell's defaults
 * for the route, so a story page passes `storyPageMeta(story)` and nothing else.
 */
export function usePageMeta(meta: PageMeta): void {
  const id = useId();
  // Callers pass object literals; their content, not their identity, says whether anything changed.
  const content = JSON.stringify(meta);
  useEffect(() => () => pageMetaStore.release(id), [id]);
  useEffect(() => pageMetaStore.claim(id, JSON.parse(content) as PageMeta), [id, content]);
}
