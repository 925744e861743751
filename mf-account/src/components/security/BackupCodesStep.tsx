import { Button, toast } from '@inkspell/ui';
import { codesCopiedToast, copyFailedToast } from '../../api/account-toasts';
import styles from './TwoFactorSetup.module.css';

/** Setup step 3: the ten backup codes, shown this once; Complete Setup reloads the page (spec 02 §2). */
export function BackupCodesStep({ codes }: { codes: readonly string[] }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast(codesCopiedToast);
    } catch {
      toast(copyFailedToast);
    }
  };

  return (
    <div className={styles.step}>
      <h3 className={styles.stepTitle}>Save your backup codes</h3>
      <p>If you ever lose your phone, each of these codes lets you log in once instead of a code from the app.</p>
      <ul className={styles.codes} data-testid="backup-codes" aria-label="Backup codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <p className={styles.important}>
        <strong>Important:</strong> each code is single-use. Keep them somewhere safe; you won't see them again.
      </p>
      <div className={styles.actions}>
        <Button variant="outline" onClick={() => void copy()}>
          Copy Codes
        </Button>
        {/* A full reload, as the spec says: every part of the page reads the new 2FA state afresh. */}
        <Button onClick={() => window.location.reload()}>Complete Setup</Button>
      </div>
    </div>
  );
}
