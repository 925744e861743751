import type { PageMeta as PageMetaFields } from './page-meta';
import { usePageMeta } from './use-page-meta';

/** The fields a page can describe itself with (same name as the component, so one import serves both). */
export type PageMeta = PageMetaFields;

/** `<PageMeta title=... />`: the component form of usePageMeta, for pages that prefer JSX. Renders nothing itself. */
export function PageMeta(props: PageMetaFields) {
  usePageMeta(props);
  return null;
}
