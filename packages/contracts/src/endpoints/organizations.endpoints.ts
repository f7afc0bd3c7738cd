import { endpoint } from './endpoint'

/** The signed-in user's organizations (SPEC §7 Organizations). */
export const organizationsEndpoints = {
  getUserOrganizations: endpoint({
    method: 'GET',
    path: '/user/organizations',
    schemas: () =>
      import('../organizations').then((m) => ({
        query: m.userOrganizationsQuerySchema,
        response: m.userOrganizationsPageSchema,
      })),
  }),
  getActiveOrganization: endpoint({
    method: 'GET',
    path: '/user/organizations/active',
    schemas: () => import('../auth').then((m) => ({ response: m.activeOrganizationSchema })),
  }),
}
