import { isApiError, toast, useCurrentUser } from '@inkspell/ui';
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { findSampleStory, isSampleStoryId } from '../api/sample-stories';
import { useStory } from '../api/stories';
import { failureReasonOf, isStoryInProgress } from '../api/story-stream-state';
import { referralToast } from '../api/story-toasts';
import { takeToastAfterLoad } from '../api/toast-after-load';
import { isStoryOwner, readerBackLink } from '../components/story/reader-rules';
import { SampleStoryReader } from '../components/story/SampleStoryReader';
import { StoryFailed } from '../components/story/StoryFailed';
import { StoryInProgress } from '../components/story/StoryInProgress';
import { StoryLoading } from '../components/story/StoryLoading';
import { StoryNotFound } from '../components/story/StoryNotFound';
import { StoryReader } from '../components/story/StoryReader';
import { WaitingForParent } from '../components/review/WaitingForParent';
import { KeptStoryReader } from '../offline/KeptStoryReader';
import { useKeptStory } from '../offline/use-kept-stories';

/** /story/:id — built-in samples with no server call, stored stories from the stories service (spec 01 §2). */
export function StoryPage() {
  const { id = '' } = useParams();
  const sample = isSampleStoryId(id);
  if (sample) {
    const story = findSampleStory(id);
    return story ? <SampleStoryReader story={story} /> : <StoryNotFound />;
  }
  return <StoredStoryPage id={id} />;
}

function StoredStoryPage({ id }: { id: string }) {
  const [params] = useSearchParams();
  const referral = params.get('ref') || undefined;
  const { user, isLoading: userLoading } = useCurrentUser();
  const story = useStory(id, referral, { enabled: true });
  useArrivalToasts(id, referral, !userLoading && story.isSuccess && !isStoryOwner(story.data, user), user !== null);

  const kept = useKeptStory(id);

  if (story.isPending || userLoading) return <StoryLoading />;
  // No answer from the server (offline, the site or the service unreachable): the copy kept on this device, if any.
  // A 404 is an answer: the story is gone, and so is its copy at the library's next visit.
  if (story.isError && (!isApiError(story.error) || story.error.status === 0 || story.error.status >= 500)) {
    if (kept.isPending) return <StoryLoading />;
    if (kept.copy) return <KeptStoryReader copy={kept.copy} />;
  }
  if (story.isError) return <StoryNotFound />;
  if (story.data.reviewState === 'waiting-for-parent') return <WaitingForParent story={story.data} />;
  // Issue #22: a story job that failed, or one still running (its stream turns the page into the reader when ready).
  if (story.data.status === 'failed') {
    const back = readerBackLink({ isSample: false, story: story.data, viewer: user });
    return <StoryFailed reason={failureReasonOf(story.data)} inkReturned back={back} />;
  }
  if (isStoryInProgress(story.data)) return <StoryInProgress key={story.data.id} story={story.data} user={user} referral={referral} />;
  return <StoryReader story={story.data} user={user} referral={referral} />;
}

/**
 * Toasts that greet the reader: the one parked by a continue before its full page load, and the
 * 8-second referral toast for a visitor who came through a friend's link (once per story and code).
 */
function useArrivalToasts(id: string, referral: string | undefined, isReferralVisitor: boolean, isLoggedIn: boolean) {
  useEffect(() => {
    const parked = takeToastAfterLoad();
    if (parked) toast(parked);
  }, []);

  const greeted = useRef<string | null>(null);
  useEffect(() => {
    if (!referral || !isReferralVisitor || greeted.current === `${id}:${referral}`) return;
    greeted.current = `${id}:${referral}`;
    toast(referralToast(isLoggedIn));
  }, [id, referral, isReferralVisitor, isLoggedIn]);
}
