import { LoadingScreen, LoginRequired, useCurrentUser, usePageMeta } from '@inkspell/ui';
import { Link, useParams } from 'react-router-dom';
import { useStories } from '../api/stories';
import { CollectionNotFound } from '../components/collection/CollectionNotFound';
import { StoryCard } from '../components/common/StoryCard';
import { collectionChapters, collectionHeadline } from '../components/library/library-items';
import { KeepOffline } from '../offline/KeepOffline';
import styles from './CollectionPage.module.css';

/** /collection/:collectionId — one hero's chapters in order (spec 01 §2 Collection view; login required). */
export function CollectionPage() {
  const { collectionId = '' } = useParams();
  const { user, isLoading } = useCurrentUser();
  const stories = useStories({ enabled: user !== null });
  const chapters = stories.data ? collectionChapters(stories.data, collectionId) : [];
  const { title, subtitle } = collectionHeadline(chapters);
  usePageMeta({ title: chapters.length > 0 ? title : 'Story Collection' });

  if (isLoading) return <LoadingScreen />;
  if (!user) return <LoginRequired layout="page" message="Please log in to see your story collections." />;
  if (stories.isPending) return <LoadingScreen message="Gathering your adventures..." />;
  if (stories.isError || chapters.length === 0) return <CollectionNotFound />;

  return (
    <div className={`ink-container ${styles.page}`}>
      <Link to="/stories" className={`ink-top-link ${styles.back}`}>
        ← Back to Stories
      </Link>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
        <div className={styles.keep}>
          <KeepOffline stories={chapters} user={user} />
        </div>
      </header>
      <ol className="ink-card-grid" aria-label={`${title}, in reading order`}>
        {chapters.map((story) => (
          <StoryCard key={story.id} story={story} part={story.collectionOrder} />
        ))}
      </ol>
    </div>
  );
}
