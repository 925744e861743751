import { useState } from 'react';
import styles from './StoryReader.module.css';

/** One illustration; a picture that fails to load is hidden rather than shown broken (spec 01 §2). */
export function StoryImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <figure className={styles.figure}>
      <img className={styles.image} src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} data-testid="story-image" />
    </figure>
  );
}
