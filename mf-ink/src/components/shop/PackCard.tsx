import { formatPrice } from '@inkspell/contracts';
import type { InkPack } from '@inkspell/contracts';
import { Badge, Button } from '@inkspell/ui';
import { Droplet, Droplets } from 'lucide-react';
import styles from './PackCard.module.css';

export interface PackCardProps {
  pack: InkPack;
  onChoose: (pack: InkPack) => void;
  /** This pack's payment is being set up. */
  preparing: boolean;
  /** Another pack's payment is being set up. */
  disabled: boolean;
}

/** The cheapest story costs 2 ink (spec 01 §9), so a pack is enough for at most credits / 2 stories. */
const storiesFor = (credits: number) => Math.floor(credits / 2);

/** One ink pack: name, credits, price with two decimals and the Most Popular flag (spec 02 §2, §9). */
export function PackCard({ pack, onChoose, preparing, disabled }: PackCardProps) {
  const featured = pack.flag !== null;
  const Icon = featured ? Droplets : Droplet;
  return (
    <li className={featured ? `${styles.card} ${styles.featured}` : styles.card} data-testid={`pack-${pack.packageId}`}>
      {pack.flag && (
        <Badge variant="accent" className={styles.flag}>
          {pack.flag}
        </Badge>
      )}
      <span className={styles.icon} aria-hidden="true">
        <Icon size={28} strokeWidth={2.25} />
      </span>
      <h2 className={styles.name}>{pack.name}</h2>
      <p className={styles.credits}>
        <span className={styles.number}>{pack.credits}</span> ink
      </p>
      <p className={styles.hint}>Up to {storiesFor(pack.credits)} stories</p>
      <p className={styles.price}>{formatPrice(pack.priceCents)}</p>
      <Button variant={featured ? 'primary' : 'outline'} block loading={preparing} disabled={disabled} onClick={() => onChoose(pack)}>
        Get {pack.credits} Ink
      </Button>
    </li>
  );
}
