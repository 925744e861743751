import type { DialogCloseProps, DialogProps, DialogTriggerProps } from '@radix-ui/react-dialog';
import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
import type * as DialogParts from './DialogParts';
import './dialog.css';

type Parts = typeof DialogParts;

/**
 * Radix and its helpers (about 20 KB compressed, some twenty files) arrive with the first dialog a page
 * shows, not with the ui kit: most pages, the home page first, never open one (issue #12).
 */
let loadedParts: Parts | undefined;
const loadParts = () =>
  import('./DialogParts').then((parts) => {
    loadedParts = parts;
    return parts;
  });

const PartsContext = createContext<Parts | null>(null);

const LoadedDialog = lazy(async () => {
  const parts = await loadParts();
  return {
    default: (props: DialogProps) => (
      <PartsContext.Provider value={parts}>
        <parts.Root {...props} />
      </PartsContext.Provider>
    ),
  };
});

/**
 * A dialog (Radix Root). A closed controlled dialog renders nothing and loads nothing until it first
 * opens; on the server, too, so a prerendered page and its hydration agree. Otherwise Radix is loaded
 * and the dialog appears when it is there.
 */
export function Dialog(props: DialogProps) {
  if (props.open === false && (typeof window === 'undefined' || !loadedParts)) return null;
  return (
    <Suspense fallback={null}>
      <LoadedDialog {...props} />
    </Suspense>
  );
}

function useParts(part: string): Parts {
  const parts = useContext(PartsContext);
  if (!parts) throw new Error(`${part} must be inside a <Dialog>`);
  return parts;
}

export function DialogTrigger(props: DialogTriggerProps) {
  const { Trigger } = useParts('DialogTrigger');
  return <Trigger {...props} />;
}

export function DialogClose(props: DialogCloseProps) {
  const { Close } = useParts('DialogClose');
  return <Close {...props} />;
}

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
export function DialogContent(props: DialogContentProps) {
  const { Content } = useParts('DialogContent');
  return <Content {...props} />;
}
