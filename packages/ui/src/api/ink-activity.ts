/**
 * Pure rules for showing ink movements (spec 01 §2 ink dropdown, §3 ink transaction; spec 02 §2
 * ink history): the sign and colour of an amount, which icon a movement gets, and what the
 * dropdown shows. No React here, so the rules are tested on their own.
 */
import { inkDropdownLimit } from '@inkspell/contracts/values';
import type { InkTransaction } from '@inkspell/contracts';

/** The dropdown's empty text (spec 01 §2), word for word. */
export const inkActivityEmptyText = 'No ink activity yet. Start creating stories to see your usage!';

/** The dropdown's link to the full history when more movements exist (spec 01 §2). */
export function moreActivitiesLabel(count: number): string {
  return `+${count} more activities - View All`;
}

/** What the dropdown shows of a newest-first list: at most `limit` rows and how many are left out. */
export function recentInkActivity<T>(transactions: readonly T[], limit: number = inkDropdownLimit): { rows: T[]; moreCount: number } {
  return { rows: transactions.slice(0, limit), moreCount: Math.max(0, transactions.length - limit) };
}

/** A signed amount: positive with a plus sign (spec 01 §3), negative with its minus. */
export function formatInkAmount(amount: number): string {
  return amount > 0 ? `+${amount}` : String(amount);
}

/** Positive amounts are green; everything else is red (spec 01 §3, spec 02 §9). */
export type InkAmountTone = 'gain' | 'spend';

export function inkAmountTone(amount: number): InkAmountTone {
  return amount > 0 ? 'gain' : 'spend';
}

/** The pictures a movement can get; type and description choose one (spec 01 §3). */
export type InkActivityIcon = 'story' | 'narration' | 'sequel' | 'purchase' | 'refund' | 'bonus' | 'welcome' | 'referral';

/** Picks the icon of a movement: its type, refined by what the description says it was for. */
export function inkActivityIcon({ type, description }: Pick<InkTransaction, 'type' | 'description'>): InkActivityIcon {
  const text = description.toLowerCase();
  // Refunds, and ink given back when a story or narration failed ("Returned: ...").
  if (text.includes('refund') || text.startsWith('returned')) return 'refund';
  switch (type) {
    case 'usage':
      if (/narrat|audio|voice/.test(text)) return 'narration';
      if (/continu|sequel|chapter/.test(text)) return 'sequel';
      return 'story';
    case 'purchase':
      return 'purchase';
    case 'welcome':
      return 'welcome';
    case 'referral':
      return 'referral';
    case 'bonus':
      return 'bonus';
  }
}
