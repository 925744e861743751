import { categories } from '@inkspell/contracts/values';
import type { CategoryId } from '@inkspell/contracts';
import { Card } from '@inkspell/ui';
import { CategoryIcon } from '../category-icon';
import section from './HomeSection.module.css';
import styles from './FeatureCards.module.css';

/** The three featured worlds of Home (spec 01 §2); names and colours come from contracts, icons from category-icon. */
const features: readonly { id: CategoryId; blurb: string }[] = [
  { id: 'adventure', blurb: 'Brave quests through jungles, mountains and hidden kingdoms, with treasure maps and loyal friends.' },
  { id: 'fairy-tale', blurb: 'Enchanted forests, kind fairies and talking animals, where wishes and good hearts win the day.' },
  { id: 'space', blurb: 'Rocket rides past comets and moons to meet friendly aliens among the twinkling stars.' },
];

export function FeatureCards() {
  return (
    <section className={`ink-container ${section.section}`} aria-labelledby="features-title">
      <h2 id="features-title" className={section.title}>
        Choose your kind of magic
      </h2>
      <ul className="ink-three-up">
        {features.map(({ id, blurb }) => {
          const category = categories.find((c) => c.id === id);
          if (!category) return null;
          return (
            <Card as="li" look="interactive" key={id} className={styles.card} style={{ ['--feature-color' as string]: category.color }}>
              <span className={styles.icon}>
                <CategoryIcon category={id} size={34} />
              </span>
              <h3 className={styles.name}>{category.name}</h3>
              <p className={styles.blurb}>{blurb}</p>
            </Card>
          );
        })}
      </ul>
    </section>
  );
}
