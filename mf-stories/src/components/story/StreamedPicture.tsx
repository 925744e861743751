import { useState } from 'react';
import type { StreamPicture } from '../../api/story-stream-state';
import readerStyles from './StoryReader.module.css';
import styles from './StoryInProgress.module.css';

/** A scene's picture as it arrives: it fades in once loaded, and one that fails to load is hidden (spec 01 §2). */
export function StreamedPicture({ picture }: { picture: StreamPicture }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  if (state === 'failed') return null;
  return (
    <figure className={readerStyles.figure}>
      <img
        className={`${readerStyles.image} ${styles.picture}`}
        src={picture.url}
        alt={picture.alt}
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
        data-loaded={state === 'loaded'}
        data-scene-index={picture.sceneIndex}
        data-testid="story-image"
      />
    </figure>
  );
}
