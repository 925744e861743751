import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLookOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
}

/** Class names of a button look, so links (react-router <Link>) can look like buttons too. */
export function buttonClassName({ variant = 'primary', size = 'md', block = false, className }: ButtonLookOptions = {}): string {
  return ['ink-button', `ink-button--${variant}`, size !== 'md' && `ink-button--${size}`, block && 'ink-button--block', className]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLookOptions {
  /** Shows a spinner and blocks clicks while an action is pending. */
  loading?: boolean;
}

/** The Inkspell button: chunky, rounded, with a visible pressed state. */
export function Button({ variant, size, block, className, loading = false, disabled, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" label="" />}
      {children}
    </button>
  );
}
