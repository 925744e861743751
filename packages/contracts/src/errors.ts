import { z } from './zod';

export * from './values/errors';

/** The one error body every service and the gateway answer with (ARCHITECTURE §7, spec 01 §8). */
export const errorBodySchema = z.object({
  message: z.string(),
  /** Machine-readable reason (one of errorCodes): clients choose toasts by it, never by message text. */
  code: z.string().optional(),
  isValidationError: z.boolean().optional(),
  isContentSafetyError: z.boolean().optional(),
  flaggedWords: z.array(z.string()).optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  needed: z.number().int().optional(),
  balance: z.number().int().optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
