import { z } from 'zod';

/** The one error body every service and the gateway answer with (ARCHITECTURE §7, spec 01 §8). */
export const errorBodySchema = z.object({
  message: z.string(),
  isValidationError: z.boolean().optional(),
  isContentSafetyError: z.boolean().optional(),
  flaggedWords: z.array(z.string()).optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  needed: z.number().int().optional(),
  balance: z.number().int().optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Status codes of ARCHITECTURE §7, named so callers never hard-code numbers. */
export const httpStatus = {
  validation: 400,
  unauthenticated: 401,
  notEnoughInk: 402,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  contentSafety: 422,
  rateLimited: 429,
  internal: 500,
  badGateway: 502,
  unavailable: 503,
  gatewayTimeout: 504,
} as const;

/** Messages shared by more than one party (the gateway and the services). */
export const commonMessages = {
  unauthenticated: 'Login Required',
  forbidden: 'You do not have permission to do that',
  notFound: 'Not found',
  internal: 'Something went wrong. Please try again.',
  unavailable: 'This part of Inkspell is taking a short nap. Please try again in a moment.',
  gatewayTimeout: 'This part of Inkspell took too long to answer. Please try again.',
  badGateway: 'This part of Inkspell answered strangely. Please try again.',
  rateLimited: 'Too many requests. Please slow down and try again in a moment.',
  crossOrigin: 'Cross-site requests are not allowed',
  validation: 'Please check the highlighted fields',
} as const;
