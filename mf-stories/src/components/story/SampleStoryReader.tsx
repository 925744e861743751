import type { SampleStory } from '@inkspell/contracts/sample-stories';
import { buttonClassName, storyPageMeta, usePageMeta } from '@inkspell/ui';
import { WandSparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { StoryHeader } from './StoryHeader';
import styles from './StoryReader.module.css';

/** Reads a built-in sample story, then invites the reader to make their own (spec 01 §2). */
export function SampleStoryReader({ story }: { story: SampleStory }) {
  usePageMeta(storyPageMeta(story));
  const paragraphs = story.content.split(/\n{2,}/);
  return (
    <article className={`ink-container ${styles.reader}`}>
      <Link to="/" className={`ink-top-link ${styles.back}`}>
        ← Back to Home
      </Link>
      <div className={styles.page}>
        <StoryHeader title={story.title} category={story.category} ageGroup={story.ageGroup} readTime={story.readTime} />
        <div className={styles.content}>
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </div>
      <aside className={styles.cta} aria-labelledby="sample-cta-title">
        <h2 id="sample-cta-title">Want a story starring your own hero?</h2>
        <p>Name a hero, pick an adventure, and Spell will write a brand-new story just for you.</p>
        <Link to="/create" className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
          <WandSparkles size={20} aria-hidden="true" /> Create Your Own Story
        </Link>
      </aside>
    </article>
  );
}
