import type { PublicUser, Story } from '@inkspell/contracts';
import { storyPageMeta, usePageMeta } from '@inkspell/ui';
import { Mic } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { awaitsNarration } from '../../api/stories';
import { AudioPlayer } from './AudioPlayer';
import { BookDownload } from './BookDownload';
import { ContinueAdventure } from './ContinueAdventure';
import { OwnerActions } from './OwnerActions';
import { titleWordCount } from './read-along-words';
import { ReaderPrompt } from './ReaderPrompt';
import { canContinue, isStoryOwner, readerBackLink, readerView } from './reader-rules';
import { ReferralNote } from './ReferralNote';
import { StoryHeader } from './StoryHeader';
import { StoryText } from './StoryText';
import styles from './StoryReader.module.css';
import { useReadAlong } from './use-read-along';

export interface StoryReaderProps {
  story: Story;
  user: PublicUser | null;
  /** The referral code the visitor arrived with, if any. */
  referral?: string;
}

/** A stored story in the reader (spec 01 §2 Story reader, §4 story access). */
export function StoryReader({ story, user, referral }: StoryReaderProps) {
  usePageMeta(storyPageMeta(story));
  const owner = isStoryOwner(story, user);
  const view = readerView(story, user);
  const back = readerBackLink({ isSample: false, story, viewer: user });
  const showPlayer = view.isFull && story.hasAudio && !!story.audioUrl;
  const audioRef = useRef<HTMLAudioElement>(null);
  const timingsUrl = showPlayer ? story.timingsUrl : null;
  const readAlong = useReadAlong(audioRef, timingsUrl);

  return (
    <article className={`ink-container ${styles.reader}`} data-testid="story-reader">
      <Link to={back.to} className={`ink-top-link ${styles.back}`}>
        ← {back.label}
      </Link>
      {referral && !owner && <ReferralNote referral={referral} isLoggedIn={user !== null} sharerEarnedBonus={story.sharerEarnedBonus} />}
      <div className={styles.page}>
        <StoryHeader title={story.title} category={story.category} ageGroup={story.ageGroup} readTime={story.readTime} />
        {owner && user && <OwnerActions story={story} user={user} />}
        {view.isFull && <BookDownload story={story} referral={referral} />}
        {showPlayer && story.audioUrl && (
          <AudioPlayer src={story.audioUrl} title={story.title} timingsUrl={timingsUrl} audioRef={audioRef} />
        )}
        {view.isFull && owner && awaitsNarration(story) && (
          <p className={styles.recording} role="status">
            <Mic size={18} aria-hidden="true" /> Spell is recording the narration. The player appears here as soon as it is ready.
          </p>
        )}
        <StoryText
          text={view.text}
          imageUrls={view.isFull ? story.imageUrls : []}
          title={story.title}
          {...(timingsUrl ? { readAlong: { ...readAlong, firstWord: titleWordCount(story.title) } } : {})}
        />
        {view.prompt === 'read-conclusion' && <p className={styles.fade} aria-hidden="true" />}
      </div>
      <ReaderPrompt prompt={view.prompt} isLoggedIn={user !== null} referral={referral} />
      {user && canContinue(story, user) && <ContinueAdventure story={story} inkCount={user.inkCount} />}
    </article>
  );
}
