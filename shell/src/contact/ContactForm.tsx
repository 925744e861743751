import { contactMessageLimits } from '@inkspell/contracts/values';
import type { ContactMessageInput } from '@inkspell/contracts';
import { Button, loadContractSchemas, TextArea, TextField, toast, trackEvent } from '@inkspell/ui';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { sendContactMessage } from '../api/contact';
import { messageNotSentToast, messageSentToast } from '../api/contact-toasts';
import styles from './ContactForm.module.css';

type Field = keyof ContactMessageInput;
const emptyMessage: ContactMessageInput = { name: '', email: '', subject: '', message: '' };

/** The first complaint of the contract about each field (its schema loads with the first send, ADR 0020). */
async function fieldErrors(input: ContactMessageInput): Promise<Partial<Record<Field, string>>> {
  const { contactMessageSchema } = await loadContractSchemas();
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The contact form of spec 02 §2/§4: name, email, subject and message, all required, the e-mail
 * typed. Sending lasts at least 2 seconds, then a success notice and an empty form; a failure
 * keeps what was typed and shows 'Message Not Sent' with the server's reason.
 */
export function ContactForm() {
  const [values, setValues] = useState(emptyMessage);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [thanked, setThanked] = useState<string | null>(null);
  const send = useMutation({ mutationFn: (input: ContactMessageInput) => sendContactMessage(input) });

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = await fieldErrors(values);
    setErrors(found);
    const firstInvalid = (Object.keys(emptyMessage) as Field[]).find((field) => found[field]);
    if (firstInvalid) {
      (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
    setThanked(null);
    send.mutate(values, {
      onSuccess: () => {
        // Spec 02 §7: an analytics event on contact submit (that it happened; nothing of what was written).
        trackEvent('contact_submitted');
        toast(messageSentToast);
        setThanked(values.name.trim());
        setValues(emptyMessage);
      },
      onError: (error) => toast(messageNotSentToast(error)),
    });
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="contact-form-title"
      data-testid="contact-form"
    >
      <h2 id="contact-form-title" className={styles.title}>
        Send us a message
      </h2>
      <p className={styles.promise}>We reply to every message within 1-2 days.</p>
      {thanked !== null && (
        <p className={styles.thanks} role="status" data-testid="contact-sent">
          <CircleCheck size={20} aria-hidden="true" focusable="false" />
          Thank you{thanked ? `, ${thanked}` : ''}! Your message is on its way to Spell&apos;s team.
        </p>
      )}
      <fieldset className={styles.fields} disabled={send.isPending}>
        <div className={styles.pair}>
          <TextField
            label="Your Name"
            name="name"
            autoComplete="name"
            required
            maxLength={contactMessageLimits.name}
            value={values.name}
            onChange={change('name')}
            error={errors.name}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={contactMessageLimits.email}
            value={values.email}
            onChange={change('email')}
            error={errors.email}
          />
        </div>
        <TextField
          label="Subject"
          name="subject"
          required
          maxLength={contactMessageLimits.subject}
          value={values.subject}
          onChange={change('subject')}
          error={errors.subject}
        />
        <TextArea
          label="Message"
          name="message"
          required
          rows={6}
          maxLength={contactMessageLimits.message}
          value={values.message}
          onChange={change('message')}
          error={errors.message}
        />
      </fieldset>
      <Button type="submit" size="lg" loading={send.isPending} className={styles.submit}>
        {!send.isPending && <Send size={18} aria-hidden="true" focusable="false" />}
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
