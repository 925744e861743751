import { Select } from '@inkspell/ui';
import type { RefundItemOption } from './refund-form';

interface PickerQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
}

export interface RefundItemPickerProps<T> {
  label: string;
  placeholder: string;
  emptyText: string;
  query: PickerQuery<T>;
  toOptions: (data: T) => RefundItemOption[];
  value: string;
  onChoose: (item: RefundItemOption | undefined) => void;
}

/** Picks the story or purchase a refund is for; choosing one fills the title and amount. */
export function RefundItemPicker<T>({ label, placeholder, emptyText, query, toOptions, value, onChoose }: RefundItemPickerProps<T>) {
  const items = query.data ? toOptions(query.data) : [];
  const hint = query.isPending
    ? 'Loading...'
    : query.isError
      ? 'Could not load the list. Please try again later.'
      : items.length === 0
        ? emptyText
        : undefined;
  return (
    <Select
      label={label}
      hint={hint}
      value={value}
      disabled={items.length === 0}
      options={[{ value: '', label: placeholder }, ...items.map((item) => ({ value: item.id, label: item.label }))]}
      onChange={(event) => onChoose(items.find((item) => item.id === event.target.value))}
    />
  );
}
