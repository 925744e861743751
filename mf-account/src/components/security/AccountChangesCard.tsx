import { Button, Card } from '@inkspell/ui';
import { Link } from 'react-router-dom';
import { KeyRound } from 'lucide-react';
import styles from './SecurityCards.module.css';

/**
 * Password and e-mail on the security page. The spec keeps these two buttons present but inert;
 * the line above them points to Account Settings, where both can really be changed.
 */
export function AccountChangesCard() {
  return (
    <Card as="section" aria-labelledby="account-changes-title">
      <h2 className={styles.title} id="account-changes-title">
        <KeyRound className={styles.titleIcon} size={22} aria-hidden="true" focusable="false" />
        Password and Email
      </h2>
      <p className={styles.lead}>
        To change your password or e-mail address, open <Link to="/profile">Account Settings</Link>.
      </p>
      <div className={styles.actions}>
        <Button variant="outline">Change Password</Button>
        <Button variant="outline">Change Email</Button>
      </div>
    </Card>
  );
}
