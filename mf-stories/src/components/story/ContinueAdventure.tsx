import { continueInkCost } from '@inkspell/contracts/values';
import type { Story } from '@inkspell/contracts';
import { Button, hasConnection, parentPinHeaders, toast, useCurrentUser } from '@inkspell/ui';
import { BookPlus } from 'lucide-react';
import { useState } from 'react';
import { useContinueStory } from '../../api/continue';
import { adventureContinuesToast, continueFailedToast, needsConnectionToast, notEnoughInkToContinueText } from '../../api/story-toasts';
import { toastAfterNextLoad } from '../../api/toast-after-load';
import { isInkShort } from '../create/create-cost';
import { WaitingAnimation } from '../create/WaitingAnimation';
import styles from './ContinueAdventure.module.css';

/**
 * The owner's Continue Adventures box (spec 01 §2, §4): 2 ink, +1 with narration. The button waits
 * while pending and when ink is known to be short (then the shortage shows in red); an unknown balance leaves it
 * on, and the server's 402 says if ink is short. On the 202 answer the new chapter's page opens with a full page
 * load (spec 01 §4), where it is written before the family's eyes (issue #22), and 'Adventure Continues!' greets it.
 */
export function ContinueAdventure({ story, inkCount }: { story: Story; inkCount: number | null }) {
  const [includeAudio, setIncludeAudio] = useState(true);
  const cost = continueInkCost(includeAudio);
  const short = isInkShort(inkCount, cost);
  const call = useContinueStory(story.id);
  const { user } = useCurrentUser();
  const leaving = call.isSuccess;

  const go = async () => {
    if (!hasConnection()) {
      toast(needsConnectionToast('continueStory'));
      return;
    }
    // With a parent PIN the grown-up types it first (ADR 0019); cancelling spends nothing.
    const headers = await parentPinHeaders(user, 'Continue this story');
    if (!headers) return;
    call.mutate(
      { includeAudio, headers },
      {
        onSuccess: (answer) => {
          toastAfterNextLoad(adventureContinuesToast(answer.characterName));
          window.location.assign(`/story/${encodeURIComponent(answer.id)}`);
        },
        onError: (error) => toast(continueFailedToast(error, cost)),
      },
    );
  };

  return (
    <section className={styles.box} aria-labelledby="continue-title" data-testid="continue-adventure">
      <h2 id="continue-title" className={styles.title}>
        <BookPlus size={24} aria-hidden="true" /> Continue Adventures
      </h2>
      <p>What happens next to {story.characterName}? Spell will write the next chapter of this story.</p>
      <label className={styles.check}>
        <input type="checkbox" checked={includeAudio} onChange={(event) => setIncludeAudio(event.target.checked)} />
        <span>Spell reads it aloud (+1 ink)</span>
      </label>
      <Button size="lg" onClick={() => void go()} disabled={short || leaving} loading={call.isPending}>
        Continue the Adventure ({cost} ink)
      </Button>
      {short && (
        <p className={styles.short} data-testid="continue-short">
          {notEnoughInkToContinueText(cost)}
        </p>
      )}
      {(call.isPending || leaving) && <WaitingAnimation title={`Spell is writing ${story.characterName}'s next chapter...`} />}
    </section>
  );
}
