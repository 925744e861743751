import './spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Read by screen readers; pass '' when the surrounding text already says it. */
  label?: string;
}

/** A spinning ink ring. */
export function Spinner({ size = 'md', label = 'Loading' }: SpinnerProps) {
  const className = size === 'md' ? 'ink-spinner' : `ink-spinner ink-spinner--${size}`;
  if (!label) return <span className={className} aria-hidden="true" />;
  return (
    <span role="status" className={className}>
      <span className="ink-visually-hidden">{label}</span>
    </span>
  );
}

export interface LoadingScreenProps {
  message?: string;
}

/** Fills the page area with a spinner and a friendly line while something loads. */
export function LoadingScreen({ message = 'Gathering the magic...' }: LoadingScreenProps) {
  return (
    <div className="ink-loading-screen" role="status" aria-live="polite">
      <Spinner size="lg" label="" />
      <p>{message}</p>
    </div>
  );
}
