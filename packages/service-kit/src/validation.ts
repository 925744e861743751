import type { z } from 'zod';
import { commonMessages } from '@inkspell/contracts';
import { HttpError } from './errors';

/** Field path → messages, the `fieldErrors` of the error body. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

/** Turns a zod failure into the 400 of ARCHITECTURE §7, led by the first message so the toast says something useful. */
export function validationError(error: z.ZodError): HttpError {
  const first = error.issues[0]?.message ?? commonMessages.validation;
  return new HttpError(400, first, { isValidationError: true, fieldErrors: fieldErrorsOf(error) });
}

/** Parses untrusted input with a contract schema or throws the 400 validation error. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
