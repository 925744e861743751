import { useSyncExternalStore } from 'react';
import { useFrontendConfig } from '../api/frontend-config';
import { pageHeadTags, type HeadTag } from './page-meta';
import { pageMetaStore } from './page-meta-store';

function renderTag(tag: HeadTag, index: number) {
  switch (tag.kind) {
    case 'title':
      return <title key="title">{tag.text}</title>;
    case 'meta':
      return <meta key={`name:${tag.name}`} name={tag.name} content={tag.content} />;
    case 'property':
      // article:tag repeats, so the position is part of the key.
      return <meta key={`property:${tag.property}:${index}`} property={tag.property} content={tag.content} />;
    case 'link':
      return <link key={`link:${tag.rel}`} rel={tag.rel} href={tag.href} />;
  }
}

/**
 * The one renderer of the page's head tags (mounted once, by AppProviders). React 19 hoists
 * <title>, <meta> and <link> into <head> wherever they are rendered (ADR 0010).
 */
export function PageHead() {
  const meta = useSyncExternalStore(pageMetaStore.subscribe, pageMetaStore.getSnapshot, pageMetaStore.getSnapshot);
  const { appUrl } = useFrontendConfig();
  return <>{pageHeadTags(meta, appUrl ?? window.location.origin).map(renderTag)}</>;
}
