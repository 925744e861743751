import type { Story } from '@inkspell/contracts';
import { Spinner, usePageMeta } from '@inkspell/ui';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { isWaitingForWords, picturesByParagraph, shownParagraphs, type StoryStreamState } from '../../api/story-stream-state';
import { WaitingAnimation } from '../create/WaitingAnimation';
import type { BackLink } from './reader-rules';
import { StoryHeader } from './StoryHeader';
import { StreamedPicture } from './StreamedPicture';
import { storyProgressText } from './story-progress';
import readerStyles from './StoryReader.module.css';
import styles from './StoryInProgress.module.css';

export interface StoryInProgressViewProps {
  /** The story as GET answered it: its category, age group and read time head the page. */
  story: Story;
  state: StoryStreamState;
  back: BackLink;
  /** The waiting animation's heading until the first words arrive. */
  waitingTitle: string;
}

/**
 * A story being written or drawn (issue #22): the title once known, each paragraph as it arrives, each picture at
 * its scene's place; spec 01 §4's waiting animation until the first words are there.
 */
export function StoryInProgressView({ story, state, back, waitingTitle }: StoryInProgressViewProps) {
  const paragraphs = shownParagraphs(state);
  const pictures = picturesByParagraph(state.pictures, paragraphs.length);
  const title = state.title ?? waitingTitle;
  usePageMeta({ title });

  return (
    <article className={`ink-container ${readerStyles.reader}`} data-testid="story-in-progress" data-status={state.status}>
      <Link to={back.to} className={readerStyles.back}>
        ← {back.label}
      </Link>
      <div className={readerStyles.page}>
        <StoryHeader title={title} category={story.category} ageGroup={story.ageGroup} readTime={story.readTime} />
        <p className={styles.progress} role="status" data-testid="story-progress">
          <Spinner size="sm" label="" /> {storyProgressText(state.status, paragraphs.length)}
        </p>
        <div className={readerStyles.content} data-testid="story-content">
          {paragraphs.map((paragraph, index) => (
            <Fragment key={index}>
              {(pictures.get(index) ?? []).map((picture) => (
                <StreamedPicture key={`${picture.sceneIndex}:${picture.url}`} picture={picture} />
              ))}
              <p key={paragraph} className={styles.paragraph} data-testid="story-paragraph" data-index={index}>
                {paragraph}
              </p>
            </Fragment>
          ))}
          {(pictures.get(paragraphs.length) ?? []).map((picture) => (
            <StreamedPicture key={`${picture.sceneIndex}:${picture.url}`} picture={picture} />
          ))}
        </div>
        {state.lost && (
          <p className={styles.lost} role="alert" data-testid="story-stream-lost">
            Spell&apos;s news stopped arriving. Reload the page to see how the story is doing.
          </p>
        )}
      </div>
      {isWaitingForWords(state) && <WaitingAnimation title={waitingTitle} />}
    </article>
  );
}
