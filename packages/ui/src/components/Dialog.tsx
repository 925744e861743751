import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import './dialog.css';

/** Radix gives the accessibility: focus trap, Escape to close, focus return, aria wiring. */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps {
  title: ReactNode;
  /** Read out when the dialog opens; leave out only when the title says everything. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom (e.g. Cancel / Confirm). */
  footer?: ReactNode;
  className?: string;
}

/** The dialog box itself: overlay, title, optional description, body, footer and a close button. */
export function DialogContent({ title, description, children, footer, className }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="ink-dialog__overlay" />
      <RadixDialog.Content
        className={['ink-dialog__content', className].filter(Boolean).join(' ')}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <RadixDialog.Title className="ink-dialog__title">{title}</RadixDialog.Title>
        {description && <RadixDialog.Description className="ink-dialog__description">{description}</RadixDialog.Description>}
        {children}
        {footer && <div className="ink-dialog__footer">{footer}</div>}
        <RadixDialog.Close className="ink-dialog__close" aria-label="Close">
          ×
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
