import { useState } from 'react';
import { useAdminStories } from '../../api/admin-api';
import type { AdminStory } from '../../api/admin-answers';
import { countLabel, searchStories } from '../../api/console-search';
import { QueryList } from '../common/ListState';
import { SearchBox } from '../common/SearchBox';
import common from '../common/Console.module.css';
import { StoryDetailsDialog } from './StoryDetailsDialog';
import { StoryItem } from './StoryItem';

/** Stories tab (spec 02 §2): a count, a search box and every story, each with View Full Story. */
export function StoriesTab({ active }: { active: boolean }) {
  const stories = useAdminStories({ enabled: active });
  const [search, setSearch] = useState('');
  const [viewing, setViewing] = useState<AdminStory | null>(null);
  const all = stories.data ?? [];
  const shown = searchStories(all, search);

  return (
    <div className={common.tab}>
      <div className={common.toolbar}>
        <p className={common.count} data-testid="admin-story-count">
          {stories.data ? countLabel(shown.length, all.length, { one: 'story', many: 'stories' }) : 'Stories'}
        </p>
        <SearchBox label="Search stories" placeholder="Search stories" value={search} onChange={setSearch} />
      </div>
      <QueryList
        query={stories}
        noun="stories"
        items={shown}
        emptyText="No stories have been created yet."
        noMatchText="No stories match this search."
      >
        <ul className={common.scrollList} data-testid="admin-story-list">
          {shown.map((story) => (
            <StoryItem key={story.id} story={story} onView={setViewing} />
          ))}
        </ul>
      </QueryList>
      <StoryDetailsDialog story={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
