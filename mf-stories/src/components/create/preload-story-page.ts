/**
 * Fetches the story page's code while the create request is on its way (issue #22): the answer opens /story/:id at
 * once, and the first paragraph can only be drawn once that page's chunk is there. The same chunk as the route's
 * lazy page (exposes/StoriesRoutes.tsx), so nothing is downloaded twice.
 */
export function preloadStoryPage(): void {
  void import('../../pages/StoryPage');
}
