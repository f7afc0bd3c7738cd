import { endpoint } from './endpoint'

const webhooks = () => import('../webhooks')
const common = () => import('../common')

/** Webhooks for other systems («Вебхуки», platform Admins, ADR 0032). */
export const webhooksEndpoints = {
  listWebhooks: endpoint({
    method: 'GET',
    path: '/admin/webhooks',
    schemas: () => webhooks().then((m) => ({ response: m.webhookEndpointsSchema })),
  }),
  createWebhook: endpoint({
    method: 'POST',
    path: '/admin/webhooks',
    schemas: () => webhooks().then((m) => ({ body: m.createWebhookSchema, response: m.createdWebhookSchema })),
  }),
  updateWebhook: endpoint({
    method: 'PATCH',
    path: '/admin/webhooks/:id',
    schemas: async () => {
      const [m, c] = await Promise.all([webhooks(), common()])
      return { params: c.idParamsSchema, body: m.updateWebhookSchema, response: m.webhookEndpointSchema }
    },
  }),
  deleteWebhook: endpoint({
    method: 'DELETE',
    path: '/admin/webhooks/:id',
    schemas: () => common().then((c) => ({ params: c.idParamsSchema, response: null })),
  }),
  listWebhookDeliveries: endpoint({
    method: 'GET',
    path: '/admin/webhooks/:id/deliveries',
    schemas: async () => {
      const [m, c] = await Promise.all([webhooks(), common()])
      return {
        params: c.idParamsSchema,
        query: m.webhookDeliveriesQuerySchema,
        response: m.webhookDeliveriesPageSchema,
      }
    },
  }),
  resendWebhookDelivery: endpoint({
    method: 'POST',
    path: '/admin/webhooks/:id/deliveries/:deliveryId/resend',
    schemas: () =>
      webhooks().then((m) => ({ params: m.webhookDeliveryParamsSchema, response: m.webhookDeliverySchema })),
  }),
}
