import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { DialogContentProps } from './Dialog';

/**
 * The dialog's parts on Radix, loaded with the first dialog a page opens (Dialog.tsx). Radix gives the
 * accessibility: focus trap, Escape to close, focus return, aria wiring.
 */
export const Root = RadixDialog.Root;
export const Trigger = RadixDialog.Trigger;
export const Close = RadixDialog.Close;

/** The dialog box itself: overlay, title, optional description, body, footer and a close button. */
export function Content({ title, description, children, footer, className }: DialogContentProps) {
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
          <X size={20} strokeWidth={2.5} aria-hidden="true" focusable="false" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
