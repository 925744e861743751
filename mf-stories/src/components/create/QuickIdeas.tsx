import { quickIdeas, type QuickIdea } from '@inkspell/contracts/quick-ideas';
import { Button } from '@inkspell/ui';
import { Lightbulb, Shuffle } from 'lucide-react';
import { useState } from 'react';
import { nextQuickIdeasStart, quickIdeasPage } from './quick-ideas-paging';
import styles from './CreatePanels.module.css';

/** Three ideas at a time; More Ideas shows the next three, cycling over all 22 (spec 01 §9). */
export function QuickIdeas({ onPick }: { onPick: (idea: QuickIdea) => void }) {
  const [start, setStart] = useState(0);
  return (
    <section className={styles.panel} aria-labelledby="quick-ideas-title" data-testid="quick-ideas">
      <h2 id="quick-ideas-title" className={styles.panelTitle}>
        <Lightbulb size={20} aria-hidden="true" /> Quick ideas
      </h2>
      <ul className={styles.ideas}>
        {quickIdeasPage(quickIdeas, start).map((idea) => (
          <li key={idea.id}>
            <button type="button" className={styles.idea} onClick={() => onPick(idea)}>
              {idea.text}
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" onClick={() => setStart((current) => nextQuickIdeasStart(current, quickIdeas.length))}>
        <Shuffle size={16} aria-hidden="true" /> More Ideas
      </Button>
    </section>
  );
}
