import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { EllipsisVertical, type LucideIcon } from 'lucide-react';
import styles from './CardMenu.module.css';

export interface CardMenuItem {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  tone?: 'danger';
}

/** The ⋮ menu of a story or collection card (Radix: keyboard, focus and outside clicks handled). */
export function CardMenu({ label, items }: { label: string; items: readonly CardMenuItem[] }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.trigger} aria-label={label} data-testid="card-menu">
        <EllipsisVertical size={20} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={4}>
          {items.map(({ label: itemLabel, icon: Icon, onSelect, tone }) => (
            <DropdownMenu.Item
              key={itemLabel}
              className={tone === 'danger' ? `${styles.item} ${styles.danger}` : styles.item}
              onSelect={onSelect}
            >
              <Icon size={18} aria-hidden="true" /> {itemLabel}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
