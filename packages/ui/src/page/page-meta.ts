import { useEffect } from 'react';

export const brandName = 'Inkspell';

/** The home page title: the only one without the brand suffix (spec 01 §2). */
export const homeTitle = 'Inkspell - Personalised Magical Stories for Children';

/** "Create a Story" → "Create a Story | Inkspell"; no title → the home title. */
export function formatPageTitle(title?: string): string {
  return title ? `${title} | ${brandName}` : homeTitle;
}

export interface PageMeta {
  /** Without the suffix; leave out for the home page. */
  title?: string;
  description?: string;
}

/** Writes the document title and meta description. */
export function applyPageMeta({ title, description }: PageMeta): void {
  document.title = formatPageTitle(title);
  if (description === undefined) return;
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = description;
}

/** Sets the title and description while a page is shown (a page can refine the shell's default). */
export function usePageMeta(meta: PageMeta): void {
  const { title, description } = meta;
  useEffect(() => applyPageMeta({ title, description }), [title, description]);
}
