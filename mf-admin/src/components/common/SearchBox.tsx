import { Search } from 'lucide-react';
import { useId } from 'react';
import styles from './Console.module.css';

/** The search box above a console list; the tab sends what was typed to the server once typing pauses (useDebouncedSearch). */
export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  const id = useId();
  return (
    <div className={styles.search}>
      <label htmlFor={id} className="ink-visually-hidden">
        {label}
      </label>
      <Search size={18} aria-hidden="true" className={styles.searchIcon} />
      <input
        id={id}
        type="search"
        className={`ink-field__control ${styles.searchInput}`}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
