import { Button, LoadingScreen, useCurrentUser, usePageMeta } from '@inkspell/ui';
import { Eye, WandSparkles } from 'lucide-react';
import { CategoryPicker } from '../components/create/CategoryPicker';
import { createButtonLabel } from '../components/create/create-button-label';
import { InkPanel } from '../components/create/InkPanel';
import { PreviewCard } from '../components/create/PreviewCard';
import { QuickIdeas } from '../components/create/QuickIdeas';
import { StoryFields } from '../components/create/StoryFields';
import { useCreateFlow } from '../components/create/use-create-flow';
import { WaitingAnimation } from '../components/create/WaitingAnimation';
import styles from './CreatePage.module.css';

/** /create: the story maker (spec 01 §2 Create, §4 creation flow, §5 checks, §9 costs). */
export function CreatePage() {
  usePageMeta({
    title: 'Create a Story',
    description: 'Pick a category, name your hero and describe the adventure: Spell writes a brand-new, age-appropriate story.',
  });
  const { user, isLoading } = useCurrentUser();
  const flow = useCreateFlow(user);
  if (isLoading) return <LoadingScreen />;

  return (
    <div className={`ink-container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>Create Your Story</h1>
        <p className={styles.lead}>Pick an adventure, name your hero and tell Spell what happens. A preview is free!</p>
      </header>
      <div className={styles.layout}>
        <form className={styles.form} onSubmit={(event) => event.preventDefault()} noValidate>
          <CategoryPicker
            value={flow.draft.category}
            onChange={(category) => flow.update('category', category)}
            error={flow.errors.category}
          />
          <StoryFields draft={flow.draft} errors={flow.errors} showAudio={user !== null} update={flow.update} />
          <div className={styles.actions}>
            <Button variant="outline" size="lg" onClick={flow.requestPreview} disabled={flow.generating}>
              <Eye size={20} aria-hidden="true" /> Preview Story (Free)
            </Button>
            <Button size="lg" onClick={flow.createStory} disabled={flow.createDisabled} data-testid="create-story">
              <WandSparkles size={20} aria-hidden="true" /> {createButtonLabel(flow.cost)}
            </Button>
          </div>
          {flow.inkShort && (
            <p className={styles.short} role="status">
              You need {flow.cost} ink for this story. Try a shorter story, turn off narration, or get more ink.
            </p>
          )}
        </form>
        <aside className={styles.side}>
          {user && <InkPanel inkCount={user.inkCount} />}
          <QuickIdeas onPick={flow.pickIdea} />
        </aside>
      </div>
      {flow.preview && (
        <PreviewCard
          key={flow.preview.sessionId + flow.preview.title}
          preview={flow.preview}
          isLoggedIn={user !== null}
          cost={flow.cost}
          length={flow.draft.length}
          includeAudio={flow.includeAudio}
          onCreate={flow.createStory}
          createDisabled={flow.createDisabled}
        />
      )}
      {flow.generating && (
        <WaitingAnimation title={flow.isPreviewing ? 'Spell is writing your preview...' : 'Spell is writing your story...'} />
      )}
    </div>
  );
}
