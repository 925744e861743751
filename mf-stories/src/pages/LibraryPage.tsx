import { buttonClassName, hasConnection, LoadingScreen, useCurrentUser, usePageMeta } from '@inkspell/ui';
import { WandSparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { homeSampleStories } from '../api/sample-stories';
import { SampleStoryCard } from '../components/home/SampleStoryCard';
import { UserLibrary } from '../components/library/UserLibrary';
import { KeptSection } from '../offline/KeptSection';
import styles from './LibraryPage.module.css';

/** /stories: the user's library, or the sample stories for visitors (spec 01 §2 Library). */
export function LibraryPage() {
  const { user, isLoading } = useCurrentUser();
  usePageMeta({
    title: user ? 'My Stories' : 'Sample Stories',
    description: 'Your magical story collection: read again, continue as new chapters, or share with friends.',
  });
  if (isLoading) return <LoadingScreen />;
  // Offline nobody can say who is here (ADR 0038): the stories kept on this device come first, then the samples.
  const offline = !user && !hasConnection();

  return (
    <div className={`ink-container ${styles.page}`}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{user || offline ? 'Your Story Collection' : 'Sample Stories'}</h1>
          <p className={styles.lead}>
            {user
              ? 'Every adventure you have created, ready to read again, continue or share.'
              : offline
                ? 'Stories kept on this device open without a connection, and so do Spell’s samples below.'
                : 'Read a few of Spell’s favourite stories. Sign up to keep a library of your own!'}
          </p>
        </div>
        <Link to="/create" className={buttonClassName()}>
          <WandSparkles size={18} aria-hidden="true" /> Create a Story
        </Link>
      </header>
      {offline && <KeptSection offline />}
      {user ? (
        <UserLibrary user={user} />
      ) : (
        <ul className="ink-three-up">
          {homeSampleStories().map((story) => (
            <SampleStoryCard key={story.id} story={story} />
          ))}
        </ul>
      )}
    </div>
  );
}
