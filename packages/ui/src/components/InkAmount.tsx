import { formatInkAmount, inkAmountTone } from '../api/ink-activity';
import './ink-activity.css';

export interface InkAmountProps {
  amount: number;
  /** Adds " ink" after the number (the history page); the dropdown shows the bare number. */
  withUnit?: boolean;
  className?: string;
}

/** A signed ink amount: "+5" in green, "-3" in red (spec 01 §3). */
export function InkAmount({ amount, withUnit = false, className }: InkAmountProps) {
  const tone = inkAmountTone(amount);
  return (
    <span className={['ink-amount', `ink-amount--${tone}`, className].filter(Boolean).join(' ')} data-tone={tone}>
      {formatInkAmount(amount)}
      {withUnit ? ' ink' : <span className="ink-visually-hidden"> ink</span>}
    </span>
  );
}
