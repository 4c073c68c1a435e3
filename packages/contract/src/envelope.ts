import { z } from 'zod';
import type { ErrorCode } from './errors.ts';
import { errorCodes } from './errors.ts';

/** The error part of a failed answer: a stable code the apps translate, and a message in the caller's language. */
const apiErrorSchema = z.object({
  code: z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  /** Per-field problems of a rejected payload, keyed by field path. */
  fields: z.record(z.string(), z.string()).optional(),
  /** The values the message was written with (attemptsLeft, minutes, retryAfterSeconds...), for apps that word it themselves. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** Every answer of the API is this envelope: `{ success: true, value }` or `{ success: false, value: null, error }`. */
export function successEnvelope<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

export const failureEnvelopeSchema = z.object({
  success: z.literal(false),
  value: z.null(),
  error: apiErrorSchema,
});
export type FailureEnvelope = z.infer<typeof failureEnvelopeSchema>;

export type Envelope<T> = { success: true; value: T } | FailureEnvelope;

/** Lists page as `?page=&size=` and answer `{ content, page, size, total }` (page starts at 1). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * The query of an operator's list: a parameter it does not name is refused (the server answers
 * error_unknown_parameter naming it), never ignored, so a filter spelled wrong (`?username=` where
 * the list takes `member`) cannot answer everyone's rows as if they were one member's. Every
 * operator GET call's query schema is strict, through this or as a `z.strictObject` (a test walks
 * the routes: apps/server/src/platform/http/operator-filters.test.ts).
 */
export function operatorQuery<Shape extends z.ZodRawShape, Config extends z.core.$ZodObjectConfig>(
  schema: z.ZodObject<Shape, Config>,
) {
  return schema.strict();
}

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
  });
}
