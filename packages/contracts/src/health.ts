import { z } from 'zod'

/** GET /health: the process answers and the database with it (a 503 says `degraded`, `unavailable`). */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') })

/** GET /health/live: the process is up. */
export const livenessSchema = z.object({ status: z.literal('ok') })

/** GET /health/ready, the same shape with 200 and 503. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: z.enum(['ok', 'unavailable']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
})
export type Readiness = z.infer<typeof readinessSchema>
