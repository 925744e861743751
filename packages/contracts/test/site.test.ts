import { describe, expect, it } from 'vitest';
import { contactMessages, contactMessageSchema, testimonials, testimonialsShown } from '../src';

const valid = { name: 'Hannah', email: 'hannah@example.com', subject: 'Hello', message: 'We love the dragon stories!' };

describe('contact message', () => {
  it('accepts the four fields, trimmed', () => {
    expect(contactMessageSchema.parse({ ...valid, name: '  Hannah  ', email: ' hannah@example.com ' })).toEqual(valid);
  });

  it.each([
    ['name', '   ', contactMessages.nameRequired],
    ['email', 'not-an-email', contactMessages.emailInvalid],
    ['email', '', contactMessages.emailInvalid],
    ['subject', '', contactMessages.subjectRequired],
    ['message', '\n', contactMessages.messageRequired],
    ['message', 'x'.repeat(5001), contactMessages.tooLong(5000)],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    const result = contactMessageSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, message]]);
  });

  it('requires every field', () => {
    const result = contactMessageSchema.safeParse({});
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });
});

describe('testimonials', () => {
  it('has more than the frame shows at once, each with its own id', () => {
    expect(testimonials.length).toBeGreaterThan(testimonialsShown);
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(testimonials.length);
  });
});
