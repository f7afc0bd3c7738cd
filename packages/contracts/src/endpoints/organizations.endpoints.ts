import { endpoint, MULTIPART } from './endpoint'

const card = () => import('../organization-card')
const employees = () => import('../employees')
const okResponse = () => import('../common').then((m) => m.okSchema)

/** The signed-in user's organizations, organization cards and their employees (SPEC §7 Organizations). */
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
  setDefaultOrganization: endpoint({
    method: 'POST',
    path: '/user/organizations/set_default',
    schemas: async () => {
      const [m, response] = await Promise.all([import('../organizations'), okResponse()])
      return { body: m.setDefaultOrganizationRequestSchema, response }
    },
  }),
  joinOrganization: endpoint({
    method: 'POST',
    path: '/user/organizations',
    schemas: () => card().then((m) => ({ body: MULTIPART, response: m.joinOrganizationResponseSchema })),
  }),
  getAllOrganizations: endpoint({
    method: 'GET',
    path: '/organizations',
    schemas: () => card().then((m) => ({ query: m.organizationsQuerySchema, response: m.organizationsPageSchema })),
  }),
  findOrganizationByInn: endpoint({
    method: 'GET',
    path: '/organizations/find/:inn',
    schemas: () => card().then((m) => ({ params: m.innParamsSchema, response: m.organizationLookupSchema })),
  }),
  getOrganization: endpoint({
    method: 'GET',
    path: '/organizations/:id',
    schemas: () =>
      card().then((m) => ({
        params: m.organizationIdParamsSchema,
        query: m.organizationQuerySchema,
        response: m.organizationSchema,
      })),
  }),
  decideOrganization: endpoint({
    method: 'PATCH',
    path: '/organizations/:id/status',
    schemas: () =>
      card().then((m) => ({
        params: m.organizationIdParamsSchema,
        body: m.decideOrganizationRequestSchema,
        response: m.organizationSchema,
      })),
  }),
  getEmployees: endpoint({
    method: 'POST',
    path: '/organizations/:id/users',
    schemas: async () => {
      const [c, e] = await Promise.all([card(), employees()])
      return { params: c.organizationIdParamsSchema, body: e.employeesRequestSchema, response: e.employeesPageSchema }
    },
  }),
  getActiveMembers: endpoint({
    method: 'GET',
    path: '/organizations/:orgId/users/active',
    fallbackCode: 'GeneralError',
    schemas: () => employees().then((m) => ({ params: m.orgParamsSchema, response: m.memberBriefListSchema })),
  }),
  getOrganizationAdmins: endpoint({
    method: 'GET',
    path: '/organizations/:orgId/admins',
    schemas: () => employees().then((m) => ({ params: m.orgParamsSchema, response: m.memberBriefListSchema })),
  }),
  getEmployee: endpoint({
    method: 'GET',
    path: '/organizations/:orgId/users/:userId',
    schemas: () => employees().then((m) => ({ params: m.employeeParamsSchema, response: m.employeeDetailsSchema })),
  }),
  getEmployeeOrganizations: endpoint({
    method: 'GET',
    path: '/organizations/:orgId/users/:userId/organizations',
    schemas: () =>
      employees().then((m) => ({
        params: m.employeeParamsSchema,
        query: m.employeeOrganizationsQuerySchema,
        response: m.employeeOrganizationsPageSchema,
      })),
  }),
  getExclusionInfo: endpoint({
    method: 'GET',
    path: '/organizations/:orgId/users/:userId/exclusion',
    schemas: () => employees().then((m) => ({ params: m.employeeParamsSchema, response: m.exclusionInfoSchema })),
  }),
  acceptEmployee: endpoint({
    method: 'PATCH',
    path: '/organizations/:orgId/users/:userId/accept',
    schemas: async () => {
      const [m, response] = await Promise.all([employees(), okResponse()])
      return { params: m.employeeParamsSchema, body: m.roleRequestSchema, response }
    },
  }),
  declineEmployee: endpoint({
    method: 'DELETE',
    path: '/organizations/:orgId/users/:userId/decline',
    schemas: async () => {
      const [m, response] = await Promise.all([employees(), okResponse()])
      return { params: m.employeeParamsSchema, response }
    },
  }),
  changeEmployeeRole: endpoint({
    method: 'PATCH',
    path: '/organizations/:orgId/users/:userId/role',
    schemas: async () => {
      const [m, response] = await Promise.all([employees(), okResponse()])
      return { params: m.employeeParamsSchema, body: m.roleRequestSchema, response }
    },
  }),
  excludeEmployee: endpoint({
    method: 'DELETE',
    path: '/organizations/:orgId/users/:userId/exclude',
    schemas: () =>
      employees().then((m) => ({
        params: m.employeeParamsSchema,
        body: m.excludeRequestSchema,
        response: m.excludeResponseSchema,
      })),
  }),
}
