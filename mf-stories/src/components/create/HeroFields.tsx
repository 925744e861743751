import { heroPronounIds } from '@inkspell/contracts/values';
import {
  heroFormWords,
  heroHairColours,
  heroHairStyles,
  heroPronounLabels,
  heroSkinTones,
  type HeroHairColour,
  type HeroHairStyle,
} from '@inkspell/contracts/values/hero-look';
import { Select } from '@inkspell/ui';
import type { StoryDraft } from './story-form-state';
import panels from './CreatePanels.module.css';
import styles from './HeroFields.module.css';

export interface HeroFieldsProps {
  draft: StoryDraft;
  update: <K extends keyof StoryDraft>(field: K, value: StoryDraft[K]) => void;
}

const surprise = { value: '', label: heroFormWords.surpriseMe };
const styleOptions = [surprise, ...heroHairStyles.map((s) => ({ value: s.id, label: s.label }))];
const colourOptions = [surprise, ...heroHairColours.map((c) => ({ value: c.id, label: c.label }))];

/**
 * The hero's pronouns and look (issue #23, ADR 0031): all optional. Pronouns are a radio group (they by default);
 * skin tones are swatches, a radio group whose every swatch has its tone's name; hair is two selects. "Surprise me"
 * leaves a part of the look to the story.
 */
export function HeroFields({ draft, update }: HeroFieldsProps) {
  return (
    <div className={styles.hero}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{heroFormWords.pronounsLegend}</legend>
        <div className={styles.pills}>
          {heroPronounIds.map((id) => (
            <label key={id} className={styles.pill}>
              <input
                type="radio"
                name="hero-pronouns"
                value={id}
                checked={draft.heroPronouns === id}
                onChange={() => update('heroPronouns', id)}
              />
              <span>{heroPronounLabels[id]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{heroFormWords.lookLegend}</legend>
        <fieldset className={styles.group}>
          <legend className={styles.sublegend}>{heroFormWords.skinTone}</legend>
          <div className={styles.swatches}>
            <label className={styles.swatch} title={heroFormWords.surpriseMe}>
              <input type="radio" name="hero-skin" value="" checked={draft.skinTone === ''} onChange={() => update('skinTone', '')} />
              <span className={`${styles.dot} ${styles.surprise}`} aria-hidden="true">
                ?
              </span>
              <span className="ink-visually-hidden">{heroFormWords.surpriseMe}</span>
            </label>
            {heroSkinTones.map((tone) => (
              <label key={tone.id} className={styles.swatch} title={tone.label}>
                <input
                  type="radio"
                  name="hero-skin"
                  value={tone.id}
                  checked={draft.skinTone === tone.id}
                  onChange={() => update('skinTone', tone.id)}
                />
                <span className={styles.dot} style={{ background: tone.colour }} aria-hidden="true" />
                <span className="ink-visually-hidden">{tone.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className={panels.fieldRow}>
          <Select
            label={heroFormWords.hairStyle}
            value={draft.hairStyle}
            options={styleOptions}
            onChange={(event) => update('hairStyle', event.target.value as HeroHairStyle | '')}
          />
          <Select
            label={heroFormWords.hairColour}
            value={draft.hairColour}
            options={colourOptions}
            onChange={(event) => update('hairColour', event.target.value as HeroHairColour | '')}
          />
        </div>
      </fieldset>
    </div>
  );
}
