import { categoryLook, storyLimits } from '@inkspell/contracts/values';
import type { PreviewAnswer, StoryLength } from '@inkspell/contracts';
import { Badge, Button, buttonClassName, scrollBehavior, usePrefersReducedMotion } from '@inkspell/ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CategoryIcon } from '../category-icon';
import { storyParagraphs } from '../story/reader-rules';
import { createButtonLabel } from './create-button-label';
import { costBreakdown } from './create-cost';
import { useRevealedText } from './use-revealed-text';
import styles from './PreviewCard.module.css';

export interface PreviewCardProps {
  preview: PreviewAnswer;
  isLoggedIn: boolean;
  /**
   * What the card's create button will charge: the same draft and price as the page's create button (ADR
   * 0022), so the figure on the card is the figure taken from the balance.
   */
  cost: number;
  length: StoryLength;
  includeAudio: boolean;
  onCreate: () => void;
  createDisabled: boolean;
}

/** The free preview, revealed letter by letter; visitors are invited to log in or sign up to keep it. */
export function PreviewCard({ preview, isLoggedIn, cost, length, includeAudio, onCreate, createDisabled }: PreviewCardProps) {
  const writing = useRevealedText(preview.content, storyLimits.previewRevealMsPerLetter);
  // The letter-by-letter writing is motion too: a visitor who asks for less gets the whole text at once.
  const revealed = usePrefersReducedMotion() ? preview.content : writing;
  const done = revealed.length === preview.content.length;
  const cardRef = useRef<HTMLElement>(null);
  // The card appears under the form: bring it into view as it starts to write itself.
  useEffect(() => {
    // A block body on purpose: newer browsers return a promise from scrollIntoView, and an effect may only return a cleanup.
    cardRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  }, []);
  return (
    <section ref={cardRef} className={styles.card} aria-labelledby="preview-title" data-testid="preview-card">
      <div className={styles.head}>
        <Badge variant="accent">Free preview</Badge>
        <span className={styles.category}>
          <CategoryIcon category={preview.category} size={18} /> {categoryLook(preview.category).name}
        </span>
      </div>
      <h2 id="preview-title" className={styles.title}>
        {preview.title}
      </h2>
      {/* Screen readers get the whole text at once; the letter-by-letter reveal is for the eyes. */}
      <p className="ink-visually-hidden">{preview.content}</p>
      <div className={styles.text} aria-hidden="true" data-testid="preview-text" data-complete={done}>
        {storyParagraphs(revealed).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {isLoggedIn ? (
        <div className={styles.actions}>
          <p className={styles.invite}>Love it? Turn it into a full story with pictures{includeAudio ? ' and narration' : ''}.</p>
          <p className={styles.cost} data-testid="preview-cost">
            {costBreakdown(length, includeAudio)}
          </p>
          <Button onClick={onCreate} disabled={createDisabled}>
            {createButtonLabel(cost)}
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <p className={styles.invite}>
            Love it? Log in or sign up to keep this preview and create full stories with pictures and narration.
          </p>
          <div className={styles.buttons}>
            <Link to="/login" className={buttonClassName({ variant: 'outline' })}>
              Login
            </Link>
            <Link to="/register" className={buttonClassName()}>
              Sign Up
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
