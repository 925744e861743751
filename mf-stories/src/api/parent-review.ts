import { parentGateApiPaths } from '@inkspell/contracts/values';
import { api, contractSchema } from '@inkspell/ui';

/** GET /api/stories/parent-review: the stories waiting for a parent, in full (the PIN in headers, ADR 0019). */
export function fetchWaitingStories(headers: Record<string, string>) {
  return api.get(parentGateApiPaths.reviewList, { schema: contractSchema((c) => c.storyListSchema), headers });
}

/** POST /api/stories/:id/approve: the parent lets the child read and hear it. */
export function approveStory(id: string, headers: Record<string, string>) {
  return api.post(parentGateApiPaths.approve(id), {}, { schema: contractSchema((c) => c.storySchema), headers });
}
