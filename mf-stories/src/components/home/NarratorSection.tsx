import styles from './NarratorSection.module.css';
import { WelcomeAudioButton } from './WelcomeAudioButton';

/** Introduces Spell, the narrator, who can say hello out loud (spec 01 §2 Home). */
export function NarratorSection() {
  return (
    <section className={styles.band} aria-labelledby="narrator-title">
      <div className={`ink-container ${styles.inner}`}>
        <SpellAvatar />
        <div>
          <p className={styles.eyebrow}>Meet your storyteller</p>
          <h2 id="narrator-title" className={styles.title}>
            Hello, I'm Spell!
          </h2>
          <p className={styles.text}>
            I dip my quill in magic ink and write stories where <em>your</em> child is the star. I keep every tale kind, safe and just right
            for their age, and I love reading stories aloud at bedtime.
          </p>
          <div className={styles.listen}>
            <WelcomeAudioButton />
          </div>
        </div>
      </div>
    </section>
  );
}

function SpellAvatar() {
  return (
    <svg className={styles.avatar} viewBox="0 0 160 160" aria-hidden="true">
      <circle cx="80" cy="80" r="78" fill="#fff3d6" />
      <path d="M30 78 L80 8 L130 78 Z" fill="#6d3fd0" />
      <ellipse cx="80" cy="80" rx="58" ry="12" fill="#5a2fb8" />
      <circle cx="80" cy="112" r="34" fill="#ffd9b3" />
      <circle cx="68" cy="108" r="4.5" fill="#2b2140" />
      <circle cx="92" cy="108" r="4.5" fill="#2b2140" />
      <path d="M68 124 Q80 134 92 124" stroke="#2b2140" strokeWidth="4" fill="none" strokeLinecap="round" />
      <path d="M86 30 l4 9 10 1 -8 7 3 10 -9 -5 -9 5 3 -10 -8 -7 10 -1 z" fill="#f5a524" />
      <circle cx="62" cy="50" r="4" fill="#ffd88a" />
    </svg>
  );
}
