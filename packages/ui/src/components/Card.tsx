import type { HTMLAttributes } from 'react';
import './card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** 'raised' for content that should float above the page; 'interactive' lifts on hover. */
  look?: 'flat' | 'raised' | 'interactive';
  as?: 'div' | 'article' | 'section' | 'li';
}

/** The class of a title link stretched over an interactive card, so the whole card is one clear target. */
export const cardLinkClassName = 'ink-card__link';

/** A white rounded surface for grouping content. */
export function Card({ look = 'flat', as: Tag = 'div', className, ...rest }: CardProps) {
  const classes = ['ink-card', look !== 'flat' && `ink-card--${look}`, className].filter(Boolean).join(' ');
  return <Tag className={classes} {...rest} />;
}
