import { keptStoryMessages as words } from '@inkspell/contracts/kept-stories';
import { storyPageMeta, usePageMeta } from '@inkspell/ui';
import { HardDrive } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { AudioPlayer } from '../components/story/AudioPlayer';
import { titleWordCount } from '../components/story/read-along-words';
import { StoryHeader } from '../components/story/StoryHeader';
import { StoryText } from '../components/story/StoryText';
import styles from '../components/story/StoryReader.module.css';
import { useReadAlong } from '../components/story/use-read-along';
import type { KeptStory } from './kept-rules';
import own from './KeptStoryReader.module.css';

/**
 * A story kept on the device, opened when the server cannot be asked (ADR 0041): the whole text with its pictures, the
 * narration and the read-along, all answered by the service worker from the kept files. Only a story's owner can keep
 * it, so this is the owner's full view; what needs the server (share, delete, continue, the printable book) is left out.
 */
export function KeptStoryReader({ copy }: { copy: KeptStory }) {
  const { story } = copy;
  usePageMeta(storyPageMeta(story));
  const audioRef = useRef<HTMLAudioElement>(null);
  const timingsUrl = story.audioUrl ? story.timingsUrl : null;
  const readAlong = useReadAlong(audioRef, timingsUrl);

  return (
    <article className={`ink-container ${styles.reader}`} data-testid="story-reader" data-kept="true">
      <Link to="/stories" className={`ink-top-link ${styles.back}`}>
        ← Back to Library
      </Link>
      <div className={styles.page}>
        <StoryHeader title={story.title} category={story.category} ageGroup={story.ageGroup} readTime={story.readTime} />
        <p className={own.note} role="status">
          <HardDrive size={16} aria-hidden="true" /> {words.keptReaderNote}
        </p>
        {story.audioUrl && <AudioPlayer src={story.audioUrl} title={story.title} timingsUrl={timingsUrl} audioRef={audioRef} />}
        <StoryText
          text={story.content}
          imageUrls={story.imageUrls}
          title={story.title}
          {...(timingsUrl ? { readAlong: { ...readAlong, firstWord: titleWordCount(story.title) } } : {})}
        />
      </div>
    </article>
  );
}
