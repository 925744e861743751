import { profileUpdateSchema, type PublicUser } from '@inkspell/contracts';
import { Button, Card, TextField, toast } from '@inkspell/ui';
import type { FormEvent } from 'react';
import { updateFailedToast } from '../../api/account-toasts';
import { useUpdateProfile } from '../../api/profile';
import { serverFieldErrors, useForm } from '../../forms/use-form';
import formStyles from '../FormActions.module.css';
import styles from './Profile.module.css';

/** Names and e-mail (spec 02 §2 Account settings); the username is shown but can never change. */
export function ProfileForm({ user }: { user: PublicUser }) {
  const initial = { firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email ?? '' };
  // A cleared name is stored as "no name" (null), not as an empty string.
  const form = useForm(profileUpdateSchema, initial, (values) => ({
    ...values,
    firstName: values.firstName.trim() || null,
    lastName: values.lastName.trim() || null,
  }));
  const update = useUpdateProfile();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    update.mutate(
      { firstName: input.firstName ?? null, lastName: input.lastName ?? null, email: input.email },
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
        <div className={styles.actions}>
          <Button type="submit" loading={update.isPending}>
            Save Changes
          </Button>
        </div>
      </form>
    </Card>
  );
}
