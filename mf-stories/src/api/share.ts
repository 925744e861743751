import { storiesApiPaths } from '@inkspell/contracts/values';
import type { ShareRequest } from '@inkspell/contracts';
import { api, contractSchema, trackEvent } from '@inkspell/ui';
import { useMutation } from '@tanstack/react-query';

/** GET /api/stories/:id/share-link: a link carrying the sharer's referral code. */
export function useShareLink(storyId: string) {
  return useMutation({
    mutationFn: () => api.get(storiesApiPaths.shareLink(storyId), { schema: contractSchema((c) => c.shareLinkAnswerSchema) }),
    onSuccess: () => trackEvent('story_shared', { via: 'link' }),
  });
}

/** POST /api/stories/share: e-mails the story; the answer says whether the mail went out. */
export function useShareStory() {
  return useMutation({
    mutationFn: (request: ShareRequest) => api.post(storiesApiPaths.share, request, { schema: contractSchema((c) => c.shareAnswerSchema) }),
    // The recipient's name and address stay out of analytics. Mail that did not go out hands over the link instead.
    onSuccess: (answer) => trackEvent('story_shared', { via: answer.emailSent ? 'mail' : 'link' }),
  });
}
