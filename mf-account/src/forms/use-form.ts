import { isApiError } from '@inkspell/ui';
import { useState, type ChangeEvent } from 'react';

/** Field name → the one message shown under it. */
export type FieldErrors = Partial<Record<string, string>>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** What the form needs of a contracts zod schema. */
interface Parser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

/** The first message for each top-level field of failed parse issues (also the server's fieldErrors). */
export function firstErrorPerField(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '_');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The fieldErrors a 400 answer carries, in the same shape. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error) || !error.fieldErrors) return {};
  const issues = Object.entries(error.fieldErrors).flatMap(([field, messages]) => messages.map((message) => ({ path: [field], message })));
  return firstErrorPerField(issues);
}

/**
 * Text-field state checked with a contracts schema. Errors stay quiet until the first submit,
 * then follow every keystroke, so a message disappears as soon as the field is put right.
 * Errors the server sent stay on their field until that field changes.
 */
export function useForm<V extends Record<string, string>, T>(schema: Parser<T>, initial: V, toInput: (values: V) => unknown = (v) => v) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [fromServer, setFromServer] = useState<FieldErrors>({});
  const result = schema.safeParse(toInput(values));
  const errors: FieldErrors = { ...fromServer, ...(submitted && !result.success ? firstErrorPerField(result.error.issues) : {}) };

  const setValue = (name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFromServer(({ [name]: _changed, ...rest }) => rest);
  };

  /** Props for a TextField / PasswordField bound to one value. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
  });

  /** Call on submit: the parsed input when valid; otherwise undefined, and the errors now show. */
  const validate = (): T | undefined => {
    setSubmitted(true);
    return result.success ? result.data : undefined;
  };

  return { values, errors, field, setValue, validate, setServerErrors: setFromServer, reset: () => setValues(initial) };
}
