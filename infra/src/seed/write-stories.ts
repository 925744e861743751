import type { Column } from './bulk-insert';
import { insertMissing, isPresent } from './bulk-insert';
import { seedId } from './ids';
import type { SeedBatch, SeedWriter } from './batch';
import type { FamilyPlan, StoryPlan } from './family-plan';

type OwnedStory = StoryPlan & { owner: FamilyPlan };

const storyColumns: Column<OwnedStory>[] = [
  { name: 'id', type: 'uuid', value: (s) => s.id },
  { name: 'user_id', type: 'uuid', value: (s) => s.owner.userId },
  { name: 'username', type: 'text', value: (s) => s.owner.username },
  { name: 'title', type: 'text', value: (s) => s.title },
  { name: 'content', type: 'text', value: (s) => s.content },
  { name: 'preview', type: 'text', value: (s) => s.preview },
  { name: 'category', type: 'text', value: (s) => s.category },
  { name: 'character_name', type: 'text', value: (s) => s.characterName },
  { name: 'prompt', type: 'text', value: (s) => s.prompt },
  { name: 'age_group', type: 'text', value: (s) => s.ageGroup },
  { name: 'length', type: 'text', value: (s) => s.length },
  { name: 'read_time', type: 'int', value: (s) => s.readTime },
  { name: 'ink_cost', type: 'int', value: (s) => s.inkCost },
  { name: 'is_public', type: 'boolean', value: (s) => s.isPublic },
  { name: 'has_audio', type: 'boolean', value: (s) => s.hasAudio },
  { name: 'metadata', type: 'jsonb', value: (s) => ({ wordCount: s.wordCount, setting: s.setting, keywords: [] }) },
  { name: 'collection_id', type: 'uuid', value: (s) => s.collectionId },
  { name: 'collection_order', type: 'int', value: (s) => s.collectionOrder },
  { name: 'hold_id', type: 'uuid', value: (s) => s.holdId },
  { name: 'hero_pronouns', type: 'text', value: (s) => s.heroPronouns },
  { name: 'created_at', type: 'timestamptz', value: (s) => s.createdAt },
];

const storiesOf = (batch: SeedBatch): OwnedStory[] => batch.families.flatMap((owner) => owner.stories.map((s) => ({ ...s, owner })));

/** stories: each family's stories, ready and approved, chapters in their collection. */
export const storiesWriter: SeedWriter = {
  database: 'stories',
  // Every family has a first story.
  present: (client, family) => isPresent(client, 'stories', 'id', seedId('story', family, 0)),
  write: async (client, batch) => ({ stories: await insertMissing(client, 'stories', storyColumns, storiesOf(batch)) }),
};
