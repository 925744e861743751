import { PlaceholderPage } from '@inkspell/ui';

/** /ink-usage: Ink History (spec 02 §2 Ink history). */
export function InkUsagePage() {
  return (
    <PlaceholderPage
      icon="📜"
      title="Ink History"
      summary="See every drop of ink you have spent, bought or been given, grouped by day with handy totals."
    />
  );
}
