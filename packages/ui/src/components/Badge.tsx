import type { HTMLAttributes } from 'react';
import './badge.css';

export type BadgeVariant = 'default' | 'accent' | 'success' | 'danger' | 'neutral';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

/** A small rounded label: statuses, categories, "Coming soon". */
export function Badge({ variant = 'default', className, ...rest }: BadgeProps) {
  const classes = ['ink-badge', variant !== 'default' && `ink-badge--${variant}`, className].filter(Boolean).join(' ');
  return <span className={classes} {...rest} />;
}
