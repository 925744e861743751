import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf, parseInput, HttpError } from '../src';

describe('parseInput', () => {
  const schema = z.object({ name: z.string().min(1, 'Name is required'), age: z.number().int().min(0, 'Too young') });

  it('returns the parsed value when the input fits', () => {
    expect(parseInput(schema, { name: 'Luna', age: 7 })).toEqual({ name: 'Luna', age: 7 });
  });

  it('throws a 400 led by the first message and listing every field', () => {
    try {
      parseInput(schema, { name: '', age: -1 });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(HttpError);
      const e = err as HttpError;
      expect(e.status).toBe(400);
      expect(e.body).toEqual({
        message: 'Name is required',
        code: 'validation_failed',
        isValidationError: true,
        fieldErrors: { name: ['Name is required'], age: ['Too young'] },
      });
    }
  });

  it('names nested fields by their path', () => {
    const nested = z.object({ hero: z.object({ name: z.string() }) });
    const result = nested.safeParse({ hero: { name: 3 } });
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(fieldErrorsOf(result.error))).toEqual(['hero.name']);
  });
});
