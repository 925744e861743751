import { Badge, Button } from '@inkspell/ui';
import { UserCheck, UserX } from 'lucide-react';
import type { AdminUser } from '../../api/admin-answers';
import { formatDateTime } from '../../api/labels';
import { fullName, userAction, userBadges } from '../../api/user-rules';
import styles from './Users.module.css';

export interface UserItemProps {
  user: AdminUser;
  onDisable: (user: AdminUser) => void;
  onEnable: (user: AdminUser) => void;
  /** The user whose enable call is under way (its button spins). */
  enabling: boolean;
}

/** One account in the admin list: name, e-mail, badges, the disabled reason and its action. */
export function UserItem({ user, onDisable, onEnable, enabling }: UserItemProps) {
  const action = userAction(user);
  const name = fullName(user);
  return (
    <li className={styles.user} data-testid="admin-user" data-username={user.username}>
      <div className={styles.userMain}>
        <div className={styles.userTop}>
          <h3 className={styles.username}>{user.username}</h3>
          {userBadges(user).map((badge) => (
            <Badge key={badge.label} variant={badge.variant}>
              {badge.label}
            </Badge>
          ))}
        </div>
        <p className={styles.muted}>
          {[name, user.email ?? 'No e-mail'].filter(Boolean).join(' · ')} · joined {formatDateTime(user.createdAt)}
        </p>
        {user.isDisabled && (
          <p className={styles.reason} data-testid="disabled-reason">
            <strong>Disabled:</strong> {user.disabledReason ?? 'No reason given'}
          </p>
        )}
      </div>
      {action === 'disable' && (
        <Button size="sm" variant="outline" className={styles.disableButton} onClick={() => onDisable(user)}>
          <UserX size={16} aria-hidden="true" /> Disable Account
        </Button>
      )}
      {action === 'enable' && (
        <Button size="sm" variant="secondary" onClick={() => onEnable(user)} loading={enabling}>
          <UserCheck size={16} aria-hidden="true" /> Enable Account
        </Button>
      )}
    </li>
  );
}
