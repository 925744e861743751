import type { PublicUser, Story } from '@inkspell/contracts';
import { deleteFiles, storeFiles } from './kept-files';
import { filesNoLongerUsed, filesToKeep, keptFingerprint, type KeptStory, type KeptSyncPlan } from './kept-rules';
import { deleteKeptStories, listKeptStories, writeKeptStory } from './kept-store';

/**
 * Keeping and removing stories on the device (ADR 0041). The files go in first and the record last, so a story that
 * is listed as kept always has its files; removing deletes the records first and then the files nobody uses.
 */

/** Keeps (or keeps again, after a change on the server) each story for `owner`, one after the other. */
export async function keepStories(stories: readonly Story[], owner: Pick<PublicUser, 'id'>): Promise<KeptStory[]> {
  const copies: KeptStory[] = [];
  const before = new Map((await listKeptStories()).map((copy) => [copy.id, copy]));
  for (const story of stories) {
    const files = await storeFiles(filesToKeep(story));
    const copy: KeptStory = {
      id: story.id,
      ownerId: owner.id,
      story,
      fingerprint: keptFingerprint(story),
      files,
      storyBytes: new Blob([JSON.stringify(story)]).size,
      keptAt: new Date().toISOString(),
    };
    await writeKeptStory(copy);
    copies.push(copy);
  }
  // A refreshed story may no longer use a picture or an old narration its previous copy had.
  const previous = copies.map((copy) => before.get(copy.id)).filter((copy): copy is KeptStory => copy !== undefined);
  if (previous.length > 0) await deleteFiles(filesNoLongerUsed(previous, await listKeptStories()));
  return copies;
}

/** Removes kept stories and the files no other kept story uses. */
export async function removeKeptStories(ids: readonly string[]): Promise<void> {
  const removing = new Set(ids);
  const all = await listKeptStories();
  const removed = all.filter((copy) => removing.has(copy.id));
  if (removed.length === 0) return;
  await deleteKeptStories(ids);
  await deleteFiles(
    filesNoLongerUsed(
      removed,
      all.filter((copy) => !removing.has(copy.id)),
    ),
  );
}

/** Carries out the library's plan, removals first, one step after the other so no step deletes a file another writes. */
export async function applyKeptSync(plan: KeptSyncPlan, owner: Pick<PublicUser, 'id'>): Promise<void> {
  await removeKeptStories(plan.remove);
  if (plan.refresh.length > 0) await keepStories(plan.refresh, owner);
}
