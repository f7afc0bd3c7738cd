import { endpoint } from './endpoint'

const health = () => import('../health')

/** The probes of the orchestrator or load balancer; the web app does not call them. */
export const healthEndpoints = {
  getHealth: endpoint({
    method: 'GET',
    path: '/health',
    schemas: () => health().then((m) => ({ response: m.healthSchema })),
  }),
  getLiveness: endpoint({
    method: 'GET',
    path: '/health/live',
    schemas: () => health().then((m) => ({ response: m.livenessSchema })),
  }),
  getReadiness: endpoint({
    method: 'GET',
    path: '/health/ready',
    schemas: () => health().then((m) => ({ response: m.readinessSchema })),
  }),
}
