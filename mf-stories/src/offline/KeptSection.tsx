import { keptStoryMessages as words } from '@inkspell/contracts/kept-stories';
import { CloudOff, HardDrive } from 'lucide-react';
import { KeptStoriesList } from './KeptStoriesList';
import styles from './KeptSection.module.css';
import { useKeptStories } from './use-kept-stories';

/**
 * The library's kept stories (ADR 0041). Online, a section under the family's stories when some are kept. Offline,
 * where the library cannot be asked for, the whole page: the kept stories, and that the others need a connection.
 */
export function KeptSection({ offline }: { offline: boolean }) {
  const kept = useKeptStories();
  const copies = kept.data ?? [];
  if (kept.isPending || (!offline && copies.length === 0)) return null;

  return (
    <section
      className={offline ? `${styles.section} ${styles.offline}` : styles.section}
      aria-labelledby="kept-title"
      data-testid="kept-section"
    >
      <h2 id="kept-title" className={styles.title}>
        {offline ? <CloudOff size={22} aria-hidden="true" /> : <HardDrive size={22} aria-hidden="true" />}
        {offline ? words.offlineTitle : words.panelTitle}
      </h2>
      <p className={styles.lead} role={offline ? 'status' : undefined}>
        {offline ? (copies.length > 0 ? words.offlineLead : words.offlineNothingKept) : words.panelLead}
      </p>
      {copies.length > 0 && <KeptStoriesList copies={copies} />}
    </section>
  );
}
