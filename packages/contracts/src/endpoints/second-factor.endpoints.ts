import { endpoint } from './endpoint'

const secondFactor = () => import('../second-factor')

/**
 * The second factor (TOTP, ADR 0029): the user's own set-up in the profile, the code step of the sign-in (the
 * pending sign-in is a cookie of the /api/login path), and an Admin's reset of a user's second factor.
 */
export const secondFactorEndpoints = {
  getSecondFactor: endpoint({
    method: 'GET',
    path: '/user/2fa',
    schemas: () => secondFactor().then((m) => ({ response: m.secondFactorStatusSchema })),
  }),
  setUpSecondFactor: endpoint({
    method: 'POST',
    path: '/user/2fa/setup',
    schemas: () => secondFactor().then((m) => ({ response: m.secondFactorSetupSchema })),
  }),
  enableSecondFactor: endpoint({
    method: 'POST',
    path: '/user/2fa/enable',
    schemas: () =>
      secondFactor().then((m) => ({ body: m.secondFactorCodeRequestSchema, response: m.recoveryCodesSchema })),
  }),
  disableSecondFactor: endpoint({
    method: 'DELETE',
    path: '/user/2fa',
    schemas: () =>
      secondFactor().then((m) => ({ body: m.secondFactorCodeRequestSchema, response: m.secondFactorStatusSchema })),
  }),
  /** Completes a sign-in whose password was right with a code from the app or a recovery code. */
  signInWithCode: endpoint({
    method: 'POST',
    path: '/login/2fa',
    schemas: () =>
      Promise.all([secondFactor(), import('../auth')]).then(([m, auth]) => ({
        body: m.secondFactorCodeRequestSchema,
        response: auth.userSchema,
      })),
  }),
  /** The forced set-up of a sign-in (a platform Admin under REQUIRE_2FA_FOR_ADMINS): a new secret. */
  setUpSecondFactorAtSignIn: endpoint({
    method: 'POST',
    path: '/login/2fa/setup',
    schemas: () => secondFactor().then((m) => ({ response: m.secondFactorSetupSchema })),
  }),
  /** Confirms the forced set-up with a code: the second factor is on, the session opens. */
  enableSecondFactorAtSignIn: endpoint({
    method: 'POST',
    path: '/login/2fa/enable',
    schemas: () =>
      secondFactor().then((m) => ({ body: m.secondFactorCodeRequestSchema, response: m.signInSetupDoneSchema })),
  }),
  /** A platform Admin turns a user's second factor off (a lost phone): the user signs in with the password again. */
  resetAccountSecondFactor: endpoint({
    method: 'DELETE',
    path: '/users/:id/2fa',
    schemas: () =>
      import('../accounts').then((m) => ({ params: m.accountIdParamsSchema, response: m.accountDetailsSchema })),
  }),
}
