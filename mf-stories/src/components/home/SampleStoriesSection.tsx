import { storyMessages } from '@inkspell/contracts/values';
import type { SampleStory } from '@inkspell/contracts/sample-stories';
import { SampleStoryCard } from './SampleStoryCard';
import styles from './SampleStoriesSection.module.css';

/** Three built-in stories to try before signing up; an empty list says so kindly. */
export function SampleStoriesSection({ stories }: { stories: readonly SampleStory[] }) {
  return (
    <section id="sample-stories" className={styles.band} aria-labelledby="samples-title">
      <div className="ink-container">
        <h2 id="samples-title" className={styles.title}>
          Sample Stories
        </h2>
        <p className={styles.intro}>Curl up with one of Spell's favourites.</p>
        {stories.length === 0 ? (
          <p className={styles.empty}>{storyMessages.noSamples}</p>
        ) : (
          <ul className="ink-three-up">
            {stories.map((story) => (
              <SampleStoryCard key={story.id} story={story} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
