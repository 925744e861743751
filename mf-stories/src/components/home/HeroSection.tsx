import { Badge, buttonClassName } from '@inkspell/ui';
import { WandSparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { StorybookIllustration } from './StorybookIllustration';
import styles from './HeroSection.module.css';

/** The opening promise of Home with the two ways in: create, or read a sample first. */
export function HeroSection() {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={`ink-container ${styles.inner}`}>
        <div className={styles.copy}>
          <Badge variant="accent">Safe, age-appropriate stories for ages 3-13</Badge>
          <h1 id="home-hero-title" className={styles.title}>
            Every child is the <span className={styles.highlight}>hero</span> of their own story
          </h1>
          <p className={styles.lead}>
            Name a hero, choose an adventure and share a few ideas. Spell, our storyteller, turns them into a brand-new story with pictures,
            and can even read it aloud.
          </p>
          <div className={styles.actions}>
            <Link to="/create" className={buttonClassName({ size: 'lg' })}>
              <WandSparkles size={20} aria-hidden="true" /> Create a Story
            </Link>
            <a href="#sample-stories" className={buttonClassName({ variant: 'outline', size: 'lg' })}>
              Read a Sample
            </a>
          </div>
        </div>
        <StorybookIllustration className={styles.art} />
      </div>
    </section>
  );
}
