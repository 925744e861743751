import { categoryLook } from '@inkspell/contracts/values';
import { storyStatusLabels } from '@inkspell/contracts/values/story-jobs';
import { Badge, Button } from '@inkspell/ui';
import { BookOpen, Image, Volume2 } from 'lucide-react';
import type { AdminStory } from '../../api/admin-answers';
import { truncatePrompt } from '../../api/list-text';
import { formatDateTime } from '../../api/labels';
import common from '../common/Console.module.css';
import styles from './Stories.module.css';

/** One story in the admin list: title, author, category, cost, the prompt cut at 200 characters. */
export function StoryItem({ story, onView }: { story: AdminStory; onView: (story: AdminStory) => void }) {
  return (
    <li className={common.listItem} data-testid="admin-story">
      <div className={common.listItemMain}>
        <h3 className={styles.storyTitle}>{story.title}</h3>
        <p className={styles.storyMeta}>
          by <strong>{story.username ?? 'Unknown user'}</strong> · {formatDateTime(story.createdAt)}
        </p>
        <div className={styles.badges}>
          <Badge>{categoryLook(story.category).name}</Badge>
          <Badge variant="accent">{story.inkCost} ink</Badge>
          {story.status !== 'ready' && (
            <Badge variant={story.status === 'failed' ? 'danger' : 'neutral'} data-testid="admin-story-status">
              {storyStatusLabels[story.status]}
            </Badge>
          )}
          {story.imageUrls.length > 0 && (
            <Badge variant="neutral">
              <Image size={14} aria-hidden="true" /> Images
            </Badge>
          )}
          {story.hasAudio && (
            <Badge variant="neutral">
              <Volume2 size={14} aria-hidden="true" /> Audio
            </Badge>
          )}
        </div>
        <p className={styles.prompt} data-testid="admin-story-prompt">
          {truncatePrompt(story.prompt)}
        </p>
      </div>
      <Button size="sm" variant="outline" onClick={() => onView(story)} className={common.listItemAction}>
        <BookOpen size={16} aria-hidden="true" /> View Full Story
      </Button>
    </li>
  );
}
