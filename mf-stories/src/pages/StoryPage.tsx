import { PlaceholderPage } from '@inkspell/ui';
import { useParams } from 'react-router-dom';
import { findSampleStory, isSampleStoryId } from '../api/sample-stories';
import { SampleStoryReader } from '../components/story/SampleStoryReader';
import { StoryNotFound } from '../components/story/StoryNotFound';

/** /story/:id: built-in samples are read with no server call; stored stories come later. */
export function StoryPage() {
  const { id = '' } = useParams();
  if (isSampleStoryId(id)) {
    const sample = findSampleStory(id);
    return sample ? <SampleStoryReader story={sample} /> : <StoryNotFound />;
  }
  return (
    <PlaceholderPage
      icon="📖"
      title="Story Reader"
      summary="Read a saved story with its pictures and Spell's narration, continue the adventure or share it."
    />
  );
}
