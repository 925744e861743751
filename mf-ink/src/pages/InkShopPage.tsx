import { PlaceholderPage } from '@inkspell/ui';

/** /ink-shop: Purchase Ink (spec 02 §2 Ink shop). */
export function InkShopPage() {
  return (
    <PlaceholderPage
      icon="🪙"
      title="Purchase Ink"
      summary="Choose an ink pack and pay securely by card, Apple Pay or Google Pay; your new ink is ready straight away."
    />
  );
}
