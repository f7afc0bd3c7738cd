import { secondFactorEndpoints as endpoints } from '@psp/contracts/endpoints/second-factor.endpoints'
import { call } from '../../../lib/api-call'
import { useAction } from '../../../lib/use-action'
import { rememberSignIn } from './login'

/** A wrong code must not send the browser to /login: the page is there already, and says what went wrong. */
const here = { skipAuthRedirect: true }

/** POST /login/2fa: the code from the app or a recovery code completes the sign-in. */
export const useSignInWithCode = () =>
  useAction((code: string) => call(endpoints.signInWithCode, { body: { code } }, here), { onSuccess: rememberSignIn })

/** POST /login/2fa/setup: a platform Admin's forced set-up starts with a new secret. */
export const useSetUpAtSignIn = () => useAction((_: void) => call(endpoints.setUpSecondFactorAtSignIn, undefined, here))

/** POST /login/2fa/enable: the forced set-up is confirmed; the answer has the recovery codes and the user. */
export const useEnableAtSignIn = () =>
  useAction((code: string) => call(endpoints.enableSecondFactorAtSignIn, { body: { code } }, here), {
    onSuccess: (done) => rememberSignIn(done.user),
  })
