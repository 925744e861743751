import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import './field.css';

export interface FieldFrameProps {
  label: ReactNode;
  /** Shown in red under the control and announced with it (aria-describedby). */
  error?: string;
  /** Quiet help under the label. */
  hint?: ReactNode;
}

/** Ids and aria attributes that tie a control to its label, hint and error. */
export function useFieldIds(id: string | undefined, error: string | undefined, hint: ReactNode) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, controlAria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } };
}

/** Label, optional hint, the control, optional error: the frame every labelled field shares. */
export function FieldFrame({
  label,
  error,
  hint,
  ids,
  children,
}: FieldFrameProps & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <div className="ink-field">
      <label className="ink-field__label" htmlFor={ids.controlId}>
        {label}
      </label>
      {hint && (
        <p className="ink-field__hint" id={ids.hintId}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className="ink-field__error" id={ids.errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = FieldFrameProps & InputHTMLAttributes<HTMLInputElement>;

/** A labelled single-line input with optional hint and error text. */
export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <FieldFrame label={label} error={error} hint={hint} ids={ids}>
      <input id={ids.controlId} className={['ink-field__control', className].filter(Boolean).join(' ')} {...ids.controlAria} {...input} />
    </FieldFrame>
  );
}

export type TextAreaProps = FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled multi-line input with optional hint and error text. */
export function TextArea({ label, error, hint, id, className, ...textarea }: TextAreaProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <FieldFrame label={label} error={error} hint={hint} ids={ids}>
      <textarea
        id={ids.controlId}
        className={['ink-field__control', className].filter(Boolean).join(' ')}
        {...ids.controlAria}
        {...textarea}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectProps = FieldFrameProps & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[] };

/** A labelled native select (native keeps mobile pickers and screen readers happy). */
export function Select({ label, error, hint, id, className, options, ...select }: SelectProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <FieldFrame label={label} error={error} hint={hint} ids={ids}>
      <select id={ids.controlId} className={['ink-field__control', className].filter(Boolean).join(' ')} {...ids.controlAria} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
