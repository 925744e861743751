import { CreditCard, ShieldCheck, Smartphone } from 'lucide-react';
import styles from './PaymentMethods.module.css';

const methods = [
  { label: 'Cards', Icon: CreditCard },
  { label: 'Apple Pay', Icon: Smartphone },
  { label: 'Google Pay', Icon: Smartphone },
] as const;

/** The payment methods the shop lists (spec 02 §2): cards, Apple Pay, Google Pay. */
export function PaymentMethods() {
  return (
    <section className={styles.methods} aria-labelledby="payment-methods-title">
      <h2 id="payment-methods-title" className={styles.title}>
        <ShieldCheck size={20} aria-hidden="true" /> Secure payment
      </h2>
      <ul className={styles.list}>
        {methods.map(({ label, Icon }) => (
          <li key={label} className={styles.method}>
            <Icon size={18} aria-hidden="true" /> {label}
          </li>
        ))}
      </ul>
    </section>
  );
}
