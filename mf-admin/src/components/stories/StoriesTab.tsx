import { useState } from 'react';
import { useAdminStories } from '../../api/admin-api';
import type { AdminStory } from '../../api/admin-answers';
import { totalLabel } from '../../api/list-text';
import { useDebouncedSearch } from '../../api/debounced-search';
import { rowsOf, totalOf } from '../../api/paged-list';
import { PagedList } from '../common/ListState';
import { SearchBox } from '../common/SearchBox';
import common from '../common/Console.module.css';
import { StoryDetailsDialog } from './StoryDetailsDialog';
import { StoryItem } from './StoryItem';

const noun = { one: 'story', many: 'stories' };

/** Stories tab (spec 02 §2): a count, a search box and the stories page by page, each with View Full Story. */
export function StoriesTab({ active }: { active: boolean }) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedSearch(typed);
  const stories = useAdminStories({ search, enabled: active });
  const [viewing, setViewing] = useState<AdminStory | null>(null);
  const total = totalOf(stories.data);

  return (
    <div className={common.tab}>
      <div className={common.toolbar}>
        <p className={common.count} data-testid="admin-story-count" aria-live="polite">
          {stories.isPlaceholderData ? 'Searching...' : total ? totalLabel(total, noun, search !== '') : 'Stories'}
        </p>
        <SearchBox label="Search stories" placeholder="Search by title, hero or prompt" value={typed} onChange={setTyped} />
      </div>
      <PagedList
        query={stories}
        rows={rowsOf(stories.data)}
        noun="stories"
        filtered={search !== ''}
        emptyText="No stories have been created yet."
        noMatchText="No stories match this search."
        testId="admin-story-list"
      >
        {(story) => <StoryItem key={story.id} story={story} onView={setViewing} />}
      </PagedList>
      <StoryDetailsDialog story={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
