import { parentGateMessages } from '@inkspell/contracts/values';
import type { Story } from '@inkspell/contracts';
import { Button, Card, isApiError, LoadingScreen, LoginRequired, parentPinHeaders, toast, useCurrentUser, usePageMeta } from '@inkspell/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { approveStory, fetchWaitingStories } from '../api/parent-review';
import { refreshAfterStoryChange } from '../api/stories';
import styles from './ParentReviewPage.module.css';

/**
 * /parent-review (ADR 0019): behind the parent PIN, the stories waiting for a parent, each to read and approve.
 * The PIN typed to open the screen is kept in memory for its approvals and forgotten when the page closes.
 */
export function ParentReviewPage() {
  usePageMeta({ title: 'Parent Review', description: 'Read new stories before your child hears them.' });
  const { user, isLoading } = useCurrentUser();
  const queryClient = useQueryClient();
  const [headers, setHeaders] = useState<Record<string, string> | null>(null);
  const [stories, setStories] = useState<Story[] | null>(null);
  const [busy, setBusy] = useState(false);

  if (isLoading) return <LoadingScreen />;
  if (!user) return <LoginRequired layout="page" message="Please log in to see your story collections." />;

  const unlock = async () => {
    const pin = await parentPinHeaders(user, 'Open the review');
    if (!pin) return;
    setBusy(true);
    try {
      setStories(await fetchWaitingStories(pin));
      setHeaders(pin);
    } catch (error) {
      toast({ title: isApiError(error) ? error.message : parentGateMessages.pinWrong, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const approve = async (story: Story) => {
    if (!headers) return;
    try {
      await approveStory(story.id, headers);
      setStories((current) => current?.filter((s) => s.id !== story.id) ?? null);
      toast({ title: parentGateMessages.storyApproved, description: story.title });
      void refreshAfterStoryChange(queryClient);
    } catch (error) {
      toast({ title: isApiError(error) ? error.message : 'Could not approve the story', variant: 'destructive' });
    }
  };

  return (
    <div className={`ink-container ${styles.page}`} data-testid="parent-review">
      <h1>Parent Review</h1>
      <p>New stories wait here until a grown-up has read them. Approve a story and your child can read and hear it.</p>
      {stories === null ? (
        <Button onClick={() => void unlock()} loading={busy} data-testid="parent-review-unlock">
          Enter the parent PIN
        </Button>
      ) : stories.length === 0 ? (
        <p data-testid="parent-review-empty">No stories are waiting for you.</p>
      ) : (
        <ul className={styles.list}>
          {stories.map((story) => (
            <Card as="li" key={story.id} className={styles.item} data-testid="parent-review-story">
              <h2>{story.title}</h2>
              <div className={styles.text}>
                {story.content.split(/\n\s*\n/).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
              {story.audioUrl && <audio controls src={story.audioUrl} aria-label={`Narration of ${story.title}`} />}
              <Button onClick={() => void approve(story)} data-testid="parent-review-approve">
                Approve
              </Button>
            </Card>
          ))}
        </ul>
      )}
    </div>
  );
}
