import type { PublicUser, Story } from '@inkspell/contracts';
import { Button } from '@inkspell/ui';
import { Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog';
import { useDeleteFlow } from '../common/use-delete-flow';
import { KeepOffline } from '../../offline/KeepOffline';
import { ShareDialog } from '../share/ShareDialog';
import styles from './StoryReader.module.css';

/** Share, keep for offline and delete for the story's owner; after a delete the library opens. */
export function OwnerActions({ story, user }: { story: Story; user: PublicUser }) {
  const navigate = useNavigate();
  const [sharing, setSharing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { remove, isDeleting } = useDeleteFlow('reader', () => void navigate('/stories'));
  return (
    <div className={styles.ownerActions}>
      <Button variant="outline" size="sm" onClick={() => setSharing(true)}>
        <Share2 size={16} aria-hidden="true" /> Share Story
      </Button>
      <KeepOffline stories={[story]} user={user} />
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} loading={isDeleting}>
        <Trash2 size={16} aria-hidden="true" /> Delete Story
      </Button>
      <ShareDialog storyId={story.id} storyTitle={story.title} open={sharing} onOpenChange={setSharing} />
      <ConfirmDeleteDialog open={confirming} onOpenChange={setConfirming} onConfirm={() => remove([story.id])} />
    </div>
  );
}
