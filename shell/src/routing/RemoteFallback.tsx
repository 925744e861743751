import type { RemoteKey } from '@inkspell/contracts';
import { Button, buttonClassName, IconBadge } from '@inkspell/ui';
import { MoonStar } from 'lucide-react';
import { Link } from 'react-router-dom';
import styles from './RemoteFallback.module.css';

export interface RemoteFallbackProps {
  remote: RemoteKey;
  onRetry: () => void;
}

/** Shown inside the frame when a remote cannot load or crashes; the rest of the app keeps working. */
export function RemoteFallback({ remote, onRetry }: RemoteFallbackProps) {
  return (
    <section className={styles.fallback} role="alert" data-testid="remote-fallback" data-remote={remote}>
      <IconBadge icon={MoonStar} className={styles.icon} />
      <h1 className={styles.title}>This corner of Inkspell is resting.</h1>
      <p className={styles.text}>Please try again soon.</p>
      <div className={styles.actions}>
        <Button onClick={onRetry}>Try again</Button>
        <Link to="/" className={buttonClassName({ variant: 'outline' })}>
          Back to Home
        </Link>
      </div>
    </section>
  );
}
