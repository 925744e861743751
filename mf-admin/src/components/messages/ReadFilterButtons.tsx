import { readFilters, type ReadFilter } from '../../api/message-rules';
import { FilterButtons } from '../common/FilterButtons';

/** All, Unread, Read: the messages the server lists. */
export function ReadFilterButtons({ value, onChange }: { value: ReadFilter; onChange: (value: ReadFilter) => void }) {
  return <FilterButtons label="Filter messages" options={readFilters} value={value} onChange={onChange} />;
}
