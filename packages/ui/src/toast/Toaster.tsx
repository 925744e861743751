import { X } from 'lucide-react';
import { useToast } from './use-toast';
import './toaster.css';

/** Renders the single current toast. Mount once per page (the shell, or a remote standing alone). */
export function Toaster() {
  const { current, dismiss } = useToast();
  return (
    // The live region stays mounted so screen readers announce toasts as they appear.
    <div className="ink-toaster" aria-live="polite" aria-atomic="true" data-testid="toaster">
      {current && (
        <div
          key={current.id}
          className={`ink-toast ink-toast--${current.variant}`}
          role={current.variant === 'destructive' ? 'alert' : 'status'}
          data-variant={current.variant}
        >
          <p className="ink-toast__title">{current.title}</p>
          {current.description && <p className="ink-toast__description">{current.description}</p>}
          <button type="button" className="ink-toast__close" aria-label="Dismiss notification" onClick={() => dismiss(current.id)}>
            <X size={18} strokeWidth={2.5} aria-hidden="true" focusable="false" />
          </button>
        </div>
      )}
    </div>
  );
}
