import { categoryLook } from '@inkspell/contracts/values';
import type { SampleStory } from '@inkspell/contracts/sample-stories';
import { Badge, Card, cardLinkClassName } from '@inkspell/ui';
import { Link } from 'react-router-dom';
import { CategoryIcon } from '../category-icon';
import styles from './SampleStoryCard.module.css';

/** One sample on Home; the whole card opens the reader at /story/static-sample-N. */
export function SampleStoryCard({ story }: { story: SampleStory }) {
  const look = categoryLook(story.category);
  return (
    <Card as="li" look="interactive" className={styles.card} style={{ ['--card-color' as string]: look.color }}>
      <div className={styles.cover}>
        <CategoryIcon category={story.category} size={56} />
      </div>
      <div className={styles.body}>
        <Badge variant="neutral">{look.name}</Badge>
        <h3 className={styles.title}>
          {/* The title link stretches over the card so the whole card is one clear target. */}
          <Link to={`/story/${story.id}`} className={cardLinkClassName}>
            {story.title}
          </Link>
        </h3>
        <p className={styles.preview}>{story.preview}</p>
        <p className={styles.meta}>
          <span>Ages {story.ageGroup}</span>
          <span aria-hidden="true">·</span>
          <span>{story.readTime} min read</span>
        </p>
      </div>
    </Card>
  );
}
