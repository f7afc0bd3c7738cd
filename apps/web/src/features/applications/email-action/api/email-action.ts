import { useMutation, useQuery } from '@tanstack/react-query'
import { applicationsEndpoints as ep } from '@psp/contracts/endpoints/applications.endpoints'
import { call } from '../../../../lib/api-call'
import { queryKey } from '../../../../lib/query-keys'

/** GET /api/email/info?token: what the link does; open without signing in. */
export const useEmailInfo = (token: string) =>
  useQuery({
    queryKey: queryKey(ep.getEmailInfo, { query: { token } }),
    queryFn: () => call(ep.getEmailInfo, { query: { token } }, { skipAuthRedirect: true }),
    enabled: token !== '',
    retry: false,
  })

/** POST /api/email/action?token, with the reason a reopening link needs. */
export const usePerformEmailAction = (token: string) =>
  useMutation({
    mutationFn: (reason?: string) =>
      call(
        ep.performEmailAction,
        { query: { token }, body: reason ? { reason } : undefined },
        { skipAuthRedirect: true },
      ),
  })
