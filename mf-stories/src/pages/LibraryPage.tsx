import { PlaceholderPage } from '@inkspell/ui';

/** /stories: the library (spec 01 §2 Library). */
export function LibraryPage() {
  return (
    <PlaceholderPage
      icon="📚"
      title="Your Story Collection"
      summary="All the stories you have created, ready to read again, continue as new chapters or share with friends."
    />
  );
}
