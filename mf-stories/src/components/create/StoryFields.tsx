import { ageGroups, storyLengths } from '@inkspell/contracts/values';
import type { AgeGroup, StoryLength } from '@inkspell/contracts';
import { Select, TextArea, TextField } from '@inkspell/ui';
import { HeroFields } from './HeroFields';
import type { DraftErrors, StoryDraft } from './story-form-state';
import panels from './CreatePanels.module.css';
import styles from './StoryFields.module.css';

export interface StoryFieldsProps {
  draft: StoryDraft;
  errors: DraftErrors;
  showAudio: boolean;
  update: <K extends keyof StoryDraft>(field: K, value: StoryDraft[K]) => void;
}

const lengthOptions = storyLengths.map((length) => ({ value: length.id, label: `${length.label} (${length.readMinutes} min read)` }));
const ageOptions = ageGroups.map((age) => ({ value: age, label: `Ages ${age}` }));

/** Hero (name, pronouns and look: issue #23), adventure, length, age and (for logged-in users) narration (spec 01 §2 Create, §5). */
export function StoryFields({ draft, errors, showAudio, update }: StoryFieldsProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={panels.legend}>2. Add your ideas</legend>
      <TextField
        label="Hero's name"
        placeholder="e.g. Luna, Captain Max, Pip"
        value={draft.characterName}
        onChange={(event) => update('characterName', event.target.value)}
        error={errors.characterName}
        maxLength={60}
        autoComplete="off"
      />
      <HeroFields draft={draft} update={update} />
      <TextArea
        label="What happens in the adventure?"
        placeholder="A brave explorer finds a secret map in grandma's attic..."
        value={draft.prompt}
        onChange={(event) => update('prompt', event.target.value)}
        error={errors.prompt}
        rows={4}
        maxLength={1000}
      />
      <div className={panels.fieldRow}>
        <Select
          label="Story length"
          value={draft.length}
          options={lengthOptions}
          onChange={(event) => update('length', event.target.value as StoryLength)}
          error={errors.length}
        />
        <Select
          label="Age group"
          value={draft.ageGroup}
          options={ageOptions}
          onChange={(event) => update('ageGroup', event.target.value as AgeGroup)}
          error={errors.ageGroup}
        />
      </div>
      {showAudio && (
        <label className={styles.check}>
          <input type="checkbox" checked={draft.includeAudio} onChange={(event) => update('includeAudio', event.target.checked)} />
          <span>
            Spell reads it aloud <span className={styles.hint}>(+1 ink)</span>
          </span>
        </label>
      )}
    </fieldset>
  );
}
