import { inkPacks } from '@inkspell/contracts';
import { LoginRequired, useCurrentUser, usePageMeta } from '@inkspell/ui';
import { usePaymentsMode } from '../api/payments-mode';
import { usePaymentReturn } from '../api/use-payment-return';
import { usePurchase } from '../api/use-purchase';
import { PurchaseDialog } from '../components/purchase/PurchaseDialog';
import { BalanceCard } from '../components/shop/BalanceCard';
import { DemoModeBanner } from '../components/shop/DemoModeBanner';
import { PackCard } from '../components/shop/PackCard';
import { PaymentMethods } from '../components/shop/PaymentMethods';
import styles from './InkShopPage.module.css';

/** /ink-shop: Purchase Ink (spec 02 §2 Ink shop, §4 purchase flow, §8 payment toasts). */
export function InkShopPage() {
  usePageMeta({ title: 'Purchase Ink', description: 'Buy ink packs for Inkspell stories: 8, 15 or 20 ink.' });
  const { user } = useCurrentUser();
  const purchase = usePurchase();
  usePaymentReturn(purchase.complete);
  const paymentsMode = usePaymentsMode();

  return (
    <div className={`ink-container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>Purchase Ink</h1>
        <p className={styles.subtitle}>Every story is written with magic ink. Pick a pack and keep the adventures coming!</p>
      </header>
      {paymentsMode === 'demo' && <DemoModeBanner />}
      <div className={styles.status}>
        {user ? <BalanceCard inkCount={user.inkCount} /> : <LoginRequired message="Please log in or create an account to purchase ink." />}
      </div>
      <ul className={styles.packs} aria-label="Ink packs">
        {inkPacks.map((pack) => (
          <PackCard
            key={pack.packageId}
            pack={pack}
            onChoose={purchase.choose}
            preparing={purchase.preparingPackId === pack.packageId}
            disabled={purchase.preparingPackId !== null && purchase.preparingPackId !== pack.packageId}
          />
        ))}
      </ul>
      <PaymentMethods />
      <PurchaseDialog intent={purchase.intent} onCancel={purchase.cancel} onPaid={purchase.complete} />
    </div>
  );
}
