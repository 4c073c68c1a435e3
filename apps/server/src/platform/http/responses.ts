import { failureEnvelopeSchema, successEnvelope } from '@lotus/contract/envelope';
import type { z } from 'zod';

/** The response schemas of a route: its value in the success envelope, and the failure envelope for errors. */
export function responses<T extends z.ZodType>(value: T) {
  return {
    200: successEnvelope(value),
    '4xx': failureEnvelopeSchema,
    '5xx': failureEnvelopeSchema,
  } as const;
}
