import { WandSparkles, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from './Badge';
import { IconBadge } from './IconBadge';
import './placeholder-page.css';

export interface PlaceholderPageProps {
  title: string;
  /** One line saying what the page will do once it is built. */
  summary: string;
  icon?: LucideIcon;
  children?: ReactNode;
}

/** A real page heading for a screen that is not built yet, clearly marked as not available. */
export function PlaceholderPage({ title, summary, icon = WandSparkles, children }: PlaceholderPageProps) {
  return (
    <section className="ink-placeholder" aria-labelledby="placeholder-title">
      <IconBadge icon={icon} className="ink-placeholder__icon" />
      <Badge variant="accent">Not available yet</Badge>
      <h1 className="ink-placeholder__title" id="placeholder-title">
        {title}
      </h1>
      <p className="ink-placeholder__summary">{summary}</p>
      {children}
    </section>
  );
}
