import { PlaceholderPage } from '@inkspell/ui';

/** /refund-request: Request an Ink Refund (spec 02 §2 Refund request). */
export function RefundRequestPage() {
  return (
    <PlaceholderPage
      icon="💌"
      title="Request an Ink Refund"
      summary="Ask for ink back when a story or a purchase went wrong, and follow what happens to your requests."
    />
  );
}
