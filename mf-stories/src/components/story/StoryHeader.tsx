import { categoryLook } from '@inkspell/contracts/values';
import { CategoryIcon } from '../category-icon';
import styles from './StoryHeader.module.css';

export interface StoryHeaderProps {
  title: string;
  category: string;
  ageGroup: string;
  /** Minutes; 0 while a story job is still writing it (issue #22), which shows no read time rather than '0 min'. */
  readTime: number;
}

/** The reader's header (spec 01 §2): category icon, age group, category, read time, title. */
export function StoryHeader({ title, category, ageGroup, readTime }: StoryHeaderProps) {
  const look = categoryLook(category);
  return (
    <header className={styles.header} style={{ ['--category-color' as string]: look.color }}>
      <span className={styles.icon}>
        <CategoryIcon category={category} size={38} />
      </span>
      <ul className={styles.facts} aria-label="About this story">
        <li>Ages {ageGroup}</li>
        <li>{look.name}</li>
        {readTime > 0 && <li>{readTime} min read</li>}
      </ul>
      <h1 className={styles.title}>{title}</h1>
    </header>
  );
}
