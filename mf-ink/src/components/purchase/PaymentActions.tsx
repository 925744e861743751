import { formatPrice } from '@inkspell/contracts';
import type { InkPack } from '@inkspell/contracts';
import { Button } from '@inkspell/ui';
import styles from './Purchase.module.css';

export interface PaymentActionsProps {
  pack: InkPack;
  onCancel: () => void;
  paying: boolean;
  /** The provider's form is not ready yet. */
  payDisabled?: boolean;
}

/** Cancel and Pay along the bottom of the dialog; Pay submits the surrounding form. */
export function PaymentActions({ pack, onCancel, paying, payDisabled = false }: PaymentActionsProps) {
  return (
    <div className={styles.actions}>
      <Button variant="outline" onClick={onCancel} disabled={paying}>
        Cancel
      </Button>
      <Button type="submit" loading={paying} disabled={payDisabled}>
        Pay {formatPrice(pack.priceCents)}
      </Button>
    </div>
  );
}
