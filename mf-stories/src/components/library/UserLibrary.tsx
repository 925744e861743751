import type { PublicUser } from '@inkspell/contracts';
import { Button, Spinner } from '@inkspell/ui';
import { useStories } from '../../api/stories';
import { StoryCard } from '../common/StoryCard';
import { CollectionCard } from './CollectionCard';
import { EmptyLibrary } from './EmptyLibrary';
import { libraryItems, type LibraryItem } from './library-items';
import { StoryCarousel } from './StoryCarousel';
import { KeptSection } from '../../offline/KeptSection';
import { useKeptSync } from '../../offline/use-kept-sync';
import styles from './LibraryStates.module.css';

function renderItem(item: LibraryItem) {
  return item.kind === 'story' ? (
    <StoryCard key={item.key} story={item.story} />
  ) : (
    <CollectionCard key={item.key} collectionId={item.collectionId} stories={item.stories} totalReadTime={item.totalReadTime} />
  );
}

/**
 * A logged-in user's stories: loading, the empty state, or the carousel of story and collection cards; then the stories
 * kept on this device, brought up to date with the list (ADR 0041).
 */
export function UserLibrary({ user }: { user: PublicUser }) {
  const stories = useStories({ enabled: true });
  useKeptSync(stories.data, user);
  return (
    <>
      <LibraryStories stories={stories} />
      <KeptSection offline={false} />
    </>
  );
}

function LibraryStories({ stories }: { stories: ReturnType<typeof useStories> }) {
  if (stories.isPending) {
    return (
      <p className={styles.loading} role="status">
        <Spinner size="sm" label="" /> Loading your stories...
      </p>
    );
  }
  if (stories.isError) {
    return (
      <div className={styles.state} role="alert">
        <h2>Your stories are hiding</h2>
        <p>We could not open your library just now. {stories.error.message}</p>
        <Button variant="outline" onClick={() => void stories.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (stories.data.length === 0) return <EmptyLibrary />;
  return <StoryCarousel label="Your stories" items={libraryItems(stories.data)} renderItem={renderItem} />;
}
