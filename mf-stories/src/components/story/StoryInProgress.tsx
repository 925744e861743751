import type { PublicUser, Story } from '@inkspell/contracts';
import { useStoryStream } from '../../api/use-story-stream';
import { isStoryOwner, readerBackLink } from './reader-rules';
import { StoryFailed } from './StoryFailed';
import { StoryInProgressView } from './StoryInProgressView';

/** The waiting animation's heading: the family's own story or chapter, or someone else's. */
export function waitingTitleFor(
  story: Pick<Story, 'userId' | 'characterName' | 'collectionOrder'>,
  viewer: Pick<PublicUser, 'id'> | null,
): string {
  if (!isStoryOwner(story, viewer)) return 'Spell is writing this story...';
  return story.collectionOrder > 1 ? `Spell is writing ${story.characterName}'s next chapter...` : 'Spell is writing your story...';
}

/**
 * /story/:id while the story job runs (issue #22): follows its stream until it is ready (the page then becomes the
 * reader, from the cache the stream updated) or failed (the reason shows here).
 */
export function StoryInProgress({ story, user, referral }: { story: Story; user: PublicUser | null; referral?: string }) {
  const state = useStoryStream(story, referral);
  const back = readerBackLink({ isSample: false, story, viewer: user });
  if (state.failure) return <StoryFailed reason={state.failure.reason} inkReturned={state.failure.inkReturned} back={back} />;
  return <StoryInProgressView story={story} state={state} back={back} waitingTitle={waitingTitleFor(story, user)} />;
}
