import type { LucideIcon } from 'lucide-react';
import './icon-badge.css';

export type IconBadgeTone = 'primary' | 'accent' | 'pink' | 'sky' | 'success' | 'danger';

export interface IconBadgeProps {
  icon: LucideIcon;
  tone?: IconBadgeTone;
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * The round, tinted picture at the top of a card or page band: one lucide SVG icon, never an
 * emoji (without a colour-emoji font, Debian's Chromium draws emoji as empty boxes). Decorative:
 * the heading beside it says what it means.
 */
export function IconBadge({ icon: Icon, tone = 'primary', size = 'lg', className }: IconBadgeProps) {
  return (
    <span
      className={['ink-icon-badge', `ink-icon-badge--${tone}`, `ink-icon-badge--${size}`, className].filter(Boolean).join(' ')}
      aria-hidden="true"
    >
      <Icon size={size === 'lg' ? 32 : 22} strokeWidth={2.25} focusable="false" />
    </span>
  );
}
