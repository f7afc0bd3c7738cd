import { z } from 'zod'

/** GET /login/oidc: begins a single sign-on; `context` is the portal path to open afterwards. */
export const ssoLoginQuerySchema = z.object({ context: z.string().max(2048).optional() })

/**
 * GET /login/oidc/callback: the identity provider sends the browser back with a code (or an error) and the state.
 * Every field is optional, so a broken answer still reaches the handler and ends on the login page, never on an
 * error page.
 */
export const ssoCallbackQuerySchema = z
  .object({
    code: z.string().max(4096).optional(),
    state: z.string().max(1024).optional(),
    iss: z.string().max(2048).optional(),
    error: z.string().max(256).optional(),
    error_description: z.string().max(2048).optional(),
    session_state: z.string().max(1024).optional(),
  })
  .loose()
