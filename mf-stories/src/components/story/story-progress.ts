import { storyStatusLabels, type Story } from '@inkspell/contracts';
import { failureReasonOf } from '../../api/story-stream-state';
import { storyParagraphs } from './reader-rules';

/** A story job's progress in a few words (issue #22), on the story page and on its library card. */
export function storyProgressText(status: Story['status'], paragraphCount: number): string {
  if (status === 'illustrating') return storyStatusLabels.illustrating;
  if (paragraphCount === 0) return storyStatusLabels.writing;
  return `${storyStatusLabels.writing} ${paragraphCount} ${paragraphCount === 1 ? 'paragraph' : 'paragraphs'} so far`;
}

/** What the library card of a story says in place of its excerpt, by the story's status. */
export type StoryCardNote =
  { kind: 'excerpt' } | { kind: 'in-progress'; status: 'writing' | 'illustrating'; text: string } | { kind: 'failed'; reason: string };

export function storyCardNote(story: Pick<Story, 'status' | 'content' | 'failureReason'>): StoryCardNote {
  switch (story.status) {
    case 'writing':
    case 'illustrating':
      return { kind: 'in-progress', status: story.status, text: storyProgressText(story.status, storyParagraphs(story.content).length) };
    case 'failed':
      return { kind: 'failed', reason: failureReasonOf(story) };
    case 'ready':
      return { kind: 'excerpt' };
  }
}
