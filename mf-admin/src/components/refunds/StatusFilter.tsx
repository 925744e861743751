import { refundStatusFilters, type RefundStatusFilter } from '../../api/refund-rules';
import { FilterButtons } from '../common/FilterButtons';

/** All, Pending, Approved, Denied (spec 02 §9): one pressed at a time. */
export function StatusFilter({ value, onChange }: { value: RefundStatusFilter; onChange: (value: RefundStatusFilter) => void }) {
  return <FilterButtons label="Filter by status" options={refundStatusFilters} value={value} onChange={onChange} />;
}
