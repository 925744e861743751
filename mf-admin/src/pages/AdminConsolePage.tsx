import { PlaceholderPage } from '@inkspell/ui';

/** /admin-management-console: Admin Console (spec 02 §2 Admin console). */
export function AdminConsolePage() {
  return (
    <PlaceholderPage
      icon="🧭"
      title="Admin Console"
      summary="Review refund requests, browse every generated story and enable or disable user accounts."
    />
  );
}
