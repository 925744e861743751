import type { PublicUser } from '@inkspell/contracts';
import { Button, Card, PasswordField, TextField, toast } from '@inkspell/ui';
import type { FormEvent } from 'react';
import { updateFailedToast } from '../../api/account-toasts';
import { useUpdateProfile } from '../../api/profile';
import { changesEmail, profileFormSchema } from '../../forms/profile-form';
import { serverFieldErrors, useForm } from '../../forms/use-form';
import formStyles from '../FormActions.module.css';
import styles from './Profile.module.css';

/**
 * Names and e-mail (spec 02 §2 Account settings); the username is shown but can never change. A new e-mail asks
 * for the current password and waits for the link mailed to it (ADR 0025), which the form then says.
 */
export function ProfileForm({ user }: { user: PublicUser }) {
  const initial = { firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email ?? '', currentPassword: '' };
  // A cleared name is stored as "no name" (null), not as an empty string.
  const form = useForm(profileFormSchema(user.email), initial, (values) => ({
    ...values,
    firstName: values.firstName.trim() || null,
    lastName: values.lastName.trim() || null,
    currentPassword: values.currentPassword || undefined,
  }));
  const emailChanges = changesEmail(user.email, form.values.email);
  const update = useUpdateProfile();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    update.mutate(
      {
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        email: input.email,
        ...(emailChanges ? { currentPassword: input.currentPassword } : {}),
      },
      {
        // The spec reloads the page so every part of it (header, menus) shows the new details.
        onSuccess: () => window.location.reload(),
        onError: (error) => {
          form.setServerErrors(serverFieldErrors(error));
          toast(updateFailedToast(error));
        },
      },
    );
  };

  return (
    <Card as="section" aria-labelledby="profile-title">
      <h2 className={styles.title} id="profile-title">
        Profile
      </h2>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <TextField label="Username" value={user.username} readOnly hint="Usernames can't be changed." className={styles.readOnly} />
        <div className={formStyles.pair}>
          <TextField label="First Name" autoComplete="given-name" {...form.field('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" {...form.field('lastName')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        {user.pendingEmail ? (
          <p className={styles.notice} role="status" data-testid="pending-email">
            We sent a confirmation link to <strong>{user.pendingEmail}</strong>. Your e-mail stays {user.email} until you open it.
          </p>
        ) : null}
        {emailChanges ? (
          <PasswordField
            label="Current Password"
            toggleName="current password"
            autoComplete="current-password"
            hint="Needed to change your e-mail. We'll send a confirmation link to the new address."
            {...form.field('currentPassword')}
          />
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" loading={update.isPending}>
            Save Changes
          </Button>
        </div>
      </form>
    </Card>
  );
}
