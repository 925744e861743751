import type { ReactNode } from 'react';
import { Badge } from './Badge';
import './placeholder-page.css';

export interface PlaceholderPageProps {
  title: string;
  /** One line saying what the page will do once it is built. */
  summary: string;
  icon?: string;
  children?: ReactNode;
}

/** A real page heading for a screen that is not built yet, clearly marked as not available. */
export function PlaceholderPage({ title, summary, icon = '🪄', children }: PlaceholderPageProps) {
  return (
    <section className="ink-placeholder" aria-labelledby="placeholder-title">
      <div className="ink-placeholder__icon" aria-hidden="true">
        {icon}
      </div>
      <Badge variant="accent">Not available yet</Badge>
      <h1 className="ink-placeholder__title" id="placeholder-title">
        {title}
      </h1>
      <p className="ink-placeholder__summary">{summary}</p>
      {children}
    </section>
  );
}
