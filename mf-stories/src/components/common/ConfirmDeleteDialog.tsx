import { storyMessages } from '@inkspell/contracts/values';
import { Button, Dialog, DialogClose, DialogContent } from '@inkspell/ui';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** 'Delete Story' by default; a collection names itself. */
  title?: string;
  description?: string;
}

/** Asks before a story (or a collection) is deleted, with the spec's wording (spec 01 §2). */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  onConfirm,
  title = 'Delete Story',
  description = storyMessages.deleteConfirm,
}: ConfirmDeleteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        description={description}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              onClick={() => {
                onOpenChange(false);
                onConfirm();
              }}
            >
              Delete
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
