import { Dialog, DialogContent } from '@inkspell/ui';
import { ShareForm } from './ShareForm';

export interface ShareDialogProps {
  storyId: string;
  storyTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Share a story by e-mail or by link (spec 01 §2 Share dialog). The form lives inside the dialog's
 * content, which unmounts on close, so every opening starts with empty fields.
 */
export function ShareDialog({ storyId, storyTitle, open, onOpenChange }: ShareDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Share Story"
        description={`Send “${storyTitle}” to a friend. When they sign up through your link, you earn bonus ink!`}
      >
        <ShareForm storyId={storyId} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
