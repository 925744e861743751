import { usePageMeta } from '@inkspell/ui';
import { homeSampleStories } from '../api/sample-stories';
import { FeatureCards } from '../components/home/FeatureCards';
import { HeroSection } from '../components/home/HeroSection';
import { HowItWorks } from '../components/home/HowItWorks';
import { NarratorSection } from '../components/home/NarratorSection';
import { SampleStoriesSection } from '../components/home/SampleStoriesSection';

/** / : what Inkspell is, how it works and three stories to try (spec 01 §2 Home). */
export function HomePage() {
  usePageMeta({
    description:
      'Personalised, age-appropriate stories for children and families. Name a hero, pick an adventure and let Spell tell the tale.',
  });
  return (
    <>
      <HeroSection />
      <FeatureCards />
      <NarratorSection />
      <HowItWorks />
      <SampleStoriesSection stories={homeSampleStories()} />
    </>
  );
}
