import { z } from './zod';

export * from './values/site';
import { contactMessageLimits, contactMessages } from './values/site';

const requiredText = (required: string, limit: number) => z.string().trim().min(1, required).max(limit, contactMessages.tooLong(limit));

/** POST /api/contact-messages: all four fields required, the e-mail a valid address (spec 02 §3, §5). */
export const contactMessageSchema = z.object({
  name: requiredText(contactMessages.nameRequired, contactMessageLimits.name),
  email: z.string().trim().pipe(z.email(contactMessages.emailInvalid).max(contactMessageLimits.email)),
  subject: requiredText(contactMessages.subjectRequired, contactMessageLimits.subject),
  message: requiredText(contactMessages.messageRequired, contactMessageLimits.message),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
