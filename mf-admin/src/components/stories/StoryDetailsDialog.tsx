import { categoryLook } from '@inkspell/contracts/values';
import { storyStatusLabels } from '@inkspell/contracts/values/story-jobs';
import { Dialog, DialogContent } from '@inkspell/ui';
import type { ReactNode } from 'react';
import type { AdminStory } from '../../api/admin-answers';
import { formatDateTime } from '../../api/labels';
import styles from './Stories.module.css';

/** View Full Story (spec 02 §2): user, category, length, age group, ink cost, time, hero, prompt, content, images, audio. */
export function StoryDetailsDialog({ story, onClose }: { story: AdminStory | null; onClose: () => void }) {
  return (
    <Dialog open={story !== null} onOpenChange={(open) => !open && onClose()}>
      {story && (
        <DialogContent title={story.title} className={styles.dialog}>
          <dl className={styles.facts} data-testid="story-facts">
            {storyFacts(story).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className={styles.sectionTitle}>Prompt</h3>
          <p className={styles.fullPrompt}>{story.prompt}</p>
          <h3 className={styles.sectionTitle}>Content</h3>
          <div className={styles.content} data-testid="story-content">
            {story.content}
          </div>
          {story.imageUrls.length > 0 && (
            <>
              <h3 className={styles.sectionTitle}>Images</h3>
              <div className={styles.images}>
                {story.imageUrls.map((url, index) => (
                  <img key={url} src={url} alt={`Illustration ${index + 1} of ${story.title}`} loading="lazy" />
                ))}
              </div>
            </>
          )}
          {story.audioUrl && (
            <>
              <h3 className={styles.sectionTitle}>Audio</h3>
              <audio controls preload="none" src={story.audioUrl} className={styles.audio}>
                <a href={story.audioUrl}>Download the narration</a>
              </audio>
            </>
          )}
          {story.hasAudio && !story.audioUrl && <p className={styles.muted}>The narration is still being recorded.</p>}
        </DialogContent>
      )}
    </Dialog>
  );
}

/** The facts above the prompt, as label and value (spec 02 §2 View Full Story). */
function storyFacts(story: AdminStory): [string, ReactNode][] {
  return [
    ['User', story.username ?? 'Unknown user'],
    ['Category', categoryLook(story.category).name],
    [
      'Length',
      <>
        {capitalise(story.length)} <span className={styles.muted}>({story.readTime} min read)</span>
      </>,
    ],
    ['Age group', story.ageGroup],
    ['Ink cost', `${story.inkCost} ink`],
    ['Created', formatDateTime(story.createdAt)],
    ['Character', story.characterName],
    [
      'Status',
      story.status === 'failed' && story.failureReason
        ? `${storyStatusLabels.failed}: ${story.failureReason}`
        : storyStatusLabels[story.status],
    ],
  ];
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
