import { z } from 'zod';

/** The health check's answer: the process answers, and whether its database does. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});
