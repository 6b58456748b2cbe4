import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof healthSchema>;

/**
 * Readiness (`GET /api/ready`), for load balancers: 200 once this server can serve every
 * request at full speed, 503 until then. `grader` is 'elsewhere' on a server whose
 * gradings run in worker processes of their own.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'starting']),
  database: z.enum(['up', 'down']),
  grader: z.enum(['ready', 'starting', 'elsewhere']),
});
export type Readiness = z.infer<typeof readinessSchema>;
