import { categories } from '@inkspell/contracts/values';
import type { CategoryId } from '@inkspell/contracts';
import { Check } from 'lucide-react';
import { CategoryIcon } from '../category-icon';
import panels from './CreatePanels.module.css';
import styles from './CategoryPicker.module.css';

export interface CategoryPickerProps {
  value: CategoryId | '';
  onChange: (category: CategoryId) => void;
  error?: string;
}

/** The six category cards of the create page (spec 01 §2), one of which can be chosen. */
export function CategoryPicker({ value, onChange, error }: CategoryPickerProps) {
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? 'category-error' : undefined}>
      <legend className={panels.legend}>1. Choose your adventure</legend>
      <div className={styles.grid}>
        {categories.map((category) => {
          const selected = value === category.id;
          return (
            <button
              key={category.id}
              type="button"
              className={styles.card}
              style={{ ['--category-color' as string]: category.color }}
              aria-pressed={selected}
              onClick={() => onChange(category.id)}
              data-testid={`category-${category.id}`}
            >
              <span className={styles.icon}>
                <CategoryIcon category={category.id} size={30} />
              </span>
              <span className={styles.name}>{category.name}</span>
              {selected && <Check className={styles.check} size={20} aria-hidden="true" />}
            </button>
          );
        })}
      </div>
      {error && (
        <p id="category-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
