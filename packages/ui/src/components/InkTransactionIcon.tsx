import type { InkTransaction } from '@inkspell/contracts';
import { BookOpen, Gift, PenLine, RotateCcw, ShoppingCart, Sparkles, Users, Volume2, type LucideIcon } from 'lucide-react';
import { inkActivityIcon, type InkActivityIcon } from '../api/ink-activity';
import './ink-activity.css';

/** SVG icons rather than emoji: not every browser here has an emoji font (they would show as boxes). */
const icons: Record<InkActivityIcon, LucideIcon> = {
  story: PenLine,
  narration: Volume2,
  sequel: BookOpen,
  purchase: ShoppingCart,
  refund: RotateCcw,
  bonus: Gift,
  welcome: Sparkles,
  referral: Users,
};

export interface InkTransactionIconProps {
  transaction: Pick<InkTransaction, 'type' | 'description'>;
  size?: 'sm' | 'md';
}

/** A round, tinted icon for one ink movement; decorative (the row's text says what it was). */
export function InkTransactionIcon({ transaction, size = 'md' }: InkTransactionIconProps) {
  const kind = inkActivityIcon(transaction);
  const Icon = icons[kind];
  return (
    <span className={`ink-activity-icon ink-activity-icon--${kind} ink-activity-icon--${size}`} data-icon={kind} aria-hidden="true">
      <Icon size={size === 'sm' ? 16 : 20} strokeWidth={2.25} focusable="false" />
    </span>
  );
}
