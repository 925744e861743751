import { memo, useEffect, useRef } from 'react';
import { isOutOfView } from './read-along-cues';
import type { TextPiece } from './read-along-words';
import styles from './StoryReader.module.css';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A paragraph whose words follow the narration: the word being read carries aria-current (so the highlight is
 * not the only cue) and, while the audio plays, is scrolled back into view when it leaves it; never with
 * prefers-reduced-motion, where the highlight also does not animate (the CSS). `current` is null unless the
 * current word is in this paragraph, so only the paragraphs it leaves and enters render again.
 */
export const ReadAlongParagraph = memo(function ReadAlongParagraph({
  pieces,
  current,
  follow,
}: {
  pieces: readonly TextPiece[];
  current: number | null;
  follow: boolean;
}) {
  const currentRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const word = currentRef.current;
    if (!follow || !word || prefersReducedMotion()) return;
    if (isOutOfView(word.getBoundingClientRect(), window.innerHeight)) word.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [current, follow]);

  return (
    <p>
      {pieces.map((piece, index) =>
        piece.word === null ? (
          piece.text
        ) : (
          <span
            key={index}
            ref={piece.word === current ? currentRef : undefined}
            className={styles.word}
            data-word={piece.word}
            aria-current={piece.word === current ? 'true' : undefined}
          >
            {piece.text}
          </span>
        ),
      )}
    </p>
  );
});
