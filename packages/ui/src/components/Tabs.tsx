import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  /** Stable key of the tab, also what `value` / `defaultValue` name. */
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list for screen readers, e.g. "Account settings". */
  label: string;
  defaultValue?: string;
  /** Controlled use: the selected tab and the callback that changes it. */
  value?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs: a tablist of tabs and one tabpanel each. Arrow keys, Home and End move between
 * tabs and select them. Hidden panels stay mounted so what was typed in a form survives a switch.
 */
export function Tabs({ items, label, defaultValue, value, onValueChange, className }: TabsProps) {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue ?? items[0]?.value);
  const selected = value ?? ownValue;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (next: string) => {
    setOwnValue(next);
    onValueChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === selected);
    const last = items.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = items[(target + items.length) % items.length];
    if (!next) return;
    select(next.value);
    tabRefs.current.get(next.value)?.focus();
  };

  const tabId = (item: TabItem) => `${baseId}-tab-${item.value}`;
  const panelId = (item: TabItem) => `${baseId}-panel-${item.value}`;

  return (
    <div className={['ink-tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className="ink-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item)}
              aria-selected={isSelected}
              aria-controls={panelId(item)}
              tabIndex={isSelected ? 0 : -1}
              className="ink-tabs__tab"
              onClick={() => select(item.value)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={panelId(item)}
          aria-labelledby={tabId(item)}
          hidden={item.value !== selected}
          tabIndex={0}
          className="ink-tabs__panel"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
