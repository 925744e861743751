import { PlaceholderPage } from '@inkspell/ui';

/** /create: the story maker (spec 01 §2 Create). */
export function CreatePage() {
  return (
    <PlaceholderPage
      icon="✍️"
      title="Create Your Story"
      summary="Pick a category, name your hero and describe the adventure, and Spell will write a brand-new story for you."
    />
  );
}
