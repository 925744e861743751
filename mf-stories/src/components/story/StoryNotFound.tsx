import { buttonClassName, usePageMeta } from '@inkspell/ui';
import { Link } from 'react-router-dom';

/** 'Story Not Found' with a way home (spec 01 §2 reader states). */
export function StoryNotFound() {
  usePageMeta({ title: 'Story Not Found' });
  return (
    <section className="ink-container" style={{ textAlign: 'center', paddingBlock: 'var(--ink-space-8)' }}>
      <p style={{ fontSize: '3rem', margin: 0 }} aria-hidden="true">
        📭
      </p>
      <h1>Story Not Found</h1>
      <p>This story may have been moved, or the link is not quite right.</p>
      <Link to="/" className={buttonClassName()}>
        Back to Home
      </Link>
    </section>
  );
}
