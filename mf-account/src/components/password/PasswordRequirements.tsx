import { passwordSpecialCharacters } from '@inkspell/contracts/values';
import { accountMessages, newPasswordSchema } from '@inkspell/contracts';
import { Check, Circle } from 'lucide-react';
import styles from './PasswordRequirements.module.css';

/** The three rules of spec 02 §2, each tied to the contract message that reports it broken. */
const requirements = [
  { label: 'At least 8 characters', brokenBy: accountMessages.passwordTooShort },
  { label: 'One capital letter', brokenBy: accountMessages.passwordNeedsCapital },
  { label: `One special character (${passwordSpecialCharacters})`, brokenBy: accountMessages.passwordNeedsSpecial },
] as const;

/** A live checklist under a new-password field, checked by the contracts' own password schema. */
export function PasswordRequirements({ password, id }: { password: string; id?: string }) {
  const result = newPasswordSchema.safeParse(password);
  const broken = new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
  return (
    <ul className={styles.list} id={id} aria-label="Password requirements">
      {requirements.map((requirement) => {
        const met = !broken.has(requirement.brokenBy);
        return (
          <li key={requirement.label} className={met ? styles.met : styles.unmet}>
            {met ? (
              <Check className={styles.mark} size={16} strokeWidth={3} aria-hidden="true" focusable="false" />
            ) : (
              <Circle className={styles.mark} size={14} strokeWidth={2.5} aria-hidden="true" focusable="false" />
            )}
            {requirement.label}
            <span className="ink-visually-hidden">{met ? ' (done)' : ' (not yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
