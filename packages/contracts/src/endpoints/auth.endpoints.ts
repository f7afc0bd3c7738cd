import { endpoint, REDIRECT } from './endpoint'

/** Sign-in, sign-out, the user agreement and the organization choice (SPEC §7 Login, Terms of use). */
export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/login',
    schemas: () =>
      Promise.all([import('../auth'), import('../second-factor')]).then(([m, secondFactor]) => ({
        query: m.loginQuerySchema,
        body: m.loginRequestSchema,
        // The user data, or the second step a sign-in with a second factor needs (ADR 0029).
        response: secondFactor.loginResponseSchema,
      })),
  }),
  logout: endpoint({ method: 'DELETE', path: '/login', schemas: async () => ({ response: null }) }),
  getUserInfo: endpoint({
    method: 'GET',
    path: '/user/info',
    schemas: () => import('../auth').then((m) => ({ response: m.userSchema })),
  }),
  getCurrentAgreement: endpoint({
    method: 'GET',
    path: '/useragreement',
    schemas: () => import('../agreements').then((m) => ({ response: m.currentAgreementSchema })),
  }),
  acceptAgreement: endpoint({
    method: 'GET',
    path: '/login/agree/:id',
    schemas: () =>
      Promise.all([import('../auth'), import('../common')]).then(([m, common]) => ({
        params: common.idParamsSchema,
        response: m.userSchema,
      })),
  }),
  chooseOrganization: endpoint({
    method: 'POST',
    path: '/login/organization',
    // An empty body chooses none; Fastify hands a missing body to the validator as null.
    schemas: () =>
      import('../auth').then((m) => ({ body: m.chooseOrganizationRequestSchema.nullish(), response: m.userSchema })),
  }),
  // The password calls are made before signing in (SPEC §7 Login: forgot password, set password).
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/password/forgot',
    schemas: () =>
      import('../passwords').then((m) => ({
        body: m.forgotPasswordRequestSchema,
        response: m.forgotPasswordResponseSchema,
      })),
  }),
  getPasswordToken: endpoint({
    method: 'GET',
    path: '/password/token',
    schemas: () =>
      import('../passwords').then((m) => ({ query: m.passwordTokenQuerySchema, response: m.passwordTokenInfoSchema })),
  }),
  setPassword: endpoint({
    method: 'POST',
    path: '/password/set',
    schemas: () =>
      Promise.all([import('../passwords'), import('../common')]).then(([m, common]) => ({
        body: m.setPasswordRequestSchema,
        response: common.okSchema,
      })),
  }),
  // Navigations, not calls: another site or an e-mail link opens them in the browser, and they answer a redirect.
  tokenLogin: endpoint({
    method: 'GET',
    path: '/login/token',
    schemas: () => import('../auth').then((m) => ({ query: m.tokenLoginQuerySchema, response: REDIRECT })),
  }),
  confirmTokenLogin: endpoint({
    method: 'GET',
    path: '/login/token/confirm',
    schemas: () => import('../auth').then((m) => ({ query: m.tokenLoginConfirmQuerySchema, response: REDIRECT })),
  }),
}
