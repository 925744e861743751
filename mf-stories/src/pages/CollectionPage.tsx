import { PlaceholderPage } from '@inkspell/ui';

/** /collection/:collectionId: the chapters of one collection (spec 01 §2 Collection view). */
export function CollectionPage() {
  return (
    <PlaceholderPage
      icon="📖"
      title="Story Collection"
      summary="Every chapter of one hero's adventures, in order, with read times and sharing."
    />
  );
}
