import { useState } from 'react';
import { FieldFrame, useFieldIds, type TextFieldProps } from './Field';
import './password-field.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** What the show/hide button names: "new password" gives "Show new password". Defaults to "password". */
  toggleName?: string;
}

/** A labelled password input with a show/hide button inside its right edge. */
export function PasswordField({ label, error, hint, id, className, toggleName = 'password', ...input }: PasswordFieldProps) {
  const ids = useFieldIds(id, error, hint);
  const [visible, setVisible] = useState(false);
  // A caller's description (e.g. a requirements list) joins the hint and error instead of replacing them.
  const describedBy = [ids.controlAria['aria-describedby'], input['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <FieldFrame label={label} error={error} hint={hint} ids={ids}>
      <div className="ink-password">
        <input
          id={ids.controlId}
          type={visible ? 'text' : 'password'}
          className={['ink-field__control', 'ink-password__control', className].filter(Boolean).join(' ')}
          {...ids.controlAria}
          {...input}
          aria-describedby={describedBy}
        />
        {/* Named by hidden text, not aria-label: a search for a field by its label text ("Confirm Password")
            must find the input only, never this button as well. */}
        <button type="button" className="ink-password__toggle" aria-controls={ids.controlId} onClick={() => setVisible((shown) => !shown)}>
          <EyeIcon crossed={visible} />
          <span className="ink-visually-hidden">{`${visible ? 'Hide' : 'Show'} ${toggleName}`}</span>
        </button>
      </div>
    </FieldFrame>
  );
}

/** An eye; crossed out while the password is visible (the button then hides it). */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {crossed && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  );
}
