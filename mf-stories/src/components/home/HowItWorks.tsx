import section from './HomeSection.module.css';
import styles from './HowItWorks.module.css';

/** The three steps of spec 01 §1. */
const steps = [
  { title: 'Choose an adventure', text: 'Fairy tales, space adventures, mysteries and more: pick the kind of story you feel like today.' },
  { title: 'Add your ideas', text: "Name your hero and tell Spell what should happen. Silly, brave or cosy: it's up to you." },
  { title: 'Watch the magic', text: 'Your story appears in moments, ready to read together, save to your library and share.' },
] as const;

export function HowItWorks() {
  return (
    <section className={`ink-container ${section.section}`} aria-labelledby="how-title">
      <h2 id="how-title" className={section.title}>
        How it works
      </h2>
      <ol className="ink-three-up">
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
