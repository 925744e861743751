import { Button, buttonClassName } from '@inkspell/ui';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './History.module.css';

export interface HistoryStateProps {
  Icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: { to: string; label: string };
  /** Offers Try Again (the error state). */
  onRetry?: () => void;
  retrying?: boolean;
  tone?: 'calm' | 'alert';
}

/** A friendly box for the empty and error states of the history. */
export function HistoryState({ Icon, title, children, action, onRetry, retrying = false, tone = 'calm' }: HistoryStateProps) {
  return (
    <div
      className={`${styles.state} ${tone === 'alert' ? styles.alert : ''}`}
      role={tone === 'alert' ? 'alert' : undefined}
      data-testid="history-state"
    >
      <span className={styles.stateIcon} aria-hidden="true">
        <Icon size={28} strokeWidth={2.25} />
      </span>
      <h2 className={styles.stateTitle}>{title}</h2>
      <p className={styles.stateText}>{children}</p>
      <div className={styles.stateActions}>
        {onRetry && (
          <Button variant="outline" onClick={onRetry} loading={retrying}>
            Try Again
          </Button>
        )}
        {action && (
          <Link to={action.to} className={buttonClassName({ variant: tone === 'alert' ? 'primary' : 'outline' })}>
            {action.label}
          </Link>
        )}
      </div>
    </div>
  );
}
